/**
 * Chunks load from the plugin's dist/ URL, which the page config knows (the site may live in a
 * sub-folder or behind a CDN), and carry the runtime script's own CSP nonce, if it has one (a
 * site whose policy allows scripts by nonce only). Imported first by the runtime entry, before any
 * import() runs.
 */
import { pageConfig } from './page-config';

const script = document.currentScript as HTMLScriptElement | null;
// Without a readable config, chunks still load: they sit beside this script.
const assets = pageConfig()?.urls?.assets ?? script?.src.replace(/[^/]*$/, '');
if (assets) __webpack_public_path__ = assets.endsWith('/') ? assets : `${assets}/`;
if (script?.nonce) __webpack_nonce__ = script.nonce;

export {};
