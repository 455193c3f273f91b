/** The video widget's part of the page config. */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** YouTube embed bases (`youtube`, `privacy`), for a proxy or the demo's stand-in. */
    videoEmbeds?: { youtube?: string; privacy?: string };
  }
}

export {};
