/** Compile-time flag: true in development builds and tests, false (and compiled out) in production. */
declare const __DEV__: boolean;

/** webpack's run-time public path (set from the page config before any chunk loads). */
declare let __webpack_public_path__: string;

/** webpack's nonce for the chunk scripts it adds (set from the runtime script's own nonce). */
declare let __webpack_nonce__: string;

/** webpack's chunk loading, by chunk id (src/boot/load-feature.ts). */
declare function __webpack_chunk_load__(chunk: string): Promise<void>;

/** webpack's module require, by module id (src/boot/load-feature.ts: a feature's module has its id). */
declare function __webpack_require__(module: string): unknown;

interface Window {
  colophonConfig?: import('../src/runtime/config').ColophonConfig;
  colophon?: import('../src/runtime/index').ColophonGlobal;
  dataLayer?: unknown[];
}

/** Swiper's module files, aliased in webpack.config.js (its package exports only the barrel). */
declare module 'swiper-module/autoplay' {
  const Autoplay: typeof import('swiper/modules').Autoplay;
  export default Autoplay;
}
declare module 'swiper-module/effect-fade' {
  const EffectFade: typeof import('swiper/modules').EffectFade;
  export default EffectFade;
}
