/** One dispatch() for every event: the hook, and the window / document / data-layer events its route names. */
import { createHooks } from '@wordpress/hooks';
import { createDispatch } from '../../src/runtime/events';
import { routed } from '../../src/runtime/routes';
import { Handler } from '../../src/runtime/handler';
import { makeRuntime } from './helpers/runtime';
import { ROUTES } from '../../src/boot/generated/events';

const hooks = createHooks();
const dispatch = routed(createDispatch(hooks), ROUTES);
const windowEvents: Array<[string, unknown]> = [];
const record = (event: Event) => windowEvents.push([event.type, (event as CustomEvent).detail]);
const names = [
  'elementor/popup/show',
  'elementor/popup/hide',
  'jet-engine-data-stores-on-add',
  'jet-engine-data-stores-on-remove',
  'colophon:consent',
  'cookieyes_consent_update',
];

beforeEach(() => {
  windowEvents.length = 0;
  window.dataLayer = [];
  names.forEach((name) => window.addEventListener(name, record));
});
afterEach(() => names.forEach((name) => window.removeEventListener(name, record)));

test('a hook runs with the payload; an event without a route fires nothing else', () => {
  const seen = jest.fn();
  hooks.addAction('colophon.listing.refresh', 'tests/refresh', seen);
  dispatch('colophon.listing.refresh', { ids: ['a'] });
  expect(seen).toHaveBeenCalledWith({ ids: ['a'] });
  expect(windowEvents).toEqual([]);
  expect(window.dataLayer).toEqual([]);
});

test('popup events are also the page builder window events, payload as detail', () => {
  const payload = { id: '7', instance: {} };
  dispatch('colophon.popup.show', payload);
  dispatch('colophon.popup.hide', payload);
  expect(windowEvents).toEqual([
    ['elementor/popup/show', payload],
    ['elementor/popup/hide', payload],
  ]);
});

test('a vote fires no data-layer event itself: the tracking chunk sends it on (features/tracking/events.ts)', () => {
  dispatch('colophon.likeDislike.voted', { postId: 3, type: 'like', counts: { like: 1, dislike: 0 } });
  expect(window.dataLayer).toEqual([]);
  expect(windowEvents).toEqual([]);
});

test('a store change is also the listing plugin window event for add or remove', () => {
  dispatch('colophon.store.changed', { slug: 'favourites', postId: 4, inStore: true, count: 1 });
  dispatch('colophon.store.changed', { slug: 'favourites', postId: 4, inStore: false, count: 0 });
  expect(windowEvents.map(([name]) => name)).toEqual(['jet-engine-data-stores-on-add', 'jet-engine-data-stores-on-remove']);
});

test('a consent change is both colophon:consent and the incumbent banner event; the type is a document event', () => {
  const onType = jest.fn();
  document.addEventListener('wp_consent_type_defined', onType);
  const change = { consentId: 'x', decided: true, gpc: false, domainOk: true, categories: {}, accepted: ['necessary'], rejected: ['analytics'] };
  dispatch('colophon.consent.changed', change);
  dispatch('colophon.consent.type', { type: 'optin' });
  document.removeEventListener('wp_consent_type_defined', onType);
  expect(windowEvents).toEqual([
    ['colophon:consent', change],
    ['cookieyes_consent_update', change],
  ]);
  expect(onType).toHaveBeenCalledTimes(1);
});

test('a site callback that throws is logged; the routed events still fire', () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  hooks.addAction('colophon.popup.show', 'tests/broken', () => {
    throw new Error('theme bug');
  });
  expect(() => dispatch('colophon.popup.show', { id: '1', instance: null })).not.toThrow();
  expect(consoleError).toHaveBeenCalledWith('[colophon] a colophon.popup.show callback failed.', expect.any(Error));
  expect(windowEvents.map(([name]) => name)).toEqual(['elementor/popup/show']);
  hooks.removeAction('colophon.popup.show', 'tests/broken');
});

test("a handler's dispatch fires the routes (the kit's); the runtime's own runs the hook only", async () => {
  const payload = { id: '9', instance: {} };
  const seen = jest.fn();
  const { registry, hooks: bus } = makeRuntime({
    fires: {
      selector: '#fires',
      load: async () => ({
        default: class extends Handler {
          connect() {
            this.dispatch('colophon.popup.show', payload as never);
          }
        },
      }),
    },
  });
  bus.addAction('colophon.popup.show', 'tests/seen', seen);
  document.body.innerHTML = '<div id="fires"></div>';
  await registry.start();
  expect(seen).toHaveBeenCalledTimes(1);
  expect(windowEvents).toEqual([['elementor/popup/show', payload]]);
  registry.runtime.dispatch('colophon.popup.hide', payload as never);
  expect(seen).toHaveBeenCalledTimes(1);
  expect(windowEvents).toHaveLength(1); // the hook only: no elementor/popup/hide
  registry.stop();
});
