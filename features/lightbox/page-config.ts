/** The lightbox's part of the page config (its PHP: php/Feature.php). */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** `global` opens image links in the lightbox unless a link says no. */
    lightbox?: { global: boolean };
  }
}

export {};
