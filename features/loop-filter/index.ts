/**
 * Marker: a taxonomy filter bar, `data-widget_type="taxonomy-filter.default"`, holding
 * `.e-filter[data-base-url][data-page-num]` and `.e-filter-item[data-filter][aria-pressed]`
 * buttons ("All" is `__all`). Settings: `selected_element` (the loop grid's data-id), `taxonomy`,
 * `multiple_selection` ('yes'), `logical_combination` (AND | OR). The bar holds no state of its
 * own: it renders what its loop's controller (./controller.ts) says and sends it the clicks.
 */
import { Handler } from '../../src/runtime/handler';
import { LoopController, type FilterBarView } from './controller';
import { joinFromSettings, type BarSpec } from './state';

interface FilterBarSettings {
  /** The data-id of the loop grid this bar filters. */
  selected_element: string;
  /** @default 'category' */
  taxonomy: string;
  /** 'yes': several terms at once. */
  multiple_selection: string;
  /** How several terms join: AND or OR. @default 'AND' */
  logical_combination: string;
}

export default class LoopFilterBar extends Handler<FilterBarSettings> implements FilterBarView {
  static override defaults: FilterBarSettings = { selected_element: '', taxonomy: 'category', multiple_selection: '', logical_combination: 'AND' };
  spec!: BarSpec;
  barUrl: { baseUrl?: string; pageNum?: number } = {};

  private get items(): HTMLElement[] {
    return [...this.element.querySelectorAll<HTMLElement>('.e-filter-item[data-filter]')];
  }

  connect(): void {
    const loopId = this.settings.selected_element;
    if (!loopId) throw new TypeError('loop-filter: data-settings.selected_element must name the loop grid to filter.');
    const bar = this.element.querySelector<HTMLElement>('.e-filter');
    this.barUrl = { baseUrl: bar?.dataset.baseUrl, pageNum: Number(bar?.dataset.pageNum) || 1 };
    this.spec = {
      id: this.element.getAttribute('data-id') ?? this.settings.taxonomy,
      taxonomy: this.settings.taxonomy,
      join: this.settings.multiple_selection === 'yes' ? joinFromSettings(this.settings.logical_combination) : 'DISABLED',
      terms: this.items.map((item) => item.dataset.filter ?? '').filter((term) => term !== '__all'),
    };
    const controllers = this.shared('loop-filter', () => new Map<string, LoopController>());
    const controller = controllers.get(loopId) ?? new LoopController(loopId, this.runtime, () => controllers.delete(loopId));
    controllers.set(loopId, controller);
    controller.add(this);
    this.signal.addEventListener('abort', () => controller.remove(this), { once: true });
    this.listen(this.element, 'click', (event) => {
      const item = (event.target as Element).closest<HTMLElement>('.e-filter-item[data-filter]');
      if (!item || !this.element.contains(item)) return;
      event.preventDefault();
      void controller.toggle(this.spec.id, item.dataset.filter ?? '');
    });
  }

  render(terms: string[]): void {
    for (const item of this.items) {
      const term = item.dataset.filter ?? '';
      item.setAttribute('aria-pressed', String(term === '__all' ? terms.length === 0 : terms.includes(term)));
    }
  }
}
