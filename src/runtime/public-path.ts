/**
 * Chunks load from the plugin's dist/ URL, which only the page config knows (the site may live in
 * a sub-folder or behind a CDN), and carry the runtime script's own CSP nonce, if it has one (a
 * site whose policy allows scripts by nonce only). Imported first by the runtime entry, before any
 * import() runs.
 */
import { pageConfig } from './page-config';

const assets = pageConfig()?.urls?.assets;
if (assets) __webpack_public_path__ = assets.endsWith('/') ? assets : `${assets}/`;
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
if (nonce) __webpack_nonce__ = nonce;

export {};
