/** The Pro gallery: its layout decisions, lazy images, and the filter tabs. */
import Gallery from '..';
import { background, justify, layoutOf, proportions, shows } from '../layout';
import { sizeOf } from '../../../src/runtime/settings';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const item = (n: number, tags: string, link = true) => {
  const image = `<div class="e-gallery-image elementor-gallery-item__image" data-thumbnail="/cover-${n}.jpg" data-width="${300 + n * 100}" data-height="300" role="img" aria-label="Cover ${n}"></div>`;
  return link
    ? `<a class="e-gallery-item elementor-gallery-item" href="/cover-${n}-full.jpg" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="gal0001" data-e-gallery-tags="${tags}">${image}</a>`
    : `<div class="e-gallery-item elementor-gallery-item" data-e-gallery-tags="${tags}">${image}</div>`;
};
const TABS =
  '<div class="elementor-gallery__titles-container" aria-label="Gallery filter"><a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="all">All</a><a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="0">Covers</a><a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="1">Interiors</a></div>';
const widget = (settings: object, items: string, tabs = '') => `
  <div class="elementor-widget-gallery" data-id="gal0001" data-widget_type="gallery.default" data-settings='${JSON.stringify(settings)}'>
    <div class="elementor-widget-container">${tabs}<div class="elementor-gallery__container">${items}</div></div>
  </div>`;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function mount(html: string) {
  const { registry } = makeRuntime({
    gallery: { selector: '[data-widget_type^="gallery."]', load: () => Promise.resolve({ default: Gallery } as unknown as HandlerModule) },
  });
  document.body.innerHTML = html;
  stop = () => registry.stop();
  await registry.start();
  await new Promise((r) => setTimeout(r, 0));
}

const container = () => document.querySelector<HTMLElement>('.elementor-gallery__container')!;
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('.e-gallery-item')]
    .filter((i) => !i.hidden)
    .map((i) => i.querySelector('[aria-label]')!.getAttribute('aria-label'));
const tab = (index: string) => document.querySelector<HTMLElement>(`[data-gallery-index="${index}"]`)!;

describe('layout decisions', () => {
  test('the layout is grid unless the widget says masonry or justified', () => {
    expect(layoutOf('masonry')).toBe('masonry');
    expect(layoutOf('justified')).toBe('justified');
    expect(layoutOf('grid')).toBe('grid');
    expect(layoutOf('carousel')).toBe('grid');
    expect(layoutOf(undefined)).toBe('grid');
  });

  test('its sizes (the runtime’s reader): a slider setting, a number or a numeric string is a size; anything else is none', () => {
    expect(sizeOf({ unit: 'px', size: 12 })).toBe(12);
    expect(sizeOf({ unit: 'px', size: '' })).toBeUndefined();
    expect(sizeOf('3')).toBe(3);
    expect(sizeOf(4)).toBe(4);
    expect(sizeOf('wide')).toBeUndefined();
    expect(sizeOf(null)).toBeUndefined();
  });

  test('an item shows under "all" and under each gallery it is tagged with', () => {
    expect(shows('0,2', 'all')).toBe(true);
    expect(shows('0,2', '2')).toBe(true);
    expect(shows('0,2', '1')).toBe(false);
    expect(shows('10', '1')).toBe(false);
    expect(shows(undefined, '0')).toBe(false);
  });

  test('an image’s proportions come from its width and height, or not at all', () => {
    expect(proportions('600', '400')).toEqual({ aspect: '1.5', ratio: '66.6667%' });
    expect(proportions('0', '400')).toBeNull();
    expect(proportions(undefined, '400')).toBeNull();
  });

  test('a background is a quoted url; an address that is not http(s) gives none', () => {
    expect(background('https://site.test/a "b".jpg')).toBe('url("https://site.test/a \\"b\\".jpg")');
    expect(background(null)).toBeNull();
  });
});

describe('the handler', () => {
  test('a gallery the server did not lay out is laid out here: its class, each item’s proportions, each image’s background', async () => {
    await mount(
      widget(
        { gallery_layout: 'justified', columns: 3, gap: { unit: 'px', size: 16 }, ideal_row_height: { unit: 'px', size: 180 } },
        [1, 2].map((n) => item(n, '0')).join(''),
      ),
    );
    expect(container().classList.contains('colophon-gallery--justified')).toBe(true);
    const first = document.querySelector<HTMLElement>('.e-gallery-item')!;
    expect(first.style.getPropertyValue('--colophon-aspect')).toBe('1.3333');
    expect(first.style.getPropertyValue('--colophon-ratio')).toBe('75%');
    expect(first.querySelector<HTMLElement>('.e-gallery-image')!.style.backgroundImage).toContain('/cover-1.jpg');
    expect(container().style.getPropertyValue('--cg-columns')).toBe('3');
    expect(container().style.getPropertyValue('--cg-gap')).toBe('16px');
    expect(container().style.getPropertyValue('--cg-row')).toBe('180px');
  });

  test('an image address that is not http(s) is never set as a background', async () => {
    await mount(widget({}, item(1, '0').replace('/cover-1.jpg', 'javascript:alert(1)')));
    expect(document.querySelector<HTMLElement>('.e-gallery-image')!.style.backgroundImage).toBe('');
  });

  test('lazy images get their background only as they near the viewport', async () => {
    let callback: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const watched: Element[] = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe(target: Element) {
        watched.push(target);
      }
      unobserve() {}
      disconnect() {}
    };
    await mount(widget({ lazyload: 'yes' }, [1, 2].map((n) => item(n, '0')).join('')));
    const images = [...document.querySelectorAll<HTMLElement>('.e-gallery-image')];
    expect(watched).toEqual(images);
    expect(images.map((i) => i.style.backgroundImage)).toEqual(['', '']);
    callback([{ isIntersecting: true, target: images[1]! }]);
    expect(images[0]!.style.backgroundImage).toBe('');
    expect(images[1]!.style.backgroundImage).toContain('/cover-2.jpg');
  });

  test('filter tabs: the first is chosen at the start; mouse, Enter and Space choose another, and the count is said', async () => {
    await mount(widget({ gallery_layout: 'grid' }, [item(1, '0'), item(2, '1'), item(3, '0,1')].join(''), TABS));
    expect(tab('all').classList.contains('elementor-item-active')).toBe(true);
    expect(tab('all').getAttribute('aria-pressed')).toBe('true');
    expect(shown()).toEqual(['Cover 1', 'Cover 2', 'Cover 3']);

    tab('1').click();
    expect(shown()).toEqual(['Cover 2', 'Cover 3']);
    expect(tab('1').getAttribute('aria-pressed')).toBe('true');
    expect(tab('all').getAttribute('aria-pressed')).toBe('false');
    expect(tab('all').classList.contains('elementor-item-active')).toBe(false);
    await new Promise((r) => setTimeout(r, 150));
    expect(document.querySelector('[role="status"]')?.textContent).toBe('2 images');

    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    tab('0').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['Cover 1', 'Cover 3']);

    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    tab('all').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['Cover 1', 'Cover 2', 'Cover 3']);

    const tabKey = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    tab('1').dispatchEvent(tabKey);
    expect(tabKey.defaultPrevented).toBe(false);
    expect(shown()).toEqual(['Cover 1', 'Cover 2', 'Cover 3']);
  });

  test('a gallery without tabs shows every item; one without images is left alone', async () => {
    await mount(widget({}, [item(1, ''), item(2, '', false)].join('')));
    expect(shown()).toEqual(['Cover 1', 'Cover 2']);
    stop?.();
    await mount('<div data-widget_type="gallery.default" data-settings="{}"><div class="elementor-widget-container"></div></div>');
    expect(document.querySelector('.colophon-gallery')).toBeNull();
  });
});

describe('justified rows', () => {
  const widths = (aspects: number[], width: number, ideal: number, gap: number) => {
    const rows = justify(aspects, width, ideal, gap);
    let at = 0;
    return rows.map((row) => {
      const own = aspects.slice(at, (at += row.count));
      return Math.round(own.reduce((total, a) => total + a * row.height, 0) + gap * (row.count - 1));
    });
  };

  test('every row fills the width exactly; a last row under 70 % of it keeps the ideal height', () => {
    const aspects = [0.77, 1, 1.78, 0.87, 0.71, 1.78, 0.77, 1.78];
    const rows = justify(aspects, 620, 200, 10);
    expect(rows.reduce((n, row) => n + row.count, 0)).toBe(aspects.length);
    expect(widths(aspects, 620, 200, 10).every((w) => w === 620)).toBe(true); // its last row is 2.55 × 200 = 510 px: over 70 %
    // Without its last image, the last row is 0.77 × 200 = 154 px wide at the ideal height: kept so.
    const shorter = justify(aspects.slice(0, -1), 620, 200, 10);
    expect(shorter[shorter.length - 1]).toEqual({ count: 1, height: 200 });
    expect(
      widths(aspects.slice(0, -1), 620, 200, 10)
        .slice(0, -1)
        .every((w) => w === 620),
    ).toBe(true);
  });

  test('the next image joins a row if half of it fits, as the page builder’s rows come out', () => {
    // Three 1:1 images at 620 px make a row of exactly 200 px.
    expect(justify([1, 1, 1, 1, 1, 1], 620, 200, 10)).toEqual([
      { count: 3, height: 200 },
      { count: 3, height: 200 },
    ]);
    // At 280, only 40 px are left for a third 280 px image: rows of two at 305 px.
    expect(justify([1, 1, 1, 1, 1], 620, 280, 10)).toEqual([
      { count: 2, height: 305 },
      { count: 2, height: 305 },
      { count: 1, height: 280 },
    ]);
    // A phone, as the lab's page builder lays it out (370 px, ideal 150): 104 px are left beside a wide
    // image. Another wide one (266 px) or a 3:2 one (225 px) does not half fit: the wide one is alone at
    // 208 px. A square one (150 px) does: the two at 130 px. A last wide image fills 72 % of the row
    // at 150 px, so it is scaled to the width; a last 3:2 one fills 61 %, so it stays at 150 px.
    const rows = (aspects: number[]) => justify(aspects, 370, 150, 10).map((row) => [row.count, Math.round(row.height)]);
    expect(rows([1.78, 1.78])).toEqual([
      [1, 208],
      [1, 208],
    ]);
    expect(rows([1.775, 1, 1.775, 1.5])).toEqual([
      [2, 130],
      [1, 208],
      [1, 150],
    ]);
  });

  test('an image wider than a row has a row of its own; an unfinished last row is not stretched', () => {
    expect(justify([10, 1], 600, 200, 10)).toEqual([
      { count: 1, height: 60 },
      { count: 1, height: 200 },
    ]);
    expect(justify([1], 600, 200, 10)).toEqual([{ count: 1, height: 200 }]);
    expect(justify([1, 1], 0, 200, 10)).toEqual([]);
  });
});
