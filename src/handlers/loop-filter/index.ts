/**
 * Marker: a taxonomy filter bar, `data-widget_type="taxonomy-filter.default"`, holding
 * `.e-filter[data-base-url][data-page-num]` and `.e-filter-item[data-filter][aria-pressed]`
 * buttons ("All" is `__all`). Settings: `selected_element` (the loop grid's data-id), `taxonomy`,
 * `multiple_selection` ('yes'), `logical_combination` (AND | OR).
 */
import { Handler } from '../../runtime/handler';
import { yieldToMain } from '../../runtime/yield';
import { loopController, type FilterBarView, type LoopController } from './controller';
import { joinFromSettings, toggleTerm, type Filter } from './state';

interface FilterBarSettings {
  selected_element: string;
  taxonomy: string;
  multiple_selection: string;
  logical_combination: string;
}

export default class LoopFilterBar extends Handler<FilterBarSettings> implements FilterBarView {
  static override defaults: FilterBarSettings = { selected_element: '', taxonomy: 'category', multiple_selection: '', logical_combination: 'AND' };
  private terms: string[] = [];
  private controller: LoopController | null = null;
  barUrl: { baseUrl?: string; pageNum?: number } = {};

  get id(): string {
    return this.element.getAttribute('data-id') ?? this.settings.taxonomy;
  }

  get taxonomy(): string {
    return this.settings.taxonomy;
  }

  private get multiple(): boolean {
    return this.settings.multiple_selection === 'yes';
  }

  connect(): void {
    const loopId = this.settings.selected_element;
    if (!loopId) throw new TypeError('loop-filter: data-settings.selected_element must name the loop grid to filter.');
    const bar = this.element.querySelector<HTMLElement>('.e-filter');
    this.barUrl = { baseUrl: bar?.dataset.baseUrl, pageNum: Number(bar?.dataset.pageNum) || 1 };
    this.controller = loopController(loopId, this.runtime);
    this.controller.add(this);
    this.listen(this.element, 'click', (event) => {
      const item = (event.target as Element).closest<HTMLElement>('.e-filter-item[data-filter]');
      if (!item || !this.element.contains(item)) return;
      event.preventDefault();
      const previous = this.terms;
      this.show(toggleTerm(previous, item.dataset.filter ?? '', this.multiple));
      // The pressed state shows at once; the request and the overlay follow in the next task.
      void yieldToMain().then(() => this.controller?.changed(this, previous));
    });
  }

  override disconnect(): void {
    this.controller?.remove(this);
    this.controller = null;
  }

  filter(): Filter {
    const logicalJoin = this.multiple ? joinFromSettings(this.settings.logical_combination) : 'DISABLED';
    return { filterType: 'taxonomy', filterData: { selectedTaxonomy: this.taxonomy, terms: [...this.terms], logicalJoin } };
  }

  show(terms: string[]): void {
    const items = [...this.element.querySelectorAll<HTMLElement>('.e-filter-item[data-filter]')];
    const known = new Set(items.map((item) => item.dataset.filter));
    this.terms = (this.multiple ? terms : terms.slice(0, 1)).filter((term) => known.has(term));
    for (const item of items) {
      const term = item.dataset.filter ?? '';
      const pressed = term === '__all' ? this.terms.length === 0 : this.terms.includes(term);
      item.setAttribute('aria-pressed', String(pressed));
    }
  }
}
