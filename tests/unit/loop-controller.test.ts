import { createHooks } from '@wordpress/hooks';
import { readConfig, type ColophonConfig } from '../../src/runtime/config';
import type { RuntimeServices } from '../../src/runtime/handler';
import { LoopController, type FilterBarView } from '../../src/handlers/loop-filter/controller';
import type { Filter } from '../../src/handlers/loop-filter/state';
import { applyFragments, loadAssets } from '../../src/handlers/shared/listing-api';

function runtime(config: Partial<ColophonConfig>): RuntimeServices {
  return {
    config: { ...readConfig(), urls: { ajax: '/ajax', assets: '', rest: '/wp-json/' }, ...config } as ColophonConfig,
    hooks: createHooks(),
    devices: { current: () => 'desktop', watch: () => undefined } as unknown as RuntimeServices['devices'],
    scan: jest.fn(() => Promise.resolve()),
  };
}

function bar(terms: string[]): FilterBarView {
  let shown = terms;
  return {
    id: 'flt0001',
    taxonomy: 'category',
    barUrl: {},
    show: (next) => {
      shown = next;
    },
    filter: (): Filter => ({ filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: shown, logicalJoin: 'DISABLED' } }),
  };
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

test('in edit mode the refresh sends the widget model, is_edit_mode and the REST nonce header', async () => {
  document.querySelector('[data-id="loop001"]')!.setAttribute('data-settings', '{"columns":2}');
  fetchMock.mockReturnValue(answer(200, { data: '<div class="elementor-widget-container"><div class="e-loop-item">new</div></div>' }));
  const controller = new LoopController('loop001', runtime({ environment: { edit: true, preview: false, debug: false }, nonces: { rest: 'n0nce' }, post: { id: 42 } }));
  const view = bar(['news']);
  controller.add(view); // shows what the address says: nothing
  view.show(['news']); // the visitor's click
  await controller.changed(view, []);
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
});

test('on the live site there is no nonce header and no widget model', async () => {
  fetchMock.mockReturnValue(answer(200, { data: '' }));
  const controller = new LoopController('loop001', runtime({ nonces: { rest: 'n0nce' }, post: { id: 42 } }));
  const view = bar(['news']);
  controller.add(view); // shows what the address says: nothing
  view.show(['news']); // the visitor's click
  await controller.changed(view, []);
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBeUndefined();
  expect(JSON.parse(init.body as string)).not.toHaveProperty('widget_model');
});

test('an empty answer is a valid "nothing matches": the grid empties and says so', async () => {
  fetchMock.mockReturnValue(answer(200, { data: '' }));
  const controller = new LoopController('loop001', runtime({ post: { id: 42 } }));
  const view = bar(['none']);
  controller.add(view); // shows what the address says: nothing
  view.show(['news']); // the visitor's click
  await controller.changed(view, []);
  expect(document.querySelectorAll('.e-loop-item')).toHaveLength(0);
  expect(document.querySelector('.e-loop-nothing-found-message')!.textContent).toBe('No results match these filters.');
  expect(document.querySelector('[role="status"]')!.textContent).toBe('No results match these filters.');
});

test('an answer without markup, or a 403, changes nothing and puts the bar back', async () => {
  for (const reply of [answer(200, { nope: true }), answer(403, { message: 'no' })]) {
    fetchMock.mockReturnValueOnce(reply);
    const controller = new LoopController('loop001', runtime({ post: { id: 42 } }));
    const view = bar(['news']);
    controller.add(view);
    view.show(['news']);
    await controller.changed(view, ['old-term']);
    expect(view.filter().filterData.terms).toEqual(['old-term']);
    expect(document.querySelector('.e-loop-item')!.textContent).toBe('old');
    expect(location.search).toBe('');
    expect(document.querySelector('[data-id="loop001"]')!.classList.contains('e-loading-overlay')).toBe(false);
    controller.remove(view);
  }
});

describe('listing answers', () => {
  test('fragments replace their targets; a selector the browser cannot read is skipped', () => {
    document.body.innerHTML = '<span class="jet-engine-data-store-count" data-store="compare">0</span>';
    const replaced = applyFragments({ 'span[data-store="compare"]': '<span class="jet-engine-data-store-count" data-store="compare">2</span>', '::nonsense[': '<b>x</b>' });
    expect(replaced).toHaveLength(1);
    expect(document.querySelector('[data-store="compare"]')!.textContent).toBe('2');
  });

  test('scripts and styles the new markup needs are added once per handle', () => {
    document.head.innerHTML = '';
    void loadAssets({ slick: '/slick.js' }, { 'slick-theme': '/slick.css' });
    void loadAssets({ slick: '/slick.js' }, { 'slick-theme': '/slick.css' });
    expect(document.head.querySelectorAll('script#slick-js')).toHaveLength(1);
    expect(document.head.querySelectorAll('link#slick-theme-css')).toHaveLength(1);
  });
});
