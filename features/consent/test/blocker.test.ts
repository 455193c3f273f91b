/** @jest-environment node */
/**
 * The script blocker, in a fresh window per test (it patches prototypes, for good): every way page
 * code can start a request to a blocked provider is covered, the DOM stays honest (a tag shown as
 * blocked has no live URL), and release restores each tag once, in order.
 */
import { JSDOM } from 'jsdom';
import { createBlocker, type Blocker } from '../blocker';
import { createCheck } from '../blocker/check';
import { sayLate } from '../blocker/late';
import { createReleaser, watchArrivals, type Releaser } from '../blocker/release';
import { failClosedMatcher } from '../providers';
import { normalisePattern, typedMatcher as providerMatcher } from './matching-form';
import table from './provider-patterns.json';
import { defaultConsentConfig } from '../../../tests/unit/helpers/consent';

type Win = Window & typeof globalThis;

const { providers } = defaultConsentConfig();
let allowed: Set<string>;
let win: Win;
let doc: Document;
let blocker: Blocker;
/** What the second half (../after.ts) makes from the blocker: brings back what a choice allows. */
let releaser: Releaser;
let fetched: string[];
let beacons: string[];
let xhrSent: string[];
let warn: jest.SpyInstance;

/** A page at https://site.test/ with fakes for the network APIs jsdom lacks, and the blocker started (as the head boot starts it). */
function page(failClosed = false) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://site.test/blog/' });
  win = dom.window as unknown as Win;
  doc = win.document;
  fetched = [];
  beacons = [];
  xhrSent = [];
  (win as { fetch: unknown }).fetch = (input: RequestInfo | URL) => {
    fetched.push(String(typeof input === 'object' && 'url' in input ? input.url : input));
    return Promise.resolve('ok');
  };
  (win.Navigator.prototype as { sendBeacon: unknown }).sendBeacon = (url: string) => (beacons.push(String(url)), true);
  // A stand-in network for XMLHttpRequest: it records what would have been sent.
  const open = win.XMLHttpRequest.prototype.open as (this: XMLHttpRequest, method: string, url: string) => void;
  win.XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { url?: string }, method: string, url: string) {
    this.url = url;
    open.call(this, method, url);
  } as typeof win.XMLHttpRequest.prototype.open;
  win.XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { url?: string }) {
    xhrSent.push(this.url ?? '');
  };
  // As browsers' Audio (jsdom's can be called without `new`): the blocker's must keep that refusal.
  win.Audio = new Proxy(win.Audio, {
    apply() {
      throw new TypeError("Failed to construct 'Audio': Please use the 'new' operator.");
    },
  });
  const isAllowed = (slug: string) => allowed.has(slug);
  const base = () => doc.baseURI;
  blocker = failClosed
    ? createBlocker(failClosedMatcher(base, 'https://site.test/wp-content/plugins/colophon/dist/'), win)
    : createBlocker(providerMatcher(providers, isAllowed, base), win);
  blocker.start(!failClosed);
  // As the second half (../after.ts) does; without a readable config it makes no releaser.
  releaser = createReleaser(blocker.check, isAllowed, win);
  if (!failClosed) watchArrivals(releaser.release, win);
}

const flush = async (rounds = 2) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The tag is inert: no live URL attribute, its URL kept for later, its categories recorded. */
function expectInert(element: Element, attribute: string, url: string, categories: string) {
  expect(element.hasAttribute(attribute)).toBe(false);
  expect(element.getAttribute(`data-colophon-${attribute}`)).toBe(url);
  expect(element.getAttribute('data-colophon-categories')).toBe(categories);
  if (element.nodeName === 'SCRIPT' && attribute === 'src') expect(element.getAttribute('type')).toBe('text/plain');
}

const ANALYTICS = 'https://site.test/trackers/analytics.js';
const PIXEL = 'https://ads.example.com/pixel.js';
const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

beforeEach(() => {
  allowed = new Set(['necessary']);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  page();
});

describe('provider patterns (the table PHP is tested against too)', () => {
  const matcher = providerMatcher(
    table.providers,
    () => false,
    () => `https://${table.site}/`,
  );
  test.each(table.cases.map((c) => [c.url, c.blocked] as const))('%s → %p', (url, blocked) => {
    expect(matcher(url)).toEqual(blocked);
  });
  test.each(table.patterns.map((p) => [p.pattern, p.normal] as const))('pattern %p is matched as %p', (pattern, normal) => {
    expect(normalisePattern(pattern)).toBe(normal);
  });
  test('a provider is blocked until all of its categories are allowed', () => {
    const open = new Set<string>();
    const youtube = providerMatcher(
      providers,
      (slug) => open.has(slug),
      () => 'https://site.test/',
    );
    open.add('advertisement');
    expect(youtube('https://youtube.com/embed/x')).toEqual(['advertisement', 'functional']);
    open.add('functional');
    expect(youtube('https://youtube.com/embed/x')).toBeNull();
  });
});

describe('creating and configuring elements', () => {
  test('setting src on a created script keeps it inert, and reads back for the code that set it', () => {
    const script = doc.createElement('script');
    script.src = ANALYTICS;
    doc.head.append(script);
    expectInert(script, 'src', ANALYTICS, 'analytics');
    expect(script.src).toBe(ANALYTICS);
  });

  test('createElementNS and Document.prototype.createElement.call make no difference', () => {
    const viaNs = doc.createElementNS('http://www.w3.org/1999/xhtml', 'script') as HTMLScriptElement;
    viaNs.src = PIXEL;
    const viaProto = win.Document.prototype.createElement.call(doc, 'script') as HTMLScriptElement;
    viaProto.setAttribute('src', PIXEL);
    doc.head.append(viaNs, viaProto);
    expectInert(viaNs, 'src', PIXEL, 'advertisement');
    expectInert(viaProto, 'src', PIXEL, 'advertisement');
  });

  test('setAttribute in any case, setAttributeNS, setAttributeNode, attributes.setNamedItem and an attribute node’s value', () => {
    const a = doc.createElement('script');
    a.setAttribute('type', 'module');
    a.setAttribute('SRC', PIXEL);
    expectInert(a, 'src', PIXEL, 'advertisement');
    expect(a.getAttribute('data-colophon-type')).toBe('module');

    const b = doc.createElement('script');
    b.setAttributeNS(null, 'src', PIXEL);
    expectInert(b, 'src', PIXEL, 'advertisement');

    const c = doc.createElement('iframe');
    const attr = doc.createAttribute('src');
    attr.value = EMBED;
    expect(c.setAttributeNode(attr)).toBeNull();
    expectInert(c, 'src', EMBED, 'advertisement functional');

    const d = doc.createElement('img');
    const named = doc.createAttribute('src');
    named.value = PIXEL;
    d.attributes.setNamedItem(named);
    expectInert(d, 'src', PIXEL, 'advertisement');

    const e = doc.createElement('img');
    e.setAttribute('src', '/cover.jpg');
    const live = e.getAttributeNode('src')!;
    live.value = PIXEL;
    expectInert(e, 'src', PIXEL, 'advertisement');
    const f = doc.createElement('img');
    f.setAttribute('src', '/cover.jpg');
    f.getAttributeNode('src')!.textContent = PIXEL;
    expectInert(f, 'src', PIXEL, 'advertisement');
  });

  test('images: src and srcset, also through new Image(); a picture source too', () => {
    const img = new win.Image();
    img.src = 'https://ads.example.com/pixel.js';
    expectInert(img, 'src', PIXEL, 'advertisement');
    const set = doc.createElement('img');
    set.srcset = `/cover-1x.jpg 1x, ${PIXEL} 2x`;
    expectInert(set, 'srcset', `/cover-1x.jpg 1x, ${PIXEL} 2x`, 'advertisement');
    const source = doc.createElement('source');
    source.srcset = PIXEL;
    expectInert(source, 'srcset', PIXEL, 'advertisement');
  });

  test('a preload, prefetch or stylesheet link to a provider', () => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = ANALYTICS;
    doc.head.append(link);
    expectInert(link, 'href', ANALYTICS, 'analytics');
  });

  test('unblocked and allowed URLs are set normally', () => {
    const mine = doc.createElement('script');
    mine.src = 'https://site.test/main.js';
    expect(mine.getAttribute('src')).toBe('https://site.test/main.js');
    allowed.add('analytics');
    const analytics = doc.createElement('script');
    analytics.src = '/trackers/analytics.js';
    expect(analytics.getAttribute('src')).toBe('/trackers/analytics.js');
  });
});

describe('elements beyond the common ones', () => {
  const SVG = 'http://www.w3.org/2000/svg';
  const XLINK = 'http://www.w3.org/1999/xlink';

  test('SVG image, use, feImage and script, by href and xlink:href, made in script or in a string', () => {
    const image = doc.createElementNS(SVG, 'image');
    image.setAttribute('href', PIXEL);
    const use = doc.createElementNS(SVG, 'use');
    use.setAttributeNS(XLINK, 'xlink:href', PIXEL);
    const fe = doc.createElementNS(SVG, 'feImage');
    fe.setAttribute('xlink:href', PIXEL);
    const script = doc.createElementNS(SVG, 'script');
    script.setAttribute('href', ANALYTICS);
    const svg = doc.createElementNS(SVG, 'svg');
    svg.append(image, use, fe, script);
    doc.body.append(svg);
    for (const element of [image, use, fe]) expectInert(element, 'href', PIXEL, 'advertisement');
    expectInert(script, 'href', ANALYTICS, 'analytics');

    const box = doc.createElement('div');
    box.innerHTML = `<svg><image xlink:href="${PIXEL}"></image><script href="${ANALYTICS}"></script></svg>`;
    doc.body.append(box);
    expect(box.querySelector('image')!.hasAttribute('xlink:href')).toBe(false);
    expect(box.querySelector('image')!.getAttribute('data-colophon-href')).toBe(PIXEL);
    expectInert(box.querySelector('script')!, 'href', ANALYTICS, 'analytics');
  });

  test('an svg holding an SVG script is appended without an error', () => {
    const svg = doc.createElementNS(SVG, 'svg');
    svg.append(doc.createElementNS(SVG, 'script'));
    expect(() => doc.body.append(svg)).not.toThrow();
  });

  test('input type=image, track, table background, link imagesrcset and new Audio(url)', () => {
    const input = doc.createElement('input');
    input.type = 'image';
    input.src = PIXEL;
    const track = doc.createElement('track');
    track.setAttribute('src', PIXEL);
    const table = doc.createElement('table');
    table.setAttribute('background', PIXEL);
    const link = doc.createElement('link');
    link.setAttribute('imagesrcset', `${PIXEL} 2x`);
    doc.body.append(input, track, table, link);
    expectInert(input, 'src', PIXEL, 'advertisement');
    expectInert(track, 'src', PIXEL, 'advertisement');
    expectInert(table, 'background', PIXEL, 'advertisement');
    expectInert(link, 'imagesrcset', `${PIXEL} 2x`, 'advertisement');
    const audio = new win.Audio(PIXEL);
    expectInert(audio, 'src', PIXEL, 'advertisement');
    expect(audio).toBeInstanceOf(win.HTMLAudioElement);
    expect(() => (win.Audio as unknown as (src: string) => unknown)(PIXEL)).toThrow(TypeError); // as the browser's: only with new
  });

  test('released once allowed: the SVG image gets its href back, the SVG script is made again', async () => {
    const box = doc.createElement('div');
    box.innerHTML = `<svg><image href="${PIXEL}"></image><script href="${PIXEL}"></script></svg>`;
    doc.body.append(box);
    allowed.add('advertisement');
    releaser.release();
    await flush();
    expect(box.querySelector('image')!.getAttribute('href')).toBe(PIXEL);
    const script = box.querySelector('script')!;
    expect([script.namespaceURI, script.getAttribute('href'), script.hasAttribute('data-colophon-categories')]).toEqual([SVG, PIXEL, false]);
  });
});

describe('CSS', () => {
  const LOADS_PIXEL = (text: string | null | undefined) => (text ?? '').includes('ads.example.com');

  test('an inline style that loads a provider is held inert like a URL attribute, and comes back once allowed', async () => {
    const box = doc.createElement('div');
    box.setAttribute('style', `color: red; background: url(${PIXEL})`);
    doc.body.append(box);
    expect(box.hasAttribute('style')).toBe(false);
    expect(box.getAttribute('data-colophon-style')).toContain(PIXEL);
    expect(box.getAttribute('data-colophon-categories')).toBe('advertisement');
    const parsed = doc.createElement('div');
    parsed.innerHTML = `<p style="background-image: url('${PIXEL}')">x</p>`;
    expect(parsed.querySelector('p')!.hasAttribute('style')).toBe(false);
    allowed.add('advertisement');
    releaser.release();
    await flush();
    expect(box.getAttribute('style')).toContain(PIXEL);
  });

  test('a <style> the server printed inert (typed text/plain) keeps its CSS, and is applied once allowed', async () => {
    const css = `@import url("${PIXEL}"); p { color: red }`;
    doc.head.innerHTML = `<style media="screen" type="text/plain" data-colophon-type="text/css" data-colophon-categories="advertisement">${css}</style>`;
    const inert = doc.head.querySelector('style')!;
    expect(inert.textContent).toBe(css);
    allowed.add('advertisement');
    releaser.release();
    await flush();
    const live = doc.head.querySelector('style')!;
    expect(live).not.toBe(inert);
    expect([live.getAttribute('type'), live.getAttribute('media'), live.textContent, live.hasAttribute('data-colophon-categories')]).toEqual([
      'text/css',
      'screen',
      css,
      false,
    ]);
  });

  test('a <style> printed as inert in a category allowed already is not applied while its CSS loads a blocked provider', async () => {
    // As the parser leaves it (no blocker in this window): the releaser alone decides.
    const parsed = new JSDOM(
      `<!doctype html><head><style type="text/plain" data-colophon-categories="necessary">@import url("${PIXEL}");</style><style type="text/plain" data-colophon-categories="necessary">p{color:red}</style></head>`,
      { url: 'https://site.test/' },
    ).window as unknown as Win;
    const matcher = providerMatcher(
      providers,
      (slug) => allowed.has(slug),
      () => parsed.document.baseURI,
    );
    createReleaser(createCheck(matcher), (slug) => allowed.has(slug), parsed).release();
    await flush();
    expect([...parsed.document.querySelectorAll('style')].map((style) => style.getAttribute('type'))).toEqual(['text/plain', null]);
  });

  test('style properties, setProperty and cssText drop a provider’s address; others are kept', () => {
    const box = doc.createElement('div');
    box.style.backgroundImage = `url("${PIXEL}")`;
    expect(LOADS_PIXEL(box.style.backgroundImage)).toBe(false);
    box.style.setProperty('list-style-image', `url(${PIXEL})`);
    expect(LOADS_PIXEL(box.style.getPropertyValue('list-style-image'))).toBe(false);
    box.style.cssText = `border-image: url(${PIXEL}) 30; color: blue`;
    expect(LOADS_PIXEL(box.style.cssText)).toBe(false);
    expect(box.style.color).toBe('blue');
    box.style.backgroundImage = 'url("/cover.png")';
    expect(box.style.backgroundImage).toContain('/cover.png');
  });

  test('a <style>’s text, however it is written (escapes included), and rules inserted in script', () => {
    const style = doc.createElement('style');
    style.textContent = `@import "${PIXEL}"; .a { background: url(${PIXEL}) }`;
    expect(LOADS_PIXEL(style.textContent)).toBe(false);
    style.innerHTML = `.b { background: \\75 rl(${PIXEL}) }`;
    expect(LOADS_PIXEL(style.textContent)).toBe(false);
    const other = doc.createElement('style');
    other.appendChild(doc.createTextNode(`.c { background: url(${PIXEL}) }`));
    expect(LOADS_PIXEL(other.textContent)).toBe(false);
    doc.head.append(other);
    const sheet = other.sheet!;
    sheet.insertRule(`.d { background: url(${PIXEL}) }`, 0);
    expect(LOADS_PIXEL(sheet.cssRules[0]!.cssText)).toBe(false);
    const box = doc.createElement('div');
    box.innerHTML = `<style>.e { background: url(${PIXEL}) }</style>`;
    expect(LOADS_PIXEL(box.innerHTML)).toBe(false);
    style.textContent = '.f { background: url(/cover.png) }';
    expect(style.textContent).toBe('.f { background: url(/cover.png) }');
  });
});

describe('nodes entering the document', () => {
  test('a clone of a blocked tag is as inert as the tag', () => {
    const script = doc.createElement('script');
    script.src = ANALYTICS;
    const clone = script.cloneNode(true) as HTMLScriptElement;
    doc.body.append(clone);
    expectInert(clone, 'src', ANALYTICS, 'analytics');
  });

  test('an element made in another document (parsed there, never through our setters) is made inert before it is inserted', () => {
    const foreign = new JSDOM(`<script src="${PIXEL}"></script><iframe src="${EMBED}"></iframe>`).window.document;
    const parsed = new win.DOMParser().parseFromString(`<img src="${PIXEL}">`, 'text/html');
    const seen: Array<string | null> = [];
    new win.MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => seen.push((n as Element).getAttribute?.('src') ?? null)))).observe(
      doc.body,
      { childList: true },
    );
    const script = doc.adoptNode(foreign.querySelector('script')!);
    doc.body.appendChild(script);
    doc.body.insertBefore(doc.importNode(foreign.querySelector('iframe')!), null);
    doc.body.append(parsed.querySelector('img')!);
    expectInert(doc.body.querySelector('script')!, 'src', PIXEL, 'advertisement');
    expectInert(doc.body.querySelector('iframe')!, 'src', EMBED, 'advertisement functional');
    expectInert(doc.body.querySelector('img')!, 'src', PIXEL, 'advertisement');
    return flush().then(() => expect(seen).toEqual([null, null, null])); // never in the document with its URL
  });

  test('every insertion method checks what it inserts, descendants included', () => {
    const fresh = () => new JSDOM(`<div><iframe src="${EMBED}"></iframe></div>`).window.document.querySelector('div')!;
    const target = doc.createElement('section');
    doc.body.append(target);
    const marker = doc.createElement('hr');
    target.append(marker);
    target.prepend(fresh());
    marker.before(fresh());
    marker.after(fresh());
    target.insertAdjacentElement('beforeend', fresh());
    doc.createRange().selectNode(marker);
    const range = doc.createRange();
    range.setStart(target, 0);
    range.insertNode(fresh());
    target.replaceChild(fresh(), marker);
    const frames = [...target.querySelectorAll('iframe')];
    expect(frames).toHaveLength(6);
    for (const frame of frames) expectInert(frame, 'src', EMBED, 'advertisement functional');
  });

  test('HTML strings: innerHTML, outerHTML, insertAdjacentHTML, createContextualFragment and srcdoc are made inert before parsing', () => {
    const seen: Array<string | null> = [];
    new win.MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => (n as Element).querySelectorAll?.('iframe,img').forEach((el) => seen.push(el.getAttribute('src'))))),
    ).observe(doc.body, { childList: true, subtree: true });
    const box = doc.createElement('div');
    doc.body.append(box);
    box.innerHTML = `<p><iframe src="${EMBED}"></iframe></p>`;
    box.insertAdjacentHTML('beforeend', `<p><img src="${PIXEL}" alt=""></p>`);
    const extra = doc.createElement('div');
    box.append(extra);
    extra.outerHTML = `<div><link rel="preload" as="script" href="${ANALYTICS}"></div>`;
    box.append(doc.createRange().createContextualFragment(`<div><img srcset="${PIXEL} 2x"></div>`));
    expectInert(box.querySelector('iframe')!, 'src', EMBED, 'advertisement functional');
    expectInert(box.querySelector('img[data-colophon-src]')!, 'src', PIXEL, 'advertisement');
    expectInert(box.querySelector('link')!, 'href', ANALYTICS, 'analytics');
    expectInert(box.querySelector('img[data-colophon-srcset]')!, 'srcset', `${PIXEL} 2x`, 'advertisement');
    const frame = doc.createElement('iframe');
    frame.srcdoc = `<img src="${PIXEL}">`;
    expect(frame.getAttribute('srcdoc')).toContain('data-colophon-src');
    return flush().then(() => expect(seen.every((src) => src === null)).toBe(true));
  });

  test('a template’s innerHTML is parsed once and its content made inert, so what is cloned or moved out of it stays inert', () => {
    const template = doc.createElement('template');
    template.innerHTML = `<article><img src="${PIXEL}" alt=""><script src="${ANALYTICS}"></script><img src="/cover.png" alt=""></article>`;
    expectInert(template.content.querySelector('img')!, 'src', PIXEL, 'advertisement');
    expectInert(template.content.querySelector('script')!, 'src', ANALYTICS, 'analytics');
    expect(template.content.querySelectorAll('img')[1]!.getAttribute('src')).toBe('/cover.png');
    const copy = doc.importNode(template.content, true);
    expect((copy.querySelector('img') as Element).hasAttribute('src')).toBe(false);
  });

  test('a string that claims to be handled (data-colophon-categories, an inert type) is made inert all the same', () => {
    const box = doc.createElement('div');
    doc.body.append(box);
    box.innerHTML =
      `<img data-colophon-categories="necessary" src="${PIXEL}" alt="">` +
      `<script type="text/plain" data-colophon-categories="necessary" src="${ANALYTICS}"></script>`;
    expectInert(box.querySelector('img')!, 'src', PIXEL, 'advertisement necessary');
    expectInert(box.querySelector('script')!, 'src', ANALYTICS, 'analytics necessary');
    const image = doc.createElement('img');
    image.setAttribute('data-colophon-categories', 'necessary');
    image.src = PIXEL;
    expectInert(image, 'src', PIXEL, 'advertisement necessary');
  });

  test('templates nested in a string are inspected to the bottom', () => {
    const box = doc.createElement('div');
    box.innerHTML = `<template><section><template><img src="${PIXEL}" alt=""></template></section></template>`;
    const inner = (box.querySelector('template') as HTMLTemplateElement).content.querySelector('template') as HTMLTemplateElement;
    expectInert(inner.content.querySelector('img')!, 'src', PIXEL, 'advertisement');
  });

  test('HTML that holds no element that fetches is left exactly as given', () => {
    const box = doc.createElement('div');
    box.innerHTML = '<p class=x>a &amp; b<br>c</p>';
    expect(box.innerHTML).toBe('<p class="x">a &amp; b<br>c</p>');
  });

  test('document.write of a blocked script writes it inert', () => {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://site.test/' });
    const w = dom.window as unknown as Win;
    const b = createBlocker(
      providerMatcher(
        providers,
        () => false,
        () => 'https://site.test/',
      ),
      w,
    );
    b.start();
    w.document.open();
    w.document.write(`<html><body><script src="${PIXEL}"></script></body></html>`);
    w.document.close();
    expectInert(w.document.querySelector('script')!, 'src', PIXEL, 'advertisement');
  });

  test('document.write cut inside a tag is joined before it is checked; text with a < is written as it comes', () => {
    const frame = doc.createElement('iframe');
    doc.body.append(frame);
    const inner = frame.contentWindow!.document;
    inner.open();
    inner.write('<im');
    inner.write(`g alt="" src="${PIXEL}">`);
    inner.close();
    expectInert(inner.querySelector('img')!, 'src', PIXEL, 'advertisement');
    inner.open();
    inner.write('<p>1 < 2');
    inner.close();
    expect(inner.querySelector('p')!.textContent).toBe('1 < 2');
  });

  test('a frame the page made by an HTML string is patched before page code reaches it as window[n]', () => {
    const box = doc.createElement('div');
    doc.body.append(box);
    box.innerHTML = '<iframe></iframe>';
    const frame = win[win.length - 1] as Win;
    const script = doc.createElement('script');
    Object.getOwnPropertyDescriptor(frame.HTMLScriptElement.prototype, 'src')!.set!.call(script, PIXEL);
    expectInert(script, 'src', PIXEL, 'advertisement');
    const other = doc.createElement('script');
    frame.Element.prototype.setAttribute.call(other, 'src', ANALYTICS);
    expectInert(other, 'src', ANALYTICS, 'analytics');
  });

  test('inside a same-origin frame the page reaches, the same rules hold', () => {
    const frame = doc.createElement('iframe');
    doc.body.append(frame);
    const inner = frame.contentWindow!.document;
    const script = inner.createElement('script');
    script.src = PIXEL;
    inner.body.append(script);
    expectInert(script, 'src', PIXEL, 'advertisement');
  });
});

describe('the network', () => {
  test('fetch to a provider is refused as a network error; other fetches go out', async () => {
    await expect(win.fetch(ANALYTICS)).rejects.toThrow(TypeError);
    await expect(win.fetch(new win.URL(PIXEL))).rejects.toThrow('Failed to fetch');
    await expect(win.fetch('/wp-json/colophon/v1/refresh-loop')).resolves.toBe('ok');
    expect(fetched).toEqual(['/wp-json/colophon/v1/refresh-loop']);
  });

  test('sendBeacon to a provider is not queued', () => {
    expect(win.navigator.sendBeacon(PIXEL, 'x')).toBe(false);
    expect(win.Navigator.prototype.sendBeacon.call(win.navigator, ANALYTICS)).toBe(false);
    expect(win.navigator.sendBeacon('/demo-consent-log/', 'x')).toBe(true);
    expect(beacons).toEqual(['/demo-consent-log/']);
  });

  test('XMLHttpRequest to a provider fails like a network error without being sent', async () => {
    const xhr = new win.XMLHttpRequest();
    const events: string[] = [];
    xhr.addEventListener('error', () => events.push('error'));
    xhr.addEventListener('loadend', () => events.push('loadend'));
    xhr.open('GET', PIXEL);
    xhr.send();
    await flush(1);
    expect(events).toEqual(['error', 'loadend']);
    const mine = new win.XMLHttpRequest();
    mine.open('POST', '/wp-admin/admin-ajax.php');
    mine.send();
    expect(xhrSent).toEqual(['/wp-admin/admin-ajax.php']);
  });

  test('once the category is allowed the network is open to it', async () => {
    allowed.add('analytics');
    await expect(win.fetch(ANALYTICS)).resolves.toBe('ok');
    expect(win.navigator.sendBeacon(ANALYTICS)).toBe(true);
  });
});

describe('tags that were in the HTML before the blocker could act', () => {
  test('a live blocked script that bypassed every method is swapped for an inert copy, marked late, with a warning once the document is parsed', async () => {
    const foreign = new JSDOM(`<script type="module" src="/trackers/analytics.js" id="ga" data-x="1" defer></script>`).window.document.querySelector('script')!;
    // What the HTML parser does for a hard-coded tag: insert it without going through page code.
    const insert = new JSDOM('').window.Node.prototype.appendChild;
    insert.call(doc.body, doc.adoptNode(foreign));
    await flush(1);
    const inert = doc.getElementById('ga')!;
    expectInert(inert, 'src', '/trackers/analytics.js', 'analytics');
    expect(inert.hasAttribute('data-colophon-late')).toBe(true);
    expect(inert.getAttribute('data-colophon-position')).toBe('body');
    expect(inert.getAttribute('data-x')).toBe('1');
    expect(inert.getAttribute('data-colophon-type')).toBe('module'); // its own type, kept for its release
    // Said by the second half, once the document is parsed.
    expect(warn).not.toHaveBeenCalled();
    sayLate(doc);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/data-colophon-src="\/trackers\/analytics\.js".* was in the page before it could be blocked/));
  });
});

describe('release', () => {
  function inert(id: string, src: string | null, categories: string, extra = '') {
    return `<script id="${id}" type="text/plain" ${src ? `data-colophon-src="${src}"` : ''} data-colophon-categories="${categories}" ${extra}>${src ? '' : `window.ran = (window.ran || []).concat('${id}')`}</script>`;
  }

  test('nothing is released while its category is not allowed, an inline snippet included', () => {
    doc.body.innerHTML = inert('a', '/trackers/analytics.js', 'analytics') + inert('b', null, 'analytics');
    releaser.release();
    expect(doc.getElementById('a')!.getAttribute('type')).toBe('text/plain');
    expect(doc.getElementById('b')!.getAttribute('type')).toBe('text/plain');
  });

  test('released scripts are re-created with their attributes, one at a time in document order, each once', async () => {
    doc.head.innerHTML =
      inert('a', '/trackers/analytics.js', 'analytics', 'defer data-site="x" crossorigin="anonymous"') +
      inert('b', null, 'analytics') +
      inert('c', '/trackers/analytics-2.js', 'analytics', 'async data-colophon-type="module"') +
      inert('d', '//ads.example.com/pixel.js', 'advertisement');
    allowed.add('analytics');
    releaser.release();
    releaser.release(); // a second release while the first is running restores nothing twice
    await flush(1);

    const a = doc.getElementById('a') as HTMLScriptElement;
    expect(a.getAttribute('src')).toBe('/trackers/analytics.js');
    expect(a.hasAttribute('type')).toBe(false);
    expect(a.hasAttribute('data-colophon-categories')).toBe(false);
    expect([a.hasAttribute('defer'), a.hasAttribute('async'), a.dataset.site, a.getAttribute('crossorigin')]).toEqual([true, false, 'x', 'anonymous']);
    // b (inline) waits until a has loaded, so it can rely on it.
    expect(doc.getElementById('b')!.getAttribute('type')).toBe('text/plain');

    a.dispatchEvent(new win.Event('load'));
    await flush(1);
    const b = doc.getElementById('b') as HTMLScriptElement;
    expect(b.hasAttribute('type')).toBe(false);
    expect(b.text).toContain("concat('b')");
    const c = doc.getElementById('c') as HTMLScriptElement;
    expect([c.getAttribute('src'), c.type, c.hasAttribute('async')]).toEqual(['/trackers/analytics-2.js', 'module', true]);
    expect(doc.getElementById('d')!.getAttribute('type')).toBe('text/plain');
    expect(doc.querySelectorAll('#a, #b, #c')).toHaveLength(3);
  });

  test('a script that fails to load does not hold up the next', async () => {
    doc.head.innerHTML = inert('a', '/trackers/analytics.js', 'analytics') + inert('b', '/trackers/analytics-b.js', 'analytics');
    allowed.add('analytics');
    releaser.release();
    await flush(1);
    doc.getElementById('a')!.dispatchEvent(new win.Event('error'));
    await flush(1);
    expect(doc.getElementById('b')!.getAttribute('src')).toBe('/trackers/analytics-b.js');
  });

  test('a released iframe is re-created with its src; an image gets its src and srcset back in place', async () => {
    doc.body.innerHTML =
      `<iframe id="v" width="560" height="315" title="Video" data-colophon-src="${EMBED}" data-colophon-categories="advertisement functional" data-colophon-hidden=""></iframe>` +
      `<img id="p" alt="" data-colophon-src="${PIXEL}" data-colophon-srcset="${PIXEL} 2x" data-colophon-categories="advertisement">`;
    const image = doc.getElementById('p');
    allowed.add('advertisement').add('functional');
    releaser.release();
    await flush(1);
    const frame = doc.getElementById('v')!;
    expect(frame.getAttribute('src')).toBe(EMBED);
    expect([frame.getAttribute('width'), frame.getAttribute('title')]).toEqual(['560', 'Video']);
    expect(frame.hasAttribute('data-colophon-hidden')).toBe(false);
    expect(doc.getElementById('p')).toBe(image);
    expect([image!.getAttribute('src'), image!.getAttribute('srcset'), image!.getAttributeNames().filter((n) => n.startsWith('data-colophon'))]).toEqual([
      PIXEL,
      `${PIXEL} 2x`,
      [],
    ]);
  });

  test('inert markup added after the choice is released as it arrives', async () => {
    allowed.add('analytics');
    doc.body.insertAdjacentHTML('beforeend', inert('late', null, 'analytics'));
    await flush(2);
    expect(doc.getElementById('late')!.hasAttribute('type')).toBe(false);
  });
});

describe('without a readable config (fail closed)', () => {
  beforeEach(() => page(true));

  test('every request to another origin is blocked, by element, attribute or network API; this site’s images and API calls go through', async () => {
    const script = doc.createElement('script');
    script.src = 'https://cdn.other.example/tag.js';
    const img = new win.Image();
    img.src = 'https://pixel.other.example/p.gif';
    const cover = new win.Image();
    cover.src = '/demo-cover/12.svg';
    doc.body.append(script, img, cover);
    expectInert(script, 'src', 'https://cdn.other.example/tag.js', 'unknown');
    expectInert(img, 'src', 'https://pixel.other.example/p.gif', 'unknown');
    expect(cover.getAttribute('src')).toBe('/demo-cover/12.svg');
    await expect(win.fetch('https://api.other.example/collect')).rejects.toThrow(TypeError);
    await expect(win.fetch('/wp-json/colophon/v1/refresh-loop')).resolves.toBe('ok');
    expect(win.navigator.sendBeacon('https://api.other.example/collect')).toBe(false);
    expect(win.navigator.sendBeacon('/wp-admin/admin-ajax.php')).toBe(true);
  });

  test('a script or frame page code adds is held even from this site (a tag manager’s pixel), except Colophon’s own chunks', () => {
    const pixel = doc.createElement('script');
    pixel.src = '/wp-content/plugins/some-tag-manager/pixel.js';
    const frame = doc.createElement('iframe');
    frame.src = '/demo-video/embed/x';
    const chunk = doc.createElement('script');
    chunk.src = '/wp-content/plugins/colophon/dist/popup.1234abcd.js';
    doc.head.append(pixel, frame, chunk);
    expectInert(pixel, 'src', '/wp-content/plugins/some-tag-manager/pixel.js', 'unknown');
    expectInert(frame, 'src', '/demo-video/embed/x', 'unknown');
    expect(chunk.getAttribute('src')).toBe('/wp-content/plugins/colophon/dist/popup.1234abcd.js');
  });

  test('nothing inert is ever released: inert markup page code adds stays inert', async () => {
    allowed.add('analytics');
    doc.body.innerHTML = '<script id="a" type="text/plain" data-colophon-categories="analytics">window.ran = 1</script>';
    await flush(2);
    expect(doc.getElementById('a')!.getAttribute('type')).toBe('text/plain');
  });
});
