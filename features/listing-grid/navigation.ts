/** A listing's `data-nav`, narrowed by the registry's attribute reader. */
export interface ListingNav {
  enabled: boolean;
  type: 'click' | 'scroll';
  more_el: string;
  query: Record<string, unknown>;
  widget_settings: Record<string, unknown>;
  load_more_offset: { size: number; unit: string };
}

export function readNav(raw: Partial<ListingNav>): ListingNav {
  const offset = raw.load_more_offset ?? { size: 0, unit: 'px' };
  return {
    enabled: raw.enabled === true || (raw.enabled as unknown) === 'true',
    type: raw.type === 'scroll' ? 'scroll' : 'click',
    more_el: typeof raw.more_el === 'string' ? raw.more_el : '',
    query: raw.query && typeof raw.query === 'object' ? raw.query : {},
    widget_settings: raw.widget_settings && typeof raw.widget_settings === 'object' ? raw.widget_settings : {},
    load_more_offset: { size: Number(offset.size) || 0, unit: ['px', '%', 'vh'].includes(offset.unit) ? offset.unit : 'px' },
  };
}

/**
 * The load-more button `selector` names (`more_el`), inside the widget first, then on the page. An
 * id selector is looked up as an id, as the listing plugin's jQuery does: element ids of the page
 * builder (and of the blocks) may start with a digit, which no CSS selector accepts unescaped. Any
 * other selector the browser refuses finds nothing.
 */
export function moreButton(widget: Element, selector: string): HTMLElement | null {
  const id = /^#([\w-]+)$/.exec(selector)?.[1];
  if (id) {
    const byId = widget.ownerDocument.getElementById(id);
    return byId instanceof HTMLElement ? byId : null;
  }
  try {
    return selector ? (widget.querySelector<HTMLElement>(selector) ?? widget.ownerDocument.querySelector<HTMLElement>(selector)) : null;
  } catch {
    return null;
  }
}

/** The IntersectionObserver margin that starts loading `offset` before the sentinel is visible. */
export function sentinelMargin(offset: ListingNav['load_more_offset']): string {
  const unit = offset.unit === 'vh' ? '%' : offset.unit;
  return `0px 0px ${Math.max(0, offset.size)}${unit} 0px`;
}

/** A front-store listing carries the sentinel `post__in = ['is-front', type, slug]`; returns the slug. */
export function frontStoreOf(nav: ListingNav): string | null {
  const postIn = nav.query.post__in;
  return Array.isArray(postIn) && postIn[0] === 'is-front' && typeof postIn[2] === 'string' ? postIn[2] : null;
}

/** The space between cards in a masonry column (SPEC: card-columns default 30 px), unless `data-masonry-gap` says. */
export const VERTICAL_SPACE = 30;

export function verticalSpace(items: HTMLElement): number {
  const given = Number.parseFloat(items.dataset.masonryGap ?? '');
  return Number.isFinite(given) && given >= 0 ? given : VERTICAL_SPACE;
}
