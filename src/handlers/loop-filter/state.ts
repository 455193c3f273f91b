/**
 * Loop filter state, per loop widget: the filters each filter bar contributed (keyed by the bar's
 * id) and the consolidated view the server gets (by type, then taxonomy). Pure data, no DOM.
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
export function consolidate(filters: Map<string, Filter> | Record<string, Filter>): Consolidated {
  const entries = filters instanceof Map ? [...filters.values()] : Object.values(filters);
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
