/**
 * The address-bar form of a loop's filters: `e-filter-{loopId}-{taxonomy}={term}{sep}{term}` with
 * `+` for AND, `~` for OR and `!` for NOT written literally (not percent-encoded), terms
 * percent-encoded. Changing filters drops the loop's page number (`e-page-{loopId}`). Every other
 * parameter is kept as it was, byte for byte. Taxonomies may contain dashes: the loop id is known,
 * so everything after it is the taxonomy.
 */
import { decode } from '../../src/kit/uri';
import { JOINS, type Consolidated, type LogicalJoin, type TaxonomyFilter } from './state';

type Pair = [key: string, raw: string | null];

function pairs(search: string): Pair[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return [];
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part, null] : [part.slice(0, at), part.slice(at + 1)];
    });
}

function keyOf(raw: string): string {
  return decode(raw.replace(/\+/g, ' '));
}

export const filterPrefix = (loopId: string) => `e-filter-${loopId}-`;
export const pageKey = (loopId: string) => `e-page-${loopId}`;

const TAXONOMY = /^[a-z0-9_-]+$/i;

function encodeValue({ terms, logicalJoin }: TaxonomyFilter): string {
  // A single-selection filter never holds more than one term; if it somehow does, AND is its operator.
  const separator = JOINS[logicalJoin].separator || JOINS.AND.separator;
  return terms.map(encodeTerm).join(separator);
}

/** Percent-encoding that also covers the separators encodeURIComponent leaves alone. */
const encodeTerm = (term: string) => encodeURIComponent(term).replace(/~/g, '%7E').replace(/!/g, '%21');

/**
 * Literal separators first. `%7E` counts as OR only when nothing literal is there: the incumbent's
 * URLSearchParams wrote OR that way, while this codec encodes a `~` inside a term as `%7E`.
 */
function decodeValue(raw: string): TaxonomyFilter {
  const tests: Array<[LogicalJoin, RegExp]> = [
    ['OR', /~/],
    ['NOT', /!/],
    ['AND', /\+|%20| /],
    ['OR', /%7e/i],
  ];
  for (const [logicalJoin, separator] of tests) {
    if (separator.test(raw)) {
      const terms = raw.split(separator).map(decode).filter(Boolean);
      return { terms: [...new Set(terms)], logicalJoin };
    }
  }
  const term = decode(raw);
  return { terms: term ? [term] : [], logicalJoin: 'DISABLED' };
}

/** The filters of one loop found in a query string, by taxonomy (an empty value means "cleared"). */
export function readFilters(search: string, loopId: string): Record<string, TaxonomyFilter> {
  const prefix = filterPrefix(loopId);
  const found: Record<string, TaxonomyFilter> = {};
  for (const [rawKey, raw] of pairs(search)) {
    const key = keyOf(rawKey);
    if (!key.startsWith(prefix)) continue;
    const taxonomy = key.slice(prefix.length);
    if (!TAXONOMY.test(taxonomy)) continue;
    found[taxonomy] = decodeValue(raw ?? '');
  }
  return found;
}

/**
 * The query string (with its `?`, or '' when empty) after a loop's filters changed: the loop's old
 * filter keys and its page number go, the new filters are appended, all else stays.
 */
export function writeFilters(search: string, loopId: string, consolidated: Consolidated, dropKeys: string[] = []): string {
  const prefix = filterPrefix(loopId);
  const kept = pairs(search).filter(([rawKey]) => {
    const key = keyOf(rawKey);
    return !key.startsWith(prefix) && key !== pageKey(loopId) && !dropKeys.includes(key);
  });
  for (const [taxonomy, filter] of Object.entries(consolidated.taxonomy ?? {})) {
    if (filter.terms.length === 0) continue;
    kept.push([prefix + encodeURIComponent(taxonomy), encodeValue(filter)]);
  }
  const query = kept.map(([key, raw]) => (raw === null ? key : `${key}=${raw}`)).join('&');
  return query ? `?${query}` : '';
}

/**
 * The full address to push: the current path, or the bar's base URL when the visitor is on a later
 * page of an archive (its `/page/N/` path or `paged` parameter would no longer be valid).
 */
export function filterUrl(
  location: { pathname: string; search: string; hash: string },
  loopId: string,
  consolidated: Consolidated,
  bar: { baseUrl?: string; pageNum?: number } = {},
): string {
  if ((bar.pageNum ?? 1) > 1 && bar.baseUrl) {
    const base = new URL(bar.baseUrl, 'http://x');
    const search = writeFilters(location.search, loopId, consolidated, ['page', 'paged']);
    return base.pathname + search + location.hash;
  }
  return location.pathname + writeFilters(location.search, loopId, consolidated) + location.hash;
}
