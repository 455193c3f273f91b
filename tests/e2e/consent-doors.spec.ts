/**
 * No side doors: before consent, every way a page's code or its HTML can make a request to a
 * blocked provider is tried on a real page, and the network log shows none; after consent each tag
 * in the page runs exactly once. And with the page config unreadable, nothing third-party runs.
 * (Every test here, like every other, also fails on a Content Security Policy violation: the demo
 * serves script-src 'self' 'nonce-…'.)
 */
import type { Page, Request } from '@playwright/test';
import { expect, posts, settled, test } from './fixtures';

const MATRIX = '/fixtures/privacy-matrix/';
/** Requests to the matrix's blocked providers (matched in the settings as `/Colophon/Demo/Trackers/Matrix.js?v=1`, `/Demo-Tracker/Beacon?utm=x` and `/demo-video/embed/`). */
const blocked = (requests: Request[]) =>
  requests.map((r) => r.url()).filter((url) => /\/trackers\/matrix\.js|\/demo-tracker\/beacon|\/demo-video\/embed\//i.test(asServed(url)));
/** A request's path as the server reads it: decoded once, repeated slashes as one, `x/..` resolved. */
function asServed(url: string): string {
  let path = new URL(url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the path as it is
  }
  path = path.replace(/\/{2,}/g, '/');
  while (/\/[^/]+\/\.\.(\/|$)/.test(path)) path = path.replace(/\/[^/]+\/\.\.(\/|$)/, '/');
  return path;
}
const runs = (page: Page) => page.evaluate(() => (window as unknown as { colophonDemo: { runs: string[] } }).colophonDemo.runs);

/** Every way page code can start a request, each marked with its name in the URL. */
function tryEveryDoor() {
  const script = '/wp-content/plugins/colophon/demo/trackers/matrix.js?from=';
  const beacon = '/demo-tracker/beacon?from=';
  const doors: Record<string, () => unknown> = {
    createElementNS: () => {
      const s = document.createElementNS('http://www.w3.org/1999/xhtml', 'script') as HTMLScriptElement;
      s.src = script + 'createElementNS';
      document.head.append(s);
    },
    'createElement.call': () => {
      const s = Document.prototype.createElement.call(document, 'script') as HTMLScriptElement;
      s.src = script + 'createElement-call';
      document.head.appendChild(s);
    },
    'another document': () => {
      const other = document.implementation.createHTMLDocument('');
      const s = other.createElement('script');
      s.src = script + 'other-document';
      document.body.appendChild(document.adoptNode(s));
    },
    'a frame’s realm': () => {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      document.body.append(frame);
      const s = frame.contentDocument!.createElement('script');
      s.src = script + 'frame-realm';
      document.head.append(s);
    },
    setAttributeNS: () => {
      const s = document.createElement('script');
      s.setAttributeNS(null, 'src', script + 'setAttributeNS');
      document.head.append(s);
    },
    setAttributeNode: () => {
      const s = document.createElement('script');
      const attr = document.createAttribute('src');
      attr.value = script + 'setAttributeNode';
      s.setAttributeNode(attr);
      document.head.append(s);
    },
    'attributes.setNamedItem': () => {
      const s = document.createElement('script');
      const attr = document.createAttribute('src');
      attr.value = script + 'setNamedItem';
      s.attributes.setNamedItem(attr);
      document.head.append(s);
    },
    'an attribute node’s value': () => {
      const s = document.createElement('script');
      s.setAttribute('src', '/wp-content/plugins/colophon/dist/none.js'); // allowed everywhere: Colophon's own
      s.getAttributeNode('src')!.value = script + 'attr-value';
      document.head.append(s);
    },
    cloneNode: () => {
      const s = document.createElement('script');
      s.src = script + 'clone';
      document.head.append(s.cloneNode(true));
    },
    'innerHTML iframe': () => {
      const box = document.createElement('div');
      box.innerHTML = '<iframe src="/demo-video/embed/innerHTML01" width="320" height="180"></iframe>';
      document.body.append(box);
    },
    'insertAdjacentHTML image': () => document.body.insertAdjacentHTML('beforeend', `<img src="${beacon}insertAdjacentHTML" alt="">`),
    'new Image()': () => {
      new Image().src = beacon + 'image';
    },
    srcset: () => {
      const img = document.createElement('img');
      img.srcset = `${beacon}srcset 2x`;
      document.body.append(img);
    },
    'link rel=preload': () => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = script + 'preload';
      document.head.append(link);
    },
    'a percent-encoded path': () => {
      const s = document.createElement('script');
      s.src = script.replace('matrix', '%6datrix') + 'percent-encoded';
      document.head.append(s);
    },
    'repeated slashes': () => {
      const frame = document.createElement('iframe');
      frame.src = '/demo-video//embed/repeated-slashes';
      document.body.append(frame);
    },
    'an encoded dot segment': () => {
      new Image().src = '/demo-tracker/x/%2e%2e/beacon?from=dot-segment';
    },
    'an SVG image': () => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      const image = document.createElementNS('http://www.w3.org/2000/svg', 'image');
      image.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', beacon + 'svg-image');
      svg.append(image);
      document.body.append(svg);
    },
    'input type=image': () => {
      const input = document.createElement('input');
      input.type = 'image';
      input.src = beacon + 'input-image';
      document.body.append(input);
    },
    'new Audio(url)': () => new Audio(beacon + 'audio'),
    'a frame made by a string, reached as window[n]': () => {
      const box = document.createElement('div');
      document.body.append(box);
      box.innerHTML = '<iframe hidden></iframe>';
      const frame = window[window.length - 1] as Window & typeof globalThis;
      void frame.fetch(beacon + 'frame-fetch').catch(() => 'refused');
      new frame.Image().src = beacon + 'frame-image';
      frame.navigator.sendBeacon(beacon + 'frame-sendBeacon');
      const own = frame.document.createElement('script');
      own.src = script + 'frame-own-document';
      frame.document.head.append(own);
    },
    'a setter and setAttribute from a frame, on this page': () => {
      document.body.insertAdjacentHTML('beforeend', '<iframe hidden></iframe>');
      const frame = window[window.length - 1] as Window & typeof globalThis;
      const first = document.createElement('script');
      Object.getOwnPropertyDescriptor(frame.HTMLScriptElement.prototype, 'src')!.set!.call(first, script + 'frame-setter');
      document.head.append(first);
      const second = document.createElement('script');
      frame.Element.prototype.setAttribute.call(second, 'src', script + 'frame-setAttribute');
      document.head.append(second);
    },
    'document.write cut inside a tag, in a frame': () => {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      document.body.append(frame);
      const inner = frame.contentDocument!;
      inner.open();
      inner.write('<im');
      inner.write(`g src="${beacon}split-write" alt="">`);
      inner.close();
    },
    'a string that claims to be handled': () =>
      document.body.insertAdjacentHTML('beforeend', `<img data-colophon-categories="necessary" src="${beacon}trusted-attribute" alt="">`),
    'a declarative shadow root (setHTMLUnsafe)': () => {
      const host = document.createElement('div');
      document.body.append(host);
      host.setHTMLUnsafe(`<div><template shadowrootmode="open"><img src="${beacon}shadow-root" alt=""></template></div>`);
    },
    'Document.parseHTMLUnsafe': () => {
      const parsed = (Document as unknown as { parseHTMLUnsafe(html: string): Document }).parseHTMLUnsafe(
        `<div id="parsed"><template shadowrootmode="open"><img src="${beacon}parse-unsafe" alt=""></template></div>`,
      );
      document.body.append(document.adoptNode(parsed.getElementById('parsed')!));
    },
    "execCommand('insertHTML')": () => {
      const editor = document.createElement('div');
      editor.contentEditable = 'true';
      document.body.append(editor);
      editor.focus();
      document.execCommand('insertHTML', false, `<img src="${beacon}exec-command" alt="">`);
    },
    'meta refresh in srcdoc': () => {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.srcdoc = '<meta http-equiv="refresh" content="0;url=/demo-video/embed/meta-refresh">';
      document.body.append(frame);
    },
    'a link’s ping': () => {
      const sink = document.createElement('iframe');
      sink.name = 'ping-sink';
      sink.hidden = true;
      document.body.append(sink);
      const link = document.createElement('a');
      link.href = '/robots.txt';
      link.target = 'ping-sink';
      link.ping = beacon + 'ping';
      document.body.append(link);
      link.click();
    },
    'a form sent into a hidden frame': () => {
      const sink = document.createElement('iframe');
      sink.name = 'form-sink';
      sink.hidden = true;
      document.body.append(sink);
      for (const how of ['submit', 'requestSubmit'] as const) {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = beacon + 'form-' + how;
        form.target = 'form-sink';
        document.body.append(form);
        form[how]();
      }
    },
    'a Request whose url getter lies': () => {
      class Lying extends Request {
        override get url() {
          return '/harmless';
        }
      }
      return fetch(new Lying(beacon + 'lying-request')).catch(() => 'refused');
    },
    'a URL object whose toString changes': () => {
      let calls = 0;
      const shifty = { toString: () => (calls++ ? beacon + 'to-string' : '/harmless') };
      void fetch(shifty as unknown as string).catch(() => 'refused');
      calls = 0;
      const xhr = new XMLHttpRequest();
      xhr.open('GET', shifty as unknown as string);
      xhr.send();
    },
    'WebSocket, EventSource, workers': () => {
      const refused: string[] = [];
      const attempts: Array<[string, () => unknown]> = [
        ['WebSocket', () => new WebSocket(`ws://${location.host}/demo-tracker/beacon?from=websocket`)],
        ['EventSource', () => new EventSource(beacon + 'event-source')],
        ['Worker', () => new Worker(script + 'worker')],
        ['SharedWorker', () => new SharedWorker(script + 'shared-worker')],
      ].filter(([name]) => name in window);
      for (const [name, attempt] of attempts) {
        try {
          attempt();
        } catch (error) {
          if ((error as DOMException).name === 'SecurityError') refused.push(name);
        }
      }
      void navigator.serviceWorker?.register(script + 'service-worker').catch(() => refused.push('serviceWorker'));
      const open = attempts.map(([name]) => name).filter((name) => !refused.includes(name));
      if (open.length) throw new Error(`not refused: ${open.join()}`);
    },
    'an inline style (setAttribute)': () => {
      const box = document.createElement('div');
      box.setAttribute('style', `width:10px;height:10px;background-image:url(${beacon}css-attribute)`);
      document.body.append(box);
    },
    'a style property, setProperty, cssText': () => {
      const box = document.createElement('div');
      box.style.cssText = 'width:10px;height:10px';
      box.style.backgroundImage = `url(${beacon}css-property)`;
      box.style.setProperty('border-image', `url(${beacon}css-setProperty) 30`);
      box.style.cssText += `;list-style-image:url(${beacon}css-cssText)`;
      document.body.append(box);
    },
    'a <style>, @import, escapes, insertRule, FontFace': () => {
      const style = document.createElement('style');
      style.textContent = `@import "${beacon}css-import"; .door-css { width:10px; height:10px; background: url(${beacon}css-style) }`;
      document.head.append(style);
      const escaped = document.createElement('style');
      escaped.append(document.createTextNode(`.door-css-2 { width:10px; height:10px; background: \\75 rl(${beacon}css-escaped) }`));
      document.head.append(escaped);
      style.sheet!.insertRule(`.door-css-3 { width:10px; height:10px; background: url(${beacon}css-rule) }`, style.sheet!.cssRules.length);
      const boxes = document.createElement('div');
      boxes.innerHTML = '<div class="door-css"></div><div class="door-css-2"></div><div class="door-css-3"></div>';
      document.body.append(boxes);
      void new FontFace('Door', `url(${beacon}css-font)`).load().catch(() => 'refused');
    },
    sendBeacon: () => navigator.sendBeacon(beacon + 'sendBeacon', 'x'),
    fetch: () => fetch(beacon + 'fetch').catch(() => 'refused'),
    XMLHttpRequest: () => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', beacon + 'xhr');
      xhr.send();
    },
  };
  const failures: string[] = [];
  for (const [name, door] of Object.entries(doors)) {
    try {
      door();
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  return failures;
}

test('before consent, no way of loading a blocked provider sends a request; after "Accept all" each tag in the page runs exactly once', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto(MATRIX);
  await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
  expect(await page.evaluate(tryEveryDoor)).toEqual([]);
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(blocked(requests)).toEqual([]);
  // The page shows what it holds, honestly: every blocked tag is inert, none carries a live URL.
  expect(await page.locator('[data-colophon-categories]').count()).toBeGreaterThanOrEqual(16);
  expect(
    await page
      .locator(
        'script[src*="trackers/matrix" i], iframe[src*="/demo-video/embed/"], img[src*="/demo-tracker/beacon" i], img[srcset*="/demo-tracker/beacon" i], link[href*="trackers/matrix" i]',
      )
      .count(),
  ).toBe(0);
  expect((await runs(page)).filter((run) => run.startsWith('matrix:'))).toEqual([]);

  await page.getByRole('button', { name: 'Accept all' }).first().click();
  const expected = [
    'server-unquoted',
    'server-upper',
    'server-entities',
    'createElementNS',
    'createElement-call',
    'other-document',
    'frame-realm',
    'setAttributeNS',
    'setAttributeNode',
    'setNamedItem',
    'attr-value',
    'clone',
    'percent-encoded',
    'frame-setter',
    'frame-setAttribute',
  ];
  await expect.poll(async () => (await runs(page)).filter((run) => run.startsWith('matrix:')).length).toBe(expected.length);
  await page.waitForLoadState('networkidle');
  const ran = (await runs(page)).filter((run) => run.startsWith('matrix:')).map((run) => run.slice('matrix:'.length));
  expect([...ran].sort()).toEqual([...expected].sort());
  const count = (pattern: RegExp) => requests.filter((r) => pattern.test(asServed(r.url()) + new URL(r.url()).search)).length;
  for (const from of [...expected, 'preload']) expect(count(new RegExp(`matrix\\.js\\?from=${from}$`, 'i')), from).toBe(1);
  for (const from of ['server-img', 'insertAdjacentHTML', 'srcset', 'svg-image', 'input-image', 'trusted-attribute', 'css-attribute'])
    expect(count(new RegExp(`beacon\\?from=${from}`)), from).toBe(1);
  expect(count(/\/demo-video\/embed\/srvUnquoted/)).toBe(1);
  expect(count(/\/demo-video\/embed\/innerHTML01/)).toBe(1);
  // Its own address, as written (the server may answer it with a redirect to the tidy one).
  expect(requests.filter((r) => r.url().includes('/demo-video//embed/repeated-slashes')).length).toBe(1);
  // What was refused before consent was dropped, never queued and sent later.
  const refused = [
    'image',
    'sendBeacon',
    'fetch',
    'xhr',
    'dot-segment',
    'audio',
    'frame-fetch',
    'frame-image',
    'frame-sendBeacon',
    'lying-request',
    'to-string',
  ];
  const css = ['css-property', 'css-setProperty', 'css-cssText', 'css-import', 'css-style', 'css-escaped', 'css-rule', 'css-font'];
  for (const from of [...refused, ...css, 'websocket', 'event-source', 'form-submit', 'form-requestSubmit'])
    expect(count(new RegExp(`beacon\\?from=${from}$`)), from).toBe(0);
});

test('the same doors stay shut for a visitor who rejected everything, on this page and after a reload', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto(MATRIX);
  await page.getByRole('button', { name: 'Reject all' }).first().click();
  expect(await page.evaluate(tryEveryDoor)).toEqual([]);
  await page.reload();
  expect(await page.evaluate(tryEveryDoor)).toEqual([]);
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(blocked(requests)).toEqual([]);
});

test('with the page config unreadable, consent fails closed: no banner, all denied, and nothing third-party runs, the rest of the page does', async ({
  visit,
  baseURL,
}) => {
  const { page, requests, consoleErrors } = visit;
  // Something between WordPress and the browser (an optimiser, a broken cache) mangled the config.
  await page.route(/\/(how-to-price-your-first-ebook|privacy-matrix)\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<script[^>]*id="colophon-config"[^>]*>)[\s\S]*?(<\/script>)/, '$1{"urls":{"ajax": broken$2');
    await route.fulfill({ response, body: html });
  });
  await page.goto(posts.pricing);
  await expect(page.locator('button[data-type="like"]')).toBeEnabled(); // Colophon's own widgets still run
  expect(consoleErrors.join('\n')).toContain(
    '[colophon] consent: the page config (script#colophon-config) is missing or not valid JSON, so every request to another site stays blocked.',
  );
  await expect(page.locator('#colophon-consent > *').filter({ visible: true })).toHaveCount(0);
  const defaults = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => Object.prototype.toString.call(e) === '[object Arguments]').map((e) => [...(e as unknown as unknown[])]),
  );
  expect(defaults).toEqual([
    [
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', functionality_storage: 'denied', security_storage: 'granted' }),
    ],
  ]);

  // Page code reaching other sites (another origin: this site under its other host name), by every kind of request.
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.evaluate((origin) => {
    new Image().src = `${origin}/demo-tracker/collect?from=fail-closed-image`;
    navigator.sendBeacon(`${origin}/demo-tracker/collect?from=fail-closed-beacon`);
    void fetch(`${origin}/demo-tracker/collect?from=fail-closed-fetch`).catch(() => undefined);
    const frame = document.createElement('iframe');
    frame.src = `${origin}/demo-video/embed/failClosed1`;
    document.body.append(frame);
  }, other);
  await page.goto(MATRIX);
  // An event stream to this site is one of its API calls, which fail-closed lets through.
  expect(await page.evaluate(tryEveryDoor)).toEqual(['WebSocket, EventSource, workers: not refused: EventSource']);
  await page.waitForLoadState('networkidle');
  await settled(page);
  // What fail-closed promises: nothing to another origin; no script or frame that page code added
  // (this site's images, preloads and API calls cannot be told apart from its own without the
  // config, and go through: a preloaded script is fetched, never run); nothing the server printed inert.
  const held = /\/trackers\/(analytics|pixel)\.js|matrix\.js\?from=(?!preload$)|\/demo-video\/embed\/|collect\?from=(analytics|pixel)|beacon\?from=server-img/i;
  const thirdParty = requests.map((r) => r.url()).filter((url) => url.startsWith(other) || held.test(url));
  expect(thirdParty).toEqual([]);
  expect(await runs(page)).toEqual(['tag-manager.js']); // the tag manager ran; the pixel it injected, and every matrix script, did not
});
