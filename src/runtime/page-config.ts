/**
 * The page config PHP prints as `<script type="application/json" id="colophon-config">`: data, not
 * code, so it works under a strict Content Security Policy (`script-src 'self'`, no inline script).
 * The consent boot reads it first and keeps it as `window.colophonConfig`; the runtime takes that,
 * or reads the block itself. Null when the page has none or it is not valid JSON.
 */
import type { ColophonConfig } from './config-types';

export const CONFIG_ID = 'colophon-config';

export function pageConfig(doc: Document = document): Partial<ColophonConfig> | null {
  const known = doc.defaultView?.colophonConfig;
  if (known) return known;
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(CONFIG_ID)?.textContent ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<ColophonConfig>) : null;
  } catch {
    return null;
  }
}
