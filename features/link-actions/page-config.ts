/** The link actions' part of the page config (its PHP: php/Feature.php). */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** Delay before a hover link action runs, in ms (the listing plugin's setting). */
    linkActions?: { hoverDelay: number };
  }
}

export {};
