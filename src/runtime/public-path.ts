/**
 * Chunks load from the plugin's dist/ URL, which only the page config knows (the site may live in
 * a sub-folder or behind a CDN). Imported first by the runtime entry, before any import() runs.
 */
const assets = window.colophonConfig?.urls?.assets;
if (assets) __webpack_public_path__ = assets.endsWith('/') ? assets : `${assets}/`;

export {};
