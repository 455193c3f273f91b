/**
 * The five handlers that used to parse their own attributes (each failing its own way) now go
 * through the registry's one path: malformed JSON or a wrong type gives one console message naming
 * the handler and the attribute, that element is skipped, and the rest of the page runs.
 */
import { buildManifest } from '../../src/boot/manifest';
import type { ColophonError } from '../../src/runtime/events';
import { flush } from './helpers/fakes';
import { makeRuntime } from './helpers/runtime';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  (globalThis as { fetch?: unknown }).fetch = jest.fn(() => new Promise(() => {}));
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { fetch?: unknown }).fetch;
});

async function mount(id: string, html: string, config = {}) {
  const { registry, hooks } = makeRuntime({ [id]: buildManifest()[id]! }, config);
  const reports: ColophonError[] = [];
  hooks.addAction('colophon.error', 'tests/reports', (report: ColophonError) => void reports.push(report));
  document.body.innerHTML = html;
  await registry.start();
  await flush();
  return { registry, reports, messages: () => consoleError.mock.calls.map((call) => call[0] as string) };
}

const args = (post: number) =>
  JSON.stringify({ store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 5 }, post_id: post, label: 'Save', added_label: 'Saved' });
const NOT_JSON = /is not valid JSON \(.+\); this element is skipped\. Fix the markup that printed it\.$/;

test('a store button with malformed data-args is skipped with one message; the next button works', async () => {
  const { registry, reports, messages } = await mount(
    'data-store',
    `<a id="bad" href="#" class="jet-add-to-store" data-args='{"store":{"slug":'>Save</a>
     <a id="good" href="#" class="jet-add-to-store" data-args='${args(4)}'><span class="jet-add-to-store__label">Save</span></a>`,
  );
  expect(messages()).toEqual([expect.stringMatching(/^\[colophon\] data-store: data-args /)]);
  expect(messages()[0]).toMatch(NOT_JSON);
  expect(reports).toMatchObject([{ source: 'data-store', phase: 'reading attributes', element: document.getElementById('bad') }]);
  expect(document.getElementById('bad')!.hasAttribute('role')).toBe(false); // never connected
  document.getElementById('good')!.click();
  expect(document.querySelector('#good .jet-add-to-store__label')!.textContent).toBe('Saved');
  expect(registry.size).toBe(1);
  registry.stop();
});

test('a store button whose data-args is an array is skipped, named as such', async () => {
  const { registry, messages } = await mount('data-store', `<a href="#" class="jet-add-to-store" data-args='[1,2]'>Save</a>`);
  expect(messages()).toEqual(['[colophon] data-store: data-args must hold a JSON object; this element is skipped. Fix the markup that printed it.']);
  expect(registry.size).toBe(0);
  registry.stop();
});

describe('listing grids', () => {
  const grid = (id: string, attributes: { nav?: string; lazy?: string; slider?: string }) =>
    `<div data-id="${id}" data-widget_type="jet-listing-grid.default"><div id="${id}-grid" class="jet-listing-grid${attributes.lazy ? ' jet-listing-grid--lazy-load' : ''}"${attributes.lazy ? ` data-lazy-load='${attributes.lazy}'` : ''}>${
      attributes.slider ? `<div class="jet-listing-grid__slider" data-slider_options='${attributes.slider}'>` : ''
    }<div class="jet-listing-grid__items" data-nav='${attributes.nav ?? '{"enabled":true,"type":"click","more_el":"#' + id + '-more"}'}' data-page="1" data-pages="2"></div>${attributes.slider ? '</div>' : ''}</div><button id="${id}-more" hidden>More</button></div>`;

  test.each([
    ['its navigation (data-nav on the items)', { nav: '{"enabled":tru' }, 'data-nav'],
    ['a lazy listing (data-lazy-load)', { lazy: '{"offset":' }, 'data-lazy-load'],
    ['a slider (data-slider_options)', { slider: '{"slidesToShow":' }, 'data-slider_options'],
    ['navigation that is not an object', { nav: '"click"' }, 'data-nav'],
  ])('with malformed %s is skipped with one message; the next grid loads more', async (_what, attributes, attribute) => {
    const { registry, messages } = await mount('listing-grid', grid('lbad001', attributes) + grid('lgood01', {}));
    expect(messages()).toHaveLength(1);
    expect(messages()[0]!.startsWith(`[colophon] listing-grid: ${attribute} `)).toBe(true);
    expect(document.getElementById('lbad001-more')!.hidden).toBe(true); // its load more never came alive
    expect(document.getElementById('lgood01-more')!.hidden).toBe(false);
    expect(registry.size).toBe(1);
    registry.stop();
  });
});

test('a calendar with malformed settings on .jet-calendar is skipped with one message; the next calendar navigates', async () => {
  const calendar = (id: string, settings: string) =>
    `<div id="${id}" data-widget_type="jet-listing-calendar.default"><div class="jet-calendar" data-settings='${settings}' data-post="3" data-month="November 2026"><a class="jet-calendar-nav__link nav-link-next" data-month="December 2026">›</a></div></div>`;
  const { registry, messages } = await mount('listing-calendar', calendar('bad', '{"id":"cal0001",') + calendar('good', '{"id":"cal0002"}'));
  expect(messages()).toHaveLength(1);
  expect(messages()[0]).toMatch(/^\[colophon\] listing-calendar: data-settings is not valid JSON/);
  expect(messages()[0]).toMatch(NOT_JSON);
  const before = (globalThis.fetch as jest.Mock).mock.calls.length;
  document.querySelector<HTMLElement>('#bad .jet-calendar-nav__link')!.click();
  expect((globalThis.fetch as jest.Mock).mock.calls.length).toBe(before); // nothing listens there
  document.querySelector<HTMLElement>('#good .jet-calendar-nav__link')!.click();
  await flush(1);
  expect((globalThis.fetch as jest.Mock).mock.calls.length).toBe(before + 1);
  registry.stop();
});

test('in edit mode a loop filter whose loop widget has a malformed model says so once and restores its bar', async () => {
  history.replaceState(null, '', '/blog/');
  const { registry, messages } = await mount(
    'loop-filter',
    `<div data-id="flt0001" data-widget_type="taxonomy-filter.default" data-settings='{"selected_element":"loop001","taxonomy":"category"}'><search class="e-filter"><button class="e-filter-item" data-filter="__all" aria-pressed="true">All</button><button class="e-filter-item" data-filter="news" aria-pressed="false">News</button></search></div>
     <div data-id="loop001" data-settings='{"posts_per_page":'><div class="elementor-widget-container"><div class="e-loop-item">old</div></div></div>`,
    { environment: { edit: true, preview: false } },
  );
  const news = document.querySelector<HTMLElement>('[data-filter="news"]')!;
  const all = document.querySelector<HTMLElement>('[data-filter="__all"]')!;
  news.click();
  expect(news.getAttribute('aria-pressed')).toBe('true'); // pressed at once
  await flush();
  expect(news.getAttribute('aria-pressed')).toBe('false'); // and back: nothing was refreshed
  expect(all.getAttribute('aria-pressed')).toBe('true');
  expect(globalThis.fetch).not.toHaveBeenCalled();
  expect(messages()).toEqual([
    expect.stringMatching(/^\[colophon\] loop-filter: data-settings is not valid JSON \(.+\); the loop is not refreshed\. Fix the markup that printed it\.$/),
  ]);
  expect(document.querySelector('[data-id="loop001"]')!.hasAttribute('aria-busy')).toBe(false);
  // The bars are not stuck: once the model is fixed, the next click refreshes.
  document.querySelector('[data-id="loop001"]')!.setAttribute('data-settings', '{"posts_per_page":6}');
  news.click();
  await flush();
  expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  registry.stop();
});
