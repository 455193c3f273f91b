/**
 * The admin screens' strings, through WordPress's own i18n (`wp.i18n`, the `wp-i18n` script the
 * admin entry depends on, loaded with the plugin's translations by wp_set_script_translations).
 * Every call names the text domain, so `npm run pot` finds the strings. Where wp.i18n is not
 * loaded (unit tests), the English text is used, with the same `%s`/`%d`/`%1$s` formatting.
 */
export const DOMAIN = 'colophon';

/** `%s`, `%d` and numbered `%1$s` placeholders, as wp.i18n's sprintf reads them. */
function format(text: string, args: Array<string | number>): string {
  let next = 0;
  return text.replace(/%(?:(\d+)\$)?([sd%])/g, (whole, position: string | undefined, kind: string) => {
    if (kind === '%') return '%';
    const value = args[position ? Number(position) - 1 : next++];
    return value === undefined ? whole : kind === 'd' ? String(Math.trunc(Number(value))) : String(value);
  });
}

export function __(text: string, domain: typeof DOMAIN): string {
  return window.wp?.i18n?.__(text, domain) ?? text;
}

export function _n(single: string, plural: string, count: number, domain: typeof DOMAIN): string {
  return window.wp?.i18n?._n(single, plural, count, domain) ?? (count === 1 ? single : plural);
}

export function sprintf(text: string, ...args: Array<string | number>): string {
  return window.wp?.i18n?.sprintf(text, ...args) ?? format(text, args);
}
