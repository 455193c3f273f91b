/**
 * Reading the translated texts PHP hands over in the page config (declared in feature.json, translated by includes/I18n.php): plain texts
 * by key, and plural messages whose form PHP's `_n()` chose for each count.
 */
import type { ColophonConfig } from './config';

/** `%d`, `%s` and positional `%1$d`, `%2$s` filled in, as PHP's sprintf() does. */
export function format(template: string, ...args: unknown[]): string {
  let next = 0;
  return template.replace(/%(?:(\d)\$)?[ds]/g, (_, position?: string) => String(args[position ? Number(position) - 1 : next++]));
}

/** The translated text `key` (the key itself when PHP did not hand it over, so a gap shows). */
export function text(config: ColophonConfig, key: string): string {
  return config.i18n?.[key] ?? key;
}

/** The translated plural message `key` for `count`, filled with `count` and then `args`. */
export function plural(config: ColophonConfig, key: string, count: number, ...args: unknown[]): string {
  const table = config.plurals?.[key];
  const n = Math.max(0, Math.floor(count));
  const form = table?.forms[Number(table.index[n < 200 ? n : 100 + (n % 100)])];
  return form === undefined ? key : format(form, count, ...args);
}
