/** The page builder's posts widget: its layout classes, the fitted images, and load more. */
import Posts from '..';
import { fitsHeight, hasItemRatio, masonryKey, skinOf } from '../layout';
import { pageOf, readAnchor } from '../load-more';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const BASE = 'https://site.test/news/';
const post = (n: number) =>
  `<article class="elementor-post post-${n}"><div class="elementor-post__thumbnail"><img src="/cover-${n}.svg" alt=""></div><h3 class="elementor-post__title"><a href="/post-${n}/">Post ${n}</a></h3></article>`;
const widget = (settings: object, posts: number[], anchor = '', extra = '') => `
  <div class="elementor-widget-posts" data-id="pst0001" data-widget_type="posts.classic" data-settings='${JSON.stringify(settings)}'>
    <div class="elementor-widget-container">
      <div class="elementor-posts-container elementor-posts elementor-grid">${posts.map(post).join('')}</div>
      ${anchor}${extra}
    </div>
  </div>`;
const anchor = (page: number, max: number, next: string) =>
  `<div class="e-load-more-anchor" data-page="${page}" data-max-page="${max}" data-next-page="${next}"></div>`;
const BUTTON =
  '<div class="elementor-button-wrapper"><a href="#" class="elementor-button" role="button"><span class="elementor-button-text">Load More</span></a></div>';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  delete (globalThis as { fetch?: unknown }).fetch;
  document.body.innerHTML = '';
});

/** jsdom has no fetch: one that answers each address with a status and an HTML body. */
function answer(page: (url: string) => [number, string]): void {
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) => {
    const [status, body] = page(url);
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  });
}

async function mount(html: string) {
  const { registry } = makeRuntime({
    posts: { selector: '[data-widget_type^="posts."]', load: () => Promise.resolve({ default: Posts } as unknown as HandlerModule) },
  });
  document.body.innerHTML = html;
  stop = () => registry.stop();
  await registry.start();
  await new Promise((r) => setTimeout(r, 0));
}

const container = () => document.querySelector('.elementor-posts-container')!;
const titles = () => [...document.querySelectorAll('.elementor-post__title')].map((t) => t.textContent);

describe('layout decisions', () => {
  test('the skin comes from the widget type, classic when there is none', () => {
    const element = document.createElement('div');
    element.dataset.widget_type = 'posts.cards';
    expect(skinOf(element)).toBe('cards');
    element.dataset.widget_type = 'archive-posts.full_content';
    expect(skinOf(element)).toBe('full_content');
    element.dataset.widget_type = 'posts.default';
    expect(skinOf(element)).toBe('classic');
  });

  test('the masonry key: the skin’s for the posts widgets, plain for the loop grid', () => {
    const element = document.createElement('div');
    element.dataset.widget_type = 'posts.cards';
    expect(masonryKey(element)).toBe('cards_masonry');
    element.dataset.widget_type = 'loop-grid.post';
    expect(masonryKey(element)).toBe('masonry');
  });

  test('an item ratio is a number in the widget’s ::after content', () => {
    expect(hasItemRatio('"0.66"')).toBe(true);
    expect(hasItemRatio('none')).toBe(false);
    expect(hasItemRatio('normal')).toBe(false);
  });

  test('an image flatter than its box fills it by height; a taller one by width; unknown sizes by width', () => {
    expect(fitsHeight({ width: 1600, height: 400 }, { width: 300, height: 200 })).toBe(true);
    expect(fitsHeight({ width: 600, height: 900 }, { width: 300, height: 200 })).toBe(false);
    expect(fitsHeight({ width: 0, height: 0 }, { width: 300, height: 200 })).toBe(false);
  });
});

describe('the load-more anchor and the next page', () => {
  test('reads the page, the last page and a next address on this site only', () => {
    const element = document.createElement('div');
    element.innerHTML = anchor(1, 3, '/news/?e-page-pst0001=2');
    expect(readAnchor(element.firstElementChild as HTMLElement, BASE)).toEqual({ page: 1, maxPage: 3, next: 'https://site.test/news/?e-page-pst0001=2' });
    element.innerHTML = anchor(1, 3, 'https://elsewhere.test/news/2/');
    expect(readAnchor(element.firstElementChild as HTMLElement, BASE).next).toBeNull();
    element.innerHTML = anchor(3, 3, '/news/?e-page-pst0001=4');
    expect(readAnchor(element.firstElementChild as HTMLElement, BASE).next).toBeNull();
    element.innerHTML = '<div class="e-load-more-anchor" data-page="x" data-max-page="" data-next-page=""></div>';
    expect(readAnchor(element.firstElementChild as HTMLElement, BASE)).toEqual({ page: 1, maxPage: 1, next: null });
  });

  test('takes this widget’s posts from a fetched page, not another widget’s', () => {
    const html = `<html><body>${widget({}, [9]).replace('pst0001', 'other01')}${widget({}, [4, 5, 6], anchor(2, 3, '/news/?e-page-pst0001=3'))}</body></html>`;
    const found = pageOf(html, 'pst0001')!;
    expect(found.posts.map((p) => p.querySelector('a')!.textContent)).toEqual(['Post 4', 'Post 5', 'Post 6']);
    expect(found.anchor!.dataset.nextPage).toBe('/news/?e-page-pst0001=3');
    expect(pageOf('<p>gone</p>', 'pst0001')).toBeNull();
  });

  test('takes a loop grid’s loop items from a fetched page', () => {
    const loop = (n: number) => `<div data-elementor-type="loop-item" class="elementor elementor-12 e-loop-item post-${n}"><h3>Loop ${n}</h3></div>`;
    const html = `<div data-id="lop0001" data-widget_type="loop-grid.post"><div class="elementor-loop-container elementor-grid"><style id="loop-12"></style>${loop(7)}${loop(8)}</div>${anchor(2, 2, '')}</div>`;
    expect(pageOf(html, 'lop0001')!.posts.map((p) => p.textContent)).toEqual(['Loop 7', 'Loop 8']);
  });
});

/** A ResizeObserver that measures each card as it is observed, 100 px tall. */
const measuringObserver = class {
  constructor(private readonly callback: (entries: unknown[]) => void) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { height: 100 } }]);
  }
  disconnect() {}
};

describe('the handler', () => {
  test('masonry takes the ratio class away and lays the posts on rows', async () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = measuringObserver;
    await mount(widget({ classic_masonry: 'yes' }, [1, 2, 3]).replace('elementor-grid"', 'elementor-grid elementor-has-item-ratio"'));
    expect(container().classList.contains('elementor-has-item-ratio')).toBe(false);
    expect(container().classList.contains('is-masonry')).toBe(true);
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  test('a loop grid with masonry lays its loop items on rows', async () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = measuringObserver;
    const { registry } = makeRuntime({
      posts: { selector: '[data-widget_type^="loop-grid."]', load: () => Promise.resolve({ default: Posts } as unknown as HandlerModule) },
    });
    document.body.innerHTML = `<div data-id="lop0001" data-widget_type="loop-grid.post" data-settings='{"masonry":"yes"}'><div class="elementor-loop-container elementor-grid"><div class="e-loop-item">1</div><div class="e-loop-item">2</div></div></div>`;
    stop = () => registry.stop();
    await registry.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('.elementor-loop-container')!.classList.contains('is-masonry')).toBe(true);
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  test('load more by its button: the next page’s posts are added, said, and after the last page the end is marked', async () => {
    const pages: Record<string, string> = {
      [`${location.origin}/news/?e-page-pst0001=2`]: widget({}, [4, 5], anchor(2, 3, '/news/?e-page-pst0001=3')),
      [`${location.origin}/news/?e-page-pst0001=3`]: widget({}, [6], anchor(3, 3, '')),
    };
    const fetched: string[] = [];
    answer((url) => {
      fetched.push(url);
      return pages[url] ? [200, pages[url]] : [404, ''];
    });
    window.history.replaceState(null, '', '/news/');
    await mount(widget({ pagination_type: 'load_more_on_click' }, [1, 2, 3], anchor(1, 3, '/news/?e-page-pst0001=2'), BUTTON));
    const button = document.querySelector<HTMLElement>('.elementor-button')!;
    button.click();
    await new Promise((r) => setTimeout(r, 150)); // a new live region gets its text 100 ms later
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('2 more items loaded');
    expect(document.querySelector('.elementor-widget-posts')!.classList.contains('e-load-more-pagination-end')).toBe(false);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    expect(document.querySelector('.elementor-widget-posts')!.classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(fetched).toEqual(Object.keys(pages));
  });

  test('a page that fails is said, adds nothing, and the button stays to try again', async () => {
    answer(() => [500, '<p>There has been a critical error on this website.</p>']);
    window.history.replaceState(null, '', '/news/');
    await mount(widget({ pagination_type: 'load_more_on_click' }, [1, 2], anchor(1, 2, '/news/?e-page-pst0001=2'), BUTTON));
    document.querySelector<HTMLElement>('.elementor-button')!.click();
    await new Promise((r) => setTimeout(r, 150));
    expect(titles()).toEqual(['Post 1', 'Post 2']);
    expect(document.querySelector('.colophon-status.is-error')?.textContent).toBe('More items could not be loaded. Check your connection and try again.');
    expect(document.querySelector('.elementor-widget-posts')!.className).not.toMatch(/e-load-more-pagination-(end|loading)/);
    expect(document.querySelector('.e-load-more-anchor')!.getAttribute('data-page')).toBe('1');
  });

  test('on scroll: a page that fails is not asked for again by scrolling; a Try again button asks once more', async () => {
    const observed: Element[] = [];
    let intersect: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof intersect) {
        intersect = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    };
    let status = 500;
    answer(() => [status, status === 200 ? widget({}, [3], anchor(2, 2, '')) : '']);
    window.history.replaceState(null, '', '/news/');
    await mount(widget({ pagination_type: 'load_more_infinite_scroll' }, [1, 2], anchor(1, 2, '/news/?e-page-pst0001=2')));
    expect(observed).toHaveLength(1);
    intersect([{ isIntersecting: true }]);
    await new Promise((r) => setTimeout(r, 150));
    expect(titles()).toEqual(['Post 1', 'Post 2']);
    expect(document.querySelector('.colophon-status.is-error')?.textContent).toBe('More items could not be loaded. Check your connection and try again.');
    const retry = document.querySelector<HTMLButtonElement>('.e-load-more-anchor + button.colophon-posts-retry')!;
    expect(retry.textContent).toBe('Try again');
    expect(observed).toHaveLength(1); // not watched again until asked

    status = 200;
    retry.click();
    expect(document.querySelector('.colophon-posts-retry')).toBeNull();
    expect(observed).toHaveLength(2);
    intersect([{ isIntersecting: true }]);
    await new Promise((r) => setTimeout(r, 10));
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3']);
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});
