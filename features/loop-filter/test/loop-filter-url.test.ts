import { consolidate, joinFromSettings, toggleTerm, type Filter, type LogicalJoin } from '../state';
import { filterUrl, readFilters, writeFilters } from '../url-codec';

const bar = (taxonomy: string, terms: string[], logicalJoin: LogicalJoin): Filter => ({
  filterType: 'taxonomy',
  filterData: { selectedTaxonomy: taxonomy, terms, logicalJoin },
});

describe('join operators', () => {
  test('only AND or OR are accepted from settings; anything else is single selection', () => {
    expect(joinFromSettings('AND')).toBe('AND');
    expect(joinFromSettings('OR')).toBe('OR');
    for (const other of ['and', 'NOT', '', undefined, 1, 'XOR']) expect(joinFromSettings(other)).toBe('DISABLED');
  });
});

describe('consolidating the filter bars of one loop', () => {
  test('a bar without terms is left out; nothing chosen gives an empty set', () => {
    expect(consolidate({ a: bar('category', [], 'AND') })).toEqual({});
    expect(consolidate({ a: bar('category', ['news'], 'OR'), b: bar('post_tag', [], 'AND') })).toEqual({
      taxonomy: { category: { terms: ['news'], logicalJoin: 'OR' } },
    });
  });
  test('with a join, a second bar on the same taxonomy merges its terms without duplicates', () => {
    const merged = consolidate({ a: bar('post_tag', ['print', 'audio'], 'OR'), b: bar('post_tag', ['audio', 'budget'], 'OR') });
    expect(merged.taxonomy?.post_tag).toEqual({ terms: ['print', 'audio', 'budget'], logicalJoin: 'OR' });
  });
  test('single selection replaces what an earlier bar chose for the taxonomy', () => {
    const replaced = consolidate({ a: bar('category', ['news', 'tips'], 'AND'), b: bar('category', ['covers'], 'DISABLED') });
    expect(replaced.taxonomy?.category).toEqual({ terms: ['covers'], logicalJoin: 'DISABLED' });
  });
  test('clicking: single selection picks or clears one term, multiple toggles, All clears', () => {
    expect(toggleTerm([], 'a', false)).toEqual(['a']);
    expect(toggleTerm(['a'], 'b', false)).toEqual(['b']);
    expect(toggleTerm(['a'], 'a', false)).toEqual([]);
    expect(toggleTerm(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleTerm(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(toggleTerm(['a', 'b'], '__all', true)).toEqual([]);
  });
});

describe('the address-bar codec', () => {
  const one = (taxonomy: string, terms: string[], logicalJoin: LogicalJoin) => ({ taxonomy: { [taxonomy]: { terms, logicalJoin } } });

  test.each([
    ['AND', '+', 'e-filter-abc1234-post_tag=print+audio'],
    ['OR', '~', 'e-filter-abc1234-post_tag=print~audio'],
    ['NOT', '!', 'e-filter-abc1234-post_tag=print!audio'],
  ] as const)('%s joins terms with a literal %s, and reads back the same', (join, _sep, expected) => {
    const search = writeFilters('', 'abc1234', one('post_tag', ['print', 'audio'], join));
    expect(search).toBe(`?${expected}`);
    expect(readFilters(search, 'abc1234')).toEqual({ post_tag: { terms: ['print', 'audio'], logicalJoin: join } });
  });

  test('a single term has no separator and reads back as single selection', () => {
    const search = writeFilters('', 'abc1234', one('category', ['cover-design'], 'DISABLED'));
    expect(search).toBe('?e-filter-abc1234-category=cover-design');
    expect(readFilters(search, 'abc1234')).toEqual({ category: { terms: ['cover-design'], logicalJoin: 'DISABLED' } });
  });

  test('~ and + arriving percent-encoded (or + as a space) still read as OR and AND', () => {
    expect(readFilters('?e-filter-abc1234-post_tag=print%7Eaudio', 'abc1234').post_tag).toEqual({ terms: ['print', 'audio'], logicalJoin: 'OR' });
    expect(readFilters('?e-filter-abc1234-post_tag=print%20audio', 'abc1234').post_tag).toEqual({ terms: ['print', 'audio'], logicalJoin: 'AND' });
  });

  test('terms are percent-encoded, so an encoded + or ~ inside a term is part of the term, not a separator', () => {
    const search = writeFilters('', 'abc1234', one('post_tag', ['c++', 'ä~b!'], 'OR'));
    expect(search).toBe('?e-filter-abc1234-post_tag=c%2B%2B~%C3%A4%7Eb%21');
    expect(readFilters(search, 'abc1234').post_tag).toEqual({ terms: ['c++', 'ä~b!'], logicalJoin: 'OR' });
    expect(readFilters('?e-filter-abc1234-post_tag=c%2B%2B', 'abc1234').post_tag).toEqual({ terms: ['c++'], logicalJoin: 'DISABLED' });
  });

  test('changing filters drops the loop page number and the loop old filters, and keeps every other parameter as it was', () => {
    const before = '?utm_source=news%20letter&e-page-abc1234=3&e-filter-abc1234-category=tips&e-page-other99=2&e-filter-other99-category=x&flag';
    const after = writeFilters(before, 'abc1234', one('category', ['covers'], 'DISABLED'));
    expect(after).toBe('?utm_source=news%20letter&e-page-other99=2&e-filter-other99-category=x&flag&e-filter-abc1234-category=covers');
  });

  test('clearing every filter leaves no filter key, and no "?" when nothing else is left', () => {
    expect(writeFilters('?e-filter-abc1234-category=tips&e-page-abc1234=2', 'abc1234', {})).toBe('');
    expect(writeFilters('?e-filter-abc1234-category=tips', 'abc1234', one('category', [], 'AND'))).toBe('');
  });

  test('an empty value reads as "cleared"; taxonomies with dashes are kept whole; other loops are ignored', () => {
    expect(readFilters('?e-filter-abc1234-category=', 'abc1234')).toEqual({ category: { terms: [], logicalJoin: 'DISABLED' } });
    expect(readFilters('?e-filter-abc1234-book-genre=sci-fi', 'abc1234')).toEqual({ 'book-genre': { terms: ['sci-fi'], logicalJoin: 'DISABLED' } });
    expect(readFilters('?e-filter-zzz9999-category=a', 'abc1234')).toEqual({});
  });

  test('a hostile taxonomy name in the address is ignored', () => {
    expect(readFilters('?e-filter-abc1234-%3Cscript%3E=x', 'abc1234')).toEqual({});
  });

  test('the pushed address keeps the path and hash; on a later archive page it goes back to the base URL without page/paged', () => {
    const location = { pathname: '/blog/', search: '?x=1', hash: '#grid' };
    expect(filterUrl(location, 'abc1234', one('category', ['tips'], 'DISABLED'))).toBe('/blog/?x=1&e-filter-abc1234-category=tips#grid');
    const paged = { pathname: '/blog/page/3/', search: '?paged=3&x=1', hash: '' };
    expect(filterUrl(paged, 'abc1234', one('category', ['tips'], 'DISABLED'), { baseUrl: 'http://site.test/blog/', pageNum: 3 })).toBe(
      '/blog/?x=1&e-filter-abc1234-category=tips',
    );
  });
});
