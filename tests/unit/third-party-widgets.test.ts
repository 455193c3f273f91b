/**
 * The reviews widget's JSON-LD calls and the scheduling embed's rules
 *, and that neither asks its provider anything before consent.
 */
import { defaults, DEFAULT_REVIEWS, isJsonLd, jsonLdText, jsonLdUrl, reportErrorUrl, reviewCount } from '../../features/reviews/query';
import { ANSWER_KEY, customAnswers, embedUrl, SchedulingError } from '../../features/scheduling/embed';
import { buildManifest } from '../../src/boot/manifest';
import { clearCookies, consentApi } from './helpers/consent';
import { flush, until } from './helpers/fakes';
import { makeRuntime } from './helpers/runtime';

const api = new URL('https://reviews.example/widget/');
const page = 'https://site.test/services/editing/?ref=x#faq';

describe('reviews JSON-LD query (call 8)', () => {
  test('a business unit for this page: url (without its hash), templateId, locale', () => {
    const url = jsonLdUrl(api, { ...defaults, businessUnit: 'bu 1', templateId: 't9', locale: 'en-GB' }, page);
    expect(url.origin + url.pathname).toBe('https://reviews.example/widget/v1/jsonld/bu%201');
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: 'https://site.test/services/editing/?ref=x', templateId: 't9', locale: 'en-GB' });
  });
  test('a product: sku, numberOfReviews (10 unless set), productName, language, templateId; empty ones left out', () => {
    const url = jsonLdUrl(api, { ...defaults, businessUnit: 'bu1', sku: ' BOOK-7 ', productName: 'Cover design', language: 'en', templateId: 't2' }, page);
    expect(url.pathname).toBe('/widget/v1/jsonld/bu1/product');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sku: 'BOOK-7',
      numberOfReviews: '10',
      productName: 'Cover design',
      language: 'en',
      templateId: 't2',
    });
    const bare = jsonLdUrl(api, { ...defaults, businessUnit: 'bu1', sku: 'S', numberOfReviews: 25 }, page);
    expect(Object.fromEntries(bare.searchParams)).toEqual({ sku: 'S', numberOfReviews: '25' });
  });
  test('the review count: a whole number from 1, else 10', () => {
    expect(DEFAULT_REVIEWS).toBe(10);
    expect([1, 25, '3', 0, -2, 2.5, NaN, '', 'many', null, undefined].map(reviewCount)).toEqual([1, 25, 3, 10, 10, 10, 10, 10, 10, 10, 10]);
  });
  test('call 9: the report-error path under the provider', () => {
    expect(reportErrorUrl(api).href).toBe('https://reviews.example/widget/v1/report-error');
  });
  test('only objects are structured data; the text cannot close its script tag', () => {
    expect([{ '@type': 'Organization' }, [{ a: 1 }]].map(isJsonLd)).toEqual([true, true]);
    expect([null, 'text', 3, [], [1], [{}, 'x']].map(isJsonLd)).toEqual([false, false, false, false, false, false]);
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).toBe('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });
});

describe('scheduling embed', () => {
  const parent = document.createElement('div');
  test('refuses without a parent element, then without a URL, each prefixed with the provider', () => {
    expect(() => embedUrl('Booker', null, 'https://book.example/x', {}, page)).toThrow(new SchedulingError('Booker: Parent element not set'));
    expect(() => embedUrl('Booker', null, '', {}, page)).toThrow('Booker: Parent element not set');
    for (const url of ['', undefined, 'javascript:alert(1)', 'http://elsewhere.example/x']) {
      expect(() => embedUrl('Booker', parent, url, {}, page)).toThrow(new SchedulingError('Booker: Widget URL not set'));
    }
  });
  test('custom answers only under a + 1 or 2 digits', () => {
    expect(['a1', 'a9', 'a10', 'a99'].every((k) => ANSWER_KEY.test(k))).toBe(true);
    expect(['a', 'a100', 'b1', 'A1', 'a1x', ' a1', 'a-1', 'a01a'].some((k) => ANSWER_KEY.test(k))).toBe(false);
    expect(customAnswers({ a1: 'Crime', a22: 3, a100: 'no', b1: 'no', a2: { x: 1 }, a3: null })).toEqual({ a1: 'Crime', a22: '3' });
    expect([null, 'a1', ['x']].map(customAnswers)).toEqual([{}, {}, {}]);
  });
  test('the frame address: the booking page with the embedding host, name, email and the kept answers', () => {
    const url = embedUrl(
      'Booker',
      parent,
      'https://book.example/intro?x=1',
      { name: ' Ann Lee ', email: 'ann@example.com', customAnswers: { a1: 'Crime novel', a100: 'dropped' } },
      page,
    );
    expect(url.origin + url.pathname).toBe('https://book.example/intro');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      embed_domain: 'site.test',
      embed_type: 'Inline',
      name: 'Ann Lee',
      email: 'ann@example.com',
      a1: 'Crime novel',
    });
  });
});

/** The handler's own consent gate is under test: the registry's wait before loading it (runtime-waits.test.ts) is left out. */
const handlerOnly = (id: 'reviews' | 'scheduling') => ({ ...buildManifest()[id]!, wait: undefined, deferred: false });

describe('nothing reaches either provider before consent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    delete window.colophonConsent;
    document.body.innerHTML = '';
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    clearCookies();
  });
  test('reviews: no call until functional consent; then the JSON-LD goes in the head; a failure is reported once', async () => {
    const calls: string[] = [];
    // jsdom has no Response: what request() reads of one.
    const respond = (status: number, body: string) => ({ ok: status < 400, status, text: async () => body });
    let answer = () => respond(200, JSON.stringify({ '@type': 'Organization', name: 'Colophon' }));
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) => {
      calls.push(url);
      return answer();
    });
    consentApi();
    const { registry } = makeRuntime({ reviews: handlerOnly('reviews') });
    stop = () => registry.stop();
    document.body.innerHTML = `<div id="r" data-widget_type="colophon-reviews.default" data-settings='{"api":"https://reviews.example/w/","businessUnit":"bu1"}'></div>`;
    await registry.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([]);
    window.colophonConsent!.allow(['functional']);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'Organization', name: 'Colophon' });

    answer = () => respond(500, 'oops');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-widget_type="colophon-reviews.default" data-settings='{"api":"https://reviews.example/w/","businessUnit":"bu2"}'></div><div data-widget_type="colophon-reviews.default" data-settings='{"api":"https://reviews.example/w/","businessUnit":"bu3"}'></div>`,
    );
    await until(() => document.querySelectorAll('[data-reviews="failed"]').length === 2 && calls.some((c) => c.endsWith('/v1/report-error')));
    await flush();
    expect(calls.filter((c) => c.endsWith('/v1/report-error'))).toHaveLength(1);
    warn.mockRestore();
  });
  test('scheduling: offers to allow; allowing puts the calendar in, with its title', async () => {
    consentApi();
    const { registry } = makeRuntime({ scheduling: handlerOnly('scheduling') });
    stop = () => registry.stop();
    document.body.innerHTML = `<div data-widget_type="colophon-scheduling.default" data-settings='{"provider":"Booker","url":"https://book.example/intro","prefill":{"customAnswers":{"a1":"Crime"}}}'><div class="colophon-scheduling__frame"></div></div>`;
    await registry.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('iframe')).toBeNull();
    const allow = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Allow and show the calendar')!;
    expect(document.querySelector('.colophon-scheduling__ask')!.textContent).toContain('comes from Booker');
    allow.click();
    const frame = document.querySelector('iframe')!;
    expect(frame.title).toBe('Booking calendar (Booker)');
    expect(new URL(frame.src).searchParams.get('a1')).toBe('Crime');
    expect(document.querySelector('.colophon-scheduling__ask')).toBeNull();
  });
  test('scheduling without a parent: one clear error, nothing added', async () => {
    consentApi();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { registry } = makeRuntime({ scheduling: handlerOnly('scheduling') });
    stop = () => registry.stop();
    document.body.innerHTML = `<div data-widget_type="colophon-scheduling.default" data-settings='{"provider":"Booker","url":"https://book.example/intro"}'></div>`;
    await registry.start();
    expect(error.mock.calls.flat().join(' ')).toContain('Booker: Parent element not set');
    expect(document.querySelector('iframe, button')).toBeNull();
    error.mockRestore();
  });
});
