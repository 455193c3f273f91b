/**
 * The page config PHP prints (a JSON block, read by ./page-config.ts). Everything the runtime
 * knows about the site comes from here; missing fields fall back to safe defaults so a cached page
 * with an older config shape still boots. Every visitor-facing text is declared in its feature's
 * feature.json, translated in PHP (includes/I18n.php) and handed over in `i18n` and `plurals` (read
 * through ./i18n.ts): the front end has no strings of its own.
 */
import { pageConfig } from './page-config';
import type { Breakpoints, ColophonConfig } from './config-types';

export type { Breakpoints, ColophonConfig, PluralText } from './config-types';

export const defaultBreakpoints: Breakpoints = { mobile: 767, tablet: 1024 };

/** The config with its required parts filled in. */
export function readConfig(win: Window = window): ColophonConfig {
  const raw = pageConfig(win.document) ?? {};
  return {
    ...raw,
    breakpoints: raw.breakpoints ?? defaultBreakpoints,
    urls: { assets: '', ajax: '/wp-admin/admin-ajax.php', rest: '/wp-json/', ...raw.urls },
    nonces: raw.nonces ?? {},
    environment: { edit: false, preview: false, ...raw.environment },
  };
}
