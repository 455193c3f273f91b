/**
 * Marker: the page builder's Pro gallery (`gallery.default`). The server has laid it out from the
 * first byte (./php/Layout.php, ./gallery.css: grid, masonry or justified, per device); this adds
 * what needs the visitor's browser:
 * - the columns, spacing and row height of the current device where the site's breakpoints are not
 *   the page builder's defaults the stylesheet assumes (on load and when the device changes);
 * - masonry placement (src/kit/masonry), re-flowed as images and filters change the columns;
 * - justified rows sized to the width (./layout.ts `justify`), so no image is cropped: the
 *   stylesheet's rows (at the row height, stretched) are the first paint and the no-script look;
 * - lazy images (`lazyload`): each `.e-gallery-image` gets its `data-thumbnail` as it nears the
 *   viewport; a gallery the server did not lay out is laid out here the same way;
 * - the filter tabs of a multiple gallery (`.elementor-gallery-title[data-gallery-index]`,
 *   `role="button"`): by mouse, Enter or Space, the active one marked (`elementor-item-active`,
 *   `aria-pressed`), the other galleries' items hidden, and how many show said. The lightbox's
 *   slideshow (features/lightbox) then holds only the images that show.
 */
import { Handler } from '../../src/runtime/handler';
import { masonry } from '../../src/kit/masonry';
import { safeUrl } from '../../src/kit/uri';
import { sizeOf } from '../../src/runtime/settings';
import { background, justify, layoutOf, proportions, shows } from './layout';

const ACTIVE = 'elementor-item-active';
/** How far outside the viewport a lazy image starts loading. */
const LAZY_MARGIN = '300px';

interface GallerySettings {
  gallery_layout?: string;
  lazyload?: string;
  [key: string]: unknown;
}

export default class Gallery extends Handler<GallerySettings> {
  private container: HTMLElement | null = null;

  connect(): void {
    this.container = this.element.querySelector<HTMLElement>('.elementor-gallery__container');
    if (!this.container) return; // no images chosen: nothing to lay out
    const layout = layoutOf(this.settings.gallery_layout);
    this.container.classList.add('colophon-gallery', `colophon-gallery--${layout}`);
    for (const item of this.items()) {
      const image = item.querySelector<HTMLElement>('.e-gallery-image');
      const own = proportions(image?.dataset.width, image?.dataset.height);
      if (own && !item.style.getPropertyValue('--colophon-aspect')) {
        item.style.setProperty('--colophon-aspect', own.aspect);
        item.style.setProperty('--colophon-ratio', own.ratio);
      }
    }
    this.sizeForDevice();
    this.settled(window, 'resize', 150, () => this.sizeForDevice());
    this.loadImages();
    if (layout === 'masonry') masonry(this.container, this.signal, Number.parseFloat(getComputedStyle(this.container).columnGap) || 0);
    this.filterTabs();
    if (layout === 'justified') this.justifyRows();
  }

  private items(): HTMLElement[] {
    return [...(this.container?.children ?? [])].filter((child): child is HTMLElement => child.classList.contains('e-gallery-item'));
  }

  /** Justified rows for the container's width, again as it changes (device, window, filter). */
  private justifyRows(): void {
    const container = this.container;
    if (!container || typeof ResizeObserver !== 'function') return;
    let width = 0;
    this.relayout = () => {
      const style = getComputedStyle(container);
      const items = this.items().filter((item) => !item.hidden);
      const ideal = Number.parseFloat(style.getPropertyValue('--cg-row')) || 200;
      const gap = Number.parseFloat(style.columnGap) || 0;
      const aspects = items.map((item) => Number.parseFloat(item.style.getPropertyValue('--colophon-aspect')) || 1);
      let at = 0;
      for (const row of justify(aspects, width, ideal, gap)) {
        for (const item of items.slice(at, at + row.count)) {
          const aspect = aspects[at++]!;
          // Rounded down to a hundredth of a pixel, so a full row never overflows onto the next line.
          item.style.width = `${Math.floor(aspect * row.height * 100) / 100}px`;
          item.style.height = `${Math.round(row.height * 100) / 100}px`;
        }
      }
      container.classList.add('is-justified');
    };
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      if (next === width || next === 0) return;
      width = next;
      this.relayout();
    });
    observer.observe(container);
    this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }

  /** Lays the items out again after a filter (justified rows; the grid and masonry follow by themselves). */
  private relayout: () => void = () => undefined;

  /** The current device's columns, spacing and row height, whatever the site's breakpoints. */
  private sizeForDevice(): void {
    const style = this.container?.style;
    if (!style) return;
    const columns = sizeOf(this.setting('columns'));
    const gap = sizeOf(this.setting('gap'));
    const row = sizeOf(this.setting('ideal_row_height'));
    if (columns !== undefined && columns >= 1) style.setProperty('--cg-columns', String(Math.floor(columns)));
    if (gap !== undefined && gap >= 0) style.setProperty('--cg-gap', `${gap}px`);
    if (row !== undefined && row > 0) style.setProperty('--cg-row', `${row}px`);
  }

  /** Each image's background: now, or as it nears the viewport when the widget loads lazily. */
  private loadImages(): void {
    const waiting = this.items()
      .map((item) => item.querySelector<HTMLElement>('.e-gallery-image'))
      .filter((image): image is HTMLElement => image !== null && !image.style.backgroundImage);
    const show = (image: HTMLElement) => {
      const url = background(safeUrl(image.dataset.thumbnail, location.href));
      if (url) image.style.backgroundImage = url;
    };
    if (this.settings.lazyload !== 'yes' || typeof IntersectionObserver !== 'function') return waiting.forEach(show);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          show(entry.target as HTMLElement);
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    waiting.forEach((image) => observer.observe(image));
    this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }

  private filterTabs(): void {
    const tabs = [...this.element.querySelectorAll<HTMLElement>('.elementor-gallery-title[data-gallery-index]')];
    if (tabs.length === 0) return;
    const choose = (tab: HTMLElement, said: boolean) => {
      const index = tab.dataset.galleryIndex ?? 'all';
      for (const other of tabs) {
        other.classList.toggle(ACTIVE, other === tab);
        other.setAttribute('aria-pressed', String(other === tab));
      }
      let shown = 0;
      for (const item of this.items()) {
        const show = shows(item.dataset.eGalleryTags, index);
        item.hidden = !show;
        if (show) shown += 1;
      }
      this.relayout();
      if (said) this.announce(this.plural('galleryCount', shown));
    };
    const press = (event: Event) => {
      const tab = (event.target as Element).closest?.<HTMLElement>('.elementor-gallery-title[data-gallery-index]');
      if (!tab || !tabs.includes(tab)) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Enter' && event.key !== ' ') return;
      }
      event.preventDefault(); // Space would scroll; a tab with an href would leave
      choose(tab, true);
    };
    this.listen(this.element, 'click', press);
    this.listen(this.element, 'keydown', press);
    // As the page builder does: the first tab is chosen at the start.
    choose(tabs.find((tab) => tab.classList.contains(ACTIVE)) ?? tabs[0]!, false);
  }
}
