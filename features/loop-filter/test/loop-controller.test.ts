import { LoopController, type FilterBarView } from '../controller';
import { applyFragments, loadAssets } from '../../../src/kit/listing-api';
import type { ColophonConfig } from '../../../src/runtime/config';
import { services } from '../../../tests/unit/helpers/runtime';

const runtime = (config: Partial<ColophonConfig>) => services({ urls: { ajax: '/ajax', assets: '', rest: '/wp-json/' }, ...config });

/** A bar as the controller sees it, recording what it was told to show and say. */
function bar(id = 'flt0001', join: FilterBarView['spec']['join'] = 'DISABLED', terms = ['news', 'tips', 'old-term']) {
  const view = {
    spec: { id, taxonomy: 'category', join, terms },
    barUrl: {},
    shown: [] as string[],
    said: [] as string[],
    render(next: string[]) {
      view.shown = next;
    },
    announce(message: string) {
      view.said.push(message);
    },
  };
  return view;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  document.body.innerHTML = '<div data-id="loop001"><div class="elementor-widget-container"><div class="e-loop-item">old</div></div></div>';
  history.replaceState(null, '', '/blog/');
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);

/** What request() reads of a fetch Response (jsdom has no Response). */
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, text: () => Promise.resolve(JSON.stringify(body)) });
const widget = () => document.querySelector('[data-id="loop001"]')!;

test('a loop the page builder printed is refreshed at the page builder’s route; Colophon’s own loop grid always at colophon/v1', async () => {
  fetchMock.mockReturnValue(answer(200, { data: '<div class="elementor-widget-container"></div>' }));
  const incumbent = new LoopController('loop001', runtime({ loopFilter: { namespace: 'elementor-pro' } }));
  incumbent.add(bar());
  await incumbent.toggle('flt0001', 'news');
  expect(fetchMock.mock.calls[0]![0]).toBe('/wp-json/elementor-pro/v1/refresh-loop');
  widget().classList.add('colophon-loop');
  const own = new LoopController('loop001', runtime({ loopFilter: { namespace: 'elementor-pro' } }));
  own.add(bar());
  await own.toggle('flt0001', 'tips');
  expect(fetchMock.mock.calls[1]![0]).toBe('/wp-json/colophon/v1/refresh-loop');
});

test('in edit mode the refresh sends the widget model, is_edit_mode and the REST nonce header', async () => {
  widget().setAttribute('data-settings', '{"columns":2}');
  fetchMock.mockReturnValue(answer(200, { data: '<div class="elementor-widget-container"><div class="e-loop-item">new</div></div>' }));
  const controller = new LoopController('loop001', runtime({ environment: { edit: true, preview: false }, nonces: { rest: 'n0nce' }, post: { id: 42 } }));
  const view = bar();
  controller.add(view); // shows what the address says: nothing
  await controller.toggle('flt0001', 'news'); // the visitor's click
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/wp-json/colophon/v1/refresh-loop');
  expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce');
  expect(JSON.parse(init.body as string)).toEqual({
    post_id: 42,
    widget_id: 'loop001',
    widget_filters: { taxonomy: { category: { terms: ['news'], logicalJoin: 'DISABLED' } } },
    pagination_base_url: '/blog/',
    is_edit_mode: true,
    widget_model: { columns: 2 },
  });
  expect(document.querySelector('.e-loop-item')!.textContent).toBe('new');
  expect(location.search).toBe('?e-filter-loop001-category=news');
  expect(view.shown).toEqual(['news']);
  expect(view.said).toEqual(['1 result']);
});

test('in edit mode a malformed widget model is said once, nothing is requested, and the bar shows the grid’s filters again', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  widget().setAttribute('data-settings', '{"columns":');
  const controller = new LoopController('loop001', runtime({ environment: { edit: true, preview: false }, post: { id: 42 } }));
  const view = bar();
  controller.add(view);
  const done = controller.toggle('flt0001', 'news');
  expect(view.shown).toEqual(['news']); // pressed at once
  await done;
  expect(fetchMock).not.toHaveBeenCalled();
  expect(view.shown).toEqual([]); // back to what the grid shows
  expect(widget().classList.contains('e-loading-overlay')).toBe(false);
  expect(widget().hasAttribute('aria-busy')).toBe(false);
  expect(location.search).toBe('');
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError.mock.calls[0]![0]).toMatch(
    /^\[colophon\] loop-filter: data-settings is not valid JSON \(.+\); the loop is not refreshed\. Fix the markup that printed it\.$/,
  );
});

test('on the live site there is no nonce header and no widget model', async () => {
  fetchMock.mockReturnValue(answer(200, { data: '' }));
  const controller = new LoopController('loop001', runtime({ nonces: { rest: 'n0nce' }, post: { id: 42 } }));
  controller.add(bar());
  await controller.toggle('flt0001', 'news');
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBeUndefined();
  expect(JSON.parse(init.body as string)).not.toHaveProperty('widget_model');
});

test('an empty answer is a valid "nothing matches": the grid empties and says so', async () => {
  fetchMock.mockReturnValue(answer(200, { data: '' }));
  const controller = new LoopController('loop001', runtime({ post: { id: 42 } }));
  const view = bar();
  controller.add(view);
  await controller.toggle('flt0001', 'news');
  expect(document.querySelectorAll('.e-loop-item')).toHaveLength(0);
  expect(document.querySelector('.e-loop-nothing-found-message')!.textContent).toBe('No results match these filters.');
  expect(view.said).toEqual(['No results match these filters.']);
});

test('an answer without markup, or a 403, changes nothing and the bar shows the committed choice again', async () => {
  history.replaceState(null, '', '/blog/?e-filter-loop001-category=old-term');
  for (const reply of [answer(200, { nope: true }), answer(403, { message: 'no' })]) {
    fetchMock.mockReturnValueOnce(reply);
    const controller = new LoopController('loop001', runtime({ post: { id: 42 } }));
    const view = bar();
    controller.add(view);
    expect(view.shown).toEqual(['old-term']);
    await controller.toggle('flt0001', 'news');
    expect(view.shown).toEqual(['old-term']);
    expect(document.querySelector('.e-loop-item')!.textContent).toBe('old');
    expect(location.search).toBe('?e-filter-loop001-category=old-term');
    expect(widget().classList.contains('e-loading-overlay')).toBe(false);
    controller.remove(view);
  }
});

test('a newer choice wins: the older answer, arriving last, is never applied', async () => {
  const settle: Array<(value: unknown) => void> = [];
  fetchMock.mockImplementation(() => new Promise((resolve) => settle.push(resolve)));
  const controller = new LoopController('loop001', runtime({ post: { id: 42 } }));
  const view = bar('flt0001', 'OR');
  controller.add(view);
  const first = controller.toggle('flt0001', 'news');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const second = controller.toggle('flt0001', 'tips');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(settle).toHaveLength(2);
  expect((fetchMock.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
  settle[1]!(await answer(200, { data: '<div class="elementor-widget-container"><div class="e-loop-item">news or tips</div></div>' }));
  await second;
  settle[0]!(await answer(200, { data: '<div class="elementor-widget-container"><div class="e-loop-item">news only</div></div>' }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(document.querySelector('.e-loop-item')!.textContent).toBe('news or tips');
  expect(location.search).toBe('?e-filter-loop001-category=news~tips');
  expect(view.shown).toEqual(['news', 'tips']);
  void first; // superseded: it never settles, so it cannot apply anything
});

test('two bars of one taxonomy share the state: a click in one shows in the other', async () => {
  fetchMock.mockReturnValue(answer(200, { data: '' }));
  const controller = new LoopController('loop001', runtime({ post: { id: 42 } }));
  const one = bar('flt0001', 'OR');
  const two = bar('flt0002', 'OR', ['news']);
  controller.add(one);
  controller.add(two);
  await controller.toggle('flt0001', 'news');
  expect(two.shown).toEqual(['news']);
  await controller.toggle('flt0001', 'tips');
  expect([one.shown, two.shown]).toEqual([['news', 'tips'], ['news']]); // a bar shows only the terms it offers
});

test('the controller stops following Back/Forward once its last bar is gone', async () => {
  const onEmpty = jest.fn();
  const controller = new LoopController('loop001', runtime({}), onEmpty);
  const view = bar();
  controller.add(view);
  history.pushState(null, '', '/blog/?e-filter-loop001-category=tips');
  fetchMock.mockReturnValue(answer(200, { data: '' }));
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(view.shown).toEqual(['tips']);
  controller.remove(view);
  expect(onEmpty).toHaveBeenCalledTimes(1);
  history.pushState(null, '', '/blog/');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(view.shown).toEqual(['tips']);
});

describe('listing answers', () => {
  test('fragments replace their targets; a selector the browser cannot read is skipped', () => {
    document.body.innerHTML = '<span class="jet-engine-data-store-count" data-store="compare">0</span>';
    const replaced = applyFragments({
      'span[data-store="compare"]': '<span class="jet-engine-data-store-count" data-store="compare">2</span>',
      '::nonsense[': '<b>x</b>',
    });
    expect(replaced).toHaveLength(1);
    expect(document.querySelector('[data-store="compare"]')!.textContent).toBe('2');
  });

  test('scripts and styles the new markup needs are added once per handle', () => {
    document.head.innerHTML = '';
    const services = runtime({});
    void loadAssets(services, { slick: '/slick.js' }, { 'slick-theme': '/slick.css' });
    void loadAssets(services, { slick: '/slick.js' }, { 'slick-theme': '/slick.css' });
    expect(document.head.querySelectorAll('script#slick-js')).toHaveLength(1);
    expect(document.head.querySelectorAll('link#slick-theme-css')).toHaveLength(1);
  });
});
