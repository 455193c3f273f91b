/**
 * Loop filter state, per loop widget: the terms each filter bar has chosen (keyed by the bar's id),
 * the filters they make and the consolidated view the server gets (by type, then taxonomy). Pure
 * data, no DOM: the loop's controller holds one state, the bars only render it.
 */

export type LogicalJoin = 'AND' | 'OR' | 'NOT' | 'DISABLED';

/** URL separator and query operator of each join. DISABLED (single selection) has no separator. */
export const JOINS: Record<LogicalJoin, { separator: string; operator: 'AND' | 'IN' | 'NOT IN' }> = {
  AND: { separator: '+', operator: 'AND' },
  OR: { separator: '~', operator: 'IN' },
  NOT: { separator: '!', operator: 'NOT IN' },
  DISABLED: { separator: '', operator: 'AND' },
};

export interface FilterData {
  selectedTaxonomy: string;
  terms: string[];
  logicalJoin: LogicalJoin;
}

export interface Filter {
  filterType: 'taxonomy';
  filterData: FilterData;
}

export interface TaxonomyFilter {
  terms: string[];
  logicalJoin: LogicalJoin;
}

export interface Consolidated {
  taxonomy?: Record<string, TaxonomyFilter>;
}

/** A bar's join as its settings give it: only AND or OR are accepted; anything else is single selection. */
export function joinFromSettings(value: unknown): LogicalJoin {
  return value === 'AND' || value === 'OR' ? value : 'DISABLED';
}

function unique(terms: string[]): string[] {
  return [...new Set(terms.filter((term) => term !== ''))];
}

/**
 * Folds every bar's filter into one map by type then taxonomy. Bars without terms are left out;
 * with a join, a later bar's terms merge into an earlier one's without duplicates; without one
 * (single selection) the later bar's choice replaces it.
 */
export function consolidate(filters: Map<string, Filter> | Record<string, Filter> | Filter[]): Consolidated {
  const entries = Array.isArray(filters) ? filters : filters instanceof Map ? [...filters.values()] : Object.values(filters);
  const taxonomy: Record<string, TaxonomyFilter> = {};
  for (const { filterType, filterData } of entries) {
    if (filterType !== 'taxonomy') continue;
    const terms = unique(filterData.terms);
    if (terms.length === 0) continue;
    const existing = taxonomy[filterData.selectedTaxonomy];
    if (existing && filterData.logicalJoin !== 'DISABLED') {
      existing.terms = unique([...existing.terms, ...terms]);
      existing.logicalJoin = filterData.logicalJoin;
    } else {
      taxonomy[filterData.selectedTaxonomy] = { terms, logicalJoin: filterData.logicalJoin };
    }
  }
  return Object.keys(taxonomy).length ? { taxonomy } : {};
}

/**
 * The terms a bar has after a click. Single selection: the clicked term, or none when it was the
 * one already chosen. Multiple selection: the clicked term toggles. `__all` clears.
 */
export function toggleTerm(current: string[], clicked: string, multiple: boolean): string[] {
  if (clicked === '__all') return [];
  const has = current.includes(clicked);
  if (!multiple) return has ? [] : [clicked];
  return has ? current.filter((term) => term !== clicked) : [...current, clicked];
}

/** What the controller knows of a filter bar: its taxonomy, its join, and the terms it offers. */
export interface BarSpec {
  id: string;
  taxonomy: string;
  /** DISABLED for single selection. */
  join: LogicalJoin;
  /** The terms the bar has buttons for. */
  terms: string[];
}

/** The terms each bar has chosen, by bar id. */
export type Selection = Record<string, string[]>;

/** The filter a bar contributes for `terms`. */
export function filterOf(bar: BarSpec, terms: string[]): Filter {
  return { filterType: 'taxonomy', filterData: { selectedTaxonomy: bar.taxonomy, terms: [...terms], logicalJoin: bar.join } };
}

/** The consolidated filters of a selection over the bars. */
export function consolidateSelection(bars: BarSpec[], selection: Selection): Consolidated {
  return consolidate(bars.map((bar) => filterOf(bar, selection[bar.id] ?? [])));
}

/** The terms a bar can show of `terms`: only ones it offers, and one at most without a join. */
export function fit(bar: BarSpec, terms: string[]): string[] {
  const offered = terms.filter((term) => bar.terms.includes(term));
  return bar.join === 'DISABLED' ? offered.slice(0, 1) : offered;
}

/** Every bar's terms as the address gives them (by taxonomy, from ./url-codec.ts readFilters). */
export function selectionFrom(bars: BarSpec[], byTaxonomy: Record<string, TaxonomyFilter>): Selection {
  return Object.fromEntries(bars.map((bar) => [bar.id, fit(bar, byTaxonomy[bar.taxonomy]?.terms ?? [])]));
}

/**
 * The selection after a click on `term` in `bar`. Bars of the same taxonomy show the same terms:
 * the consolidated result is what every one of them shows next.
 */
export function toggleIn(bars: BarSpec[], selection: Selection, bar: BarSpec, term: string): Selection {
  const next = { ...selection, [bar.id]: toggleTerm(selection[bar.id] ?? [], term, bar.join !== 'DISABLED') };
  const consolidated = consolidateSelection(bars, next);
  return Object.fromEntries(bars.map((each) => [each.id, each === bar ? next[bar.id]! : fit(each, consolidated.taxonomy?.[each.taxonomy]?.terms ?? [])]));
}
