/** The loop filters' part of the page config (its PHP: php/Feature.php). */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** The REST namespace of the refresh-loop route: the page builder's own where its loop filter runs. */
    loopFilter?: { namespace: string };
  }
}

export {};
