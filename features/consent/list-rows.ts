/**
 * The consent screen's categories and providers as rows (features/consent/php/ListRows.php): read
 * from the JSON the screen starts with, and sent in the shape ListRows::prepare() turns back into
 * that JSON (a row without its slug or address is left out there).
 */

export interface CategoryRow {
  slug: string;
  name: string;
  description: string;
  necessary: boolean;
  gdpr: boolean;
  ccpa: boolean;
  /** One per line: id, or id @ domain. */
  cookies: string;
}

export interface ProviderRow {
  url: string;
  categories: string[];
  fullPath: boolean;
}

export type ListName = 'categories' | 'providers';
export type Row = CategoryRow | ProviderRow;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The list a JSON text holds (an empty list when it holds none: its box is open to fix it). */
export function listed(json: string): unknown[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function categoryRow(saved: unknown): CategoryRow {
  const c = record(saved);
  const defaults = record(c.defaults);
  const cookies = Array.isArray(c.cookies) ? c.cookies.map(record) : [];
  return {
    slug: str(c.slug),
    name: str(c.name),
    description: str(c.description),
    necessary: Boolean(c.necessary),
    gdpr: Boolean(defaults.gdpr),
    ccpa: Boolean(defaults.ccpa),
    cookies: cookies.map((cookie) => (str(cookie.domain) ? `${str(cookie.id)} @ ${str(cookie.domain)}` : str(cookie.id))).join('\n'),
  };
}

export function providerRow(saved: unknown): ProviderRow {
  const p = record(saved);
  return {
    url: str(p.url),
    categories: Array.isArray(p.categories) ? p.categories.filter((slug): slug is string => typeof slug === 'string') : [],
    fullPath: Boolean(p.fullPath),
  };
}

export function rowsOf(list: ListName, json: string): Row[] {
  const row: (saved: unknown) => Row = list === 'categories' ? categoryRow : providerRow;
  return listed(json).map(row);
}

export function blankRow(list: ListName): Row {
  return list === 'categories'
    ? { slug: '', name: '', description: '', necessary: false, gdpr: false, ccpa: false, cookies: '' }
    : { url: '', categories: [], fullPath: false };
}

/** A row as ListRows::prepare() reads it: a provider's categories as ticked boxes. */
export function posted(row: Row): Record<string, unknown> {
  if ('url' in row) return { url: row.url, fullPath: row.fullPath, categories: Object.fromEntries(row.categories.map((slug) => [slug, '1'])) };
  return { ...row };
}

/** The slugs a provider can wait for: the category rows as they are now, else as saved. */
export function slugsOf(rows: unknown, json: string): string[] {
  const list = Array.isArray(rows) ? rows.map(record) : listed(json).map(record);
  return list.map((c) => str(c.slug).trim()).filter((slug, index, all) => slug !== '' && all.indexOf(slug) === index);
}
