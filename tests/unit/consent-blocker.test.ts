import { createBlocker, type Blocker } from '../../src/consent/blocker';
import { defaultConsentConfig } from './helpers/consent';
import { flush } from './helpers/fakes';

const { providers } = defaultConsentConfig();
let allowed: Set<string>;
let blocker: Blocker;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  allowed = new Set(['necessary']);
  blocker = createBlocker(providers, (slug) => allowed.has(slug));
  blocker.start();
});
afterEach(() => blocker.stop());


describe('matching', () => {
  test.each([
    ['https://site.test/trackers/analytics.js?v=2', ['analytics']],
    ['/wp/trackers/analytics-extra.js', ['analytics']],
    ['https://www.ads.example.com/pixel.js', ['advertisement']],
    ['//ads.example.com/pixel.js', ['advertisement']],
    ['https://ads.example.com/pixel.js.map', null], // full-path provider: exact match only
    ['https://www.youtube.com/embed/abc', ['advertisement', 'functional']],
    ['https://site.test/main.js', null],
    ['javascript:alert(1)', null],
    ['data:text/javascript,1', null],
  ])('%s → %p', (url, expected) => {
    expect(blocker.blocking(url)).toEqual(expected);
  });

  test('a provider is blocked until all of its categories are allowed', () => {
    allowed.add('advertisement');
    expect(blocker.blocking('https://youtube.com/embed/x')).toEqual(['advertisement', 'functional']);
    allowed.add('functional');
    expect(blocker.blocking('https://youtube.com/embed/x')).toBeNull();
  });
});

describe('scripts the page creates', () => {
  test('setting src on a created script keeps it inert: no src, text/plain, categories recorded', () => {
    const script = document.createElement('script');
    script.src = 'https://site.test/trackers/analytics.js';
    script.async = true;
    document.head.append(script);
    expect(script.hasAttribute('src')).toBe(false);
    expect(script.getAttribute('type')).toBe('text/plain');
    expect(script.getAttribute('data-colophon-src')).toBe('https://site.test/trackers/analytics.js');
    expect(script.getAttribute('data-colophon-categories')).toBe('analytics');
    expect(script.src).toBe('https://site.test/trackers/analytics.js'); // reads back for the code that set it
  });

  test('setAttribute("src") is intercepted the same way; a module type is kept for later', () => {
    const script = document.createElement('script');
    script.setAttribute('type', 'module');
    script.setAttribute('SRC', '//ads.example.com/pixel.js');
    expect(script.hasAttribute('src')).toBe(false);
    expect(script.getAttribute('data-colophon-type')).toBe('module');
  });

  test('unblocked and allowed URLs are set normally', () => {
    const mine = document.createElement('script');
    mine.src = 'https://site.test/main.js';
    expect(mine.getAttribute('src')).toBe('https://site.test/main.js');
    allowed.add('analytics');
    const analytics = document.createElement('script');
    analytics.src = '/trackers/analytics.js';
    expect(analytics.getAttribute('src')).toBe('/trackers/analytics.js');
  });

  test('iframes are intercepted too', () => {
    const frame = document.createElement('iframe');
    frame.src = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(frame.hasAttribute('src')).toBe(false);
    expect(frame.getAttribute('data-colophon-categories')).toBe('advertisement functional');
  });
});

describe('tags that slip through (the MutationObserver)', () => {
  test('a live blocked script added to the body is swapped for an inert copy, position recorded', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<script src="/trackers/analytics.js" id="ga" data-x="1" defer></script>';
    document.body.append(holder);
    await flush(1);
    const inert = document.getElementById('ga')!;
    expect(inert.hasAttribute('src')).toBe(false);
    expect(inert.getAttribute('type')).toBe('text/plain');
    expect(inert.getAttribute('data-colophon-position')).toBe('body');
    expect(inert.getAttribute('data-x')).toBe('1');
  });

  test('in <head> the position is head', async () => {
    document.head.insertAdjacentHTML('beforeend', '<script src="//ads.example.com/pixel.js" id="px"></script>');
    await flush(1);
    expect(document.getElementById('px')!.getAttribute('data-colophon-position')).toBe('head');
  });
});

describe('release', () => {
  function inert(id: string, src: string | null, categories: string, extra = '') {
    return `<script id="${id}" type="text/plain" ${src ? `data-colophon-src="${src}"` : ''} data-colophon-categories="${categories}" ${extra}>${src ? '' : `window.ran = (window.ran || []).concat('${id}')`}</script>`;
  }

  test('nothing is released while its category is not allowed', () => {
    document.body.innerHTML = inert('a', '/trackers/analytics.js', 'analytics');
    blocker.release();
    expect(document.getElementById('a')!.getAttribute('type')).toBe('text/plain');
  });

  test('released scripts are re-created with their attributes, one at a time in document order, each once', async () => {
    document.head.innerHTML =
      inert('a', '/trackers/analytics.js', 'analytics', 'defer data-site="x" crossorigin="anonymous"') +
      inert('b', null, 'analytics') +
      inert('c', '/trackers/analytics-2.js', 'analytics', 'async data-colophon-type="module"') +
      inert('d', '//ads.example.com/pixel.js', 'advertisement');
    allowed.add('analytics');
    blocker.release();
    blocker.release(); // a second release while the first is running restores nothing twice
    await flush(1);

    const a = document.getElementById('a') as HTMLScriptElement;
    expect(a.getAttribute('src')).toBe('/trackers/analytics.js');
    expect(a.hasAttribute('type')).toBe(false);
    expect(a.hasAttribute('data-colophon-categories')).toBe(false);
    expect([a.hasAttribute('defer'), a.hasAttribute('async'), a.dataset.site, a.getAttribute('crossorigin')]).toEqual([true, false, 'x', 'anonymous']);
    // b (inline) waits until a has loaded, so it can rely on it.
    expect(document.getElementById('b')!.getAttribute('type')).toBe('text/plain');

    a.dispatchEvent(new Event('load'));
    await flush(1);
    const b = document.getElementById('b') as HTMLScriptElement;
    expect(b.hasAttribute('type')).toBe(false);
    expect(b.text).toContain("concat('b')");
    const c = document.getElementById('c') as HTMLScriptElement;
    expect([c.getAttribute('src'), c.type, c.hasAttribute('async')]).toEqual(['/trackers/analytics-2.js', 'module', true]);
    expect(document.getElementById('d')!.getAttribute('type')).toBe('text/plain');
    expect(document.querySelectorAll('#a').length + document.querySelectorAll('#b').length + document.querySelectorAll('#c').length).toBe(3);
  });

  test('a script that fails to load does not hold up the next', async () => {
    document.head.innerHTML = inert('a', '/trackers/analytics.js', 'analytics') + inert('b', '/trackers/analytics-b.js', 'analytics');
    allowed.add('analytics');
    blocker.release();
    await flush(1);
    document.getElementById('a')!.dispatchEvent(new Event('error'));
    await flush(1);
    expect(document.getElementById('b')!.getAttribute('src')).toBe('/trackers/analytics-b.js');
  });

  test('a released iframe gets its src back; its nonce-free attributes are kept', async () => {
    document.body.innerHTML = '<iframe id="v" width="560" height="315" title="Video" data-colophon-src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-colophon-categories="advertisement functional" data-colophon-hidden=""></iframe>';
    allowed.add('advertisement').add('functional');
    blocker.release();
    await flush(1);
    const frame = document.getElementById('v')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect([frame.getAttribute('width'), frame.getAttribute('title')]).toEqual(['560', 'Video']);
    expect(frame.hasAttribute('data-colophon-hidden')).toBe(false);
  });

  test('inert markup added after the choice is released as it arrives', async () => {
    allowed.add('analytics');
    document.body.insertAdjacentHTML('beforeend', inert('late', null, 'analytics'));
    await flush(2);
    expect(document.getElementById('late')!.hasAttribute('type')).toBe(false);
  });
});

test('stop() restores document.createElement and stops watching', async () => {
  blocker.stop();
  const script = document.createElement('script');
  script.src = '/trackers/analytics.js';
  expect(script.getAttribute('src')).toBe('/trackers/analytics.js');
  blocker.start();
});
