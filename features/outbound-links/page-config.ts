/** The outbound links' part of the page config (its PHP: php/Feature.php). */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** Links to other sites open in a new tab (printed only where the owner chose it). */
    outboundLinks?: { newTab?: boolean };
  }
}

export {};
