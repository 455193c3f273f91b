/**
 * Blocks scripts and iframes of configured providers until all of their categories are allowed.
 *
 * A blocked element is kept *inert, in place*: `src` moved to `data-colophon-src`, scripts typed
 * `text/plain` (the original type in `data-colophon-type`), its categories in
 * `data-colophon-categories` and its position (head or body) in `data-colophon-position`. PHP
 * prints known tags this way already, so no request leaves the browser; tags added later are caught
 * by a patched `document.createElement` (before their src is set) and, as a last resort, by a
 * MutationObserver. Released elements are re-created, attributes kept (async, defer, type, nonce,
 * data-*), one at a time in document order, each exactly once.
 *
 * (Closures rather than a class: this ships in the synchronous head script, where every byte
 * counts, and local names minify while property names do not.)
 */
import type { ProviderConfig } from './config';

const ATTR = 'data-colophon-categories';
const SRC = 'data-colophon-src';
const TYPE = 'data-colophon-type';
const TEXT = 'text/plain';

export interface Blocker {
  /** The categories of the provider that still blocks `url`, or null when nothing blocks it. */
  blocking(url: string): string[] | null;
  start(): void;
  stop(): void;
  /** Restores every inert element whose categories are now all allowed. */
  release(): void;
}

/** A provider pattern is a path (`/wp-content/…`) or host + path (`youtube.com/embed`), scheme and www. ignored. */
const normalise = (pattern: string): [isPath: boolean, want: string] => {
  const bare = pattern.trim().replace(/^[a-z]+:/i, '');
  return /^\/(?!\/)/.test(bare) ? [true, bare] : [false, bare.replace(/^\/\//, '').replace(/^www\./i, '')];
};

export function createBlocker(providers: ProviderConfig[], allowed: (slug: string) => boolean, doc: Document = document): Blocker {
  const create = doc.createElement;
  const queue: Element[] = [];
  let running = false;
  let observer: MutationObserver | undefined;

  function blocking(url: string): string[] | null {
    let parsed: URL;
    try {
      parsed = new URL(url, doc.baseURI);
    } catch {
      return null;
    }
    if (!/^https?:$/.test(parsed.protocol)) return null;
    const hostPath = parsed.host.replace(/^www\./, '') + parsed.pathname;
    for (const { url: pattern, fullPath, categories } of providers) {
      const [isPath, want] = normalise(pattern);
      const have = isPath ? parsed.pathname : hostPath;
      if ((fullPath ? have === want : have.includes(want)) && !categories.every(allowed)) return categories;
    }
    return null;
  }

  function markInert(element: Element, url: string, categories: string[], set: Element['setAttribute'] = element.setAttribute): void {
    set.call(element, SRC, url);
    set.call(element, ATTR, categories.join(' '));
    if (element instanceof HTMLScriptElement) {
      const type = element.getAttribute('type');
      if (type && type !== TEXT) set.call(element, TYPE, type);
      set.call(element, 'type', TEXT);
    }
  }

  /** Intercepts `src` on elements the page creates, before any request can start. */
  function guard(element: HTMLScriptElement | HTMLIFrameElement): void {
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'src')!;
    const setAttribute = element.setAttribute;
    const intercept = (url: string): boolean => {
      const categories = blocking(url);
      if (categories) markInert(element, url, categories, setAttribute);
      return !!categories;
    };
    Object.defineProperty(element, 'src', {
      configurable: true,
      get: () => element.getAttribute(SRC) ?? descriptor.get!.call(element),
      set: (url: string) => intercept(String(url)) || descriptor.set!.call(element, url),
    });
    element.setAttribute = (name: string, value: string) => {
      if (name.toLowerCase() !== 'src' || !intercept(String(value))) setAttribute.call(element, name, value);
    };
  }

  /** A live element that slipped through (hard-coded in a template): swap in an inert copy. */
  function neutralise(live: Element, src: string, categories: string[]): void {
    const script = live instanceof HTMLScriptElement;
    const type = live.getAttribute('type');
    if (script) live.setAttribute('type', 'javascript/blocked'); // before the parser prepares it
    const inert = live.cloneNode(true) as Element;
    inert.removeAttribute('src');
    if (script) type ? inert.setAttribute('type', type) : inert.removeAttribute('type');
    markInert(inert, src, categories);
    inert.setAttribute('data-colophon-position', live.closest('head') ? 'head' : 'body');
    live.replaceWith(inert);
  }

  function inspect(node: Element): void {
    const selector = `script,iframe,[${ATTR}]`;
    const found = node.matches(selector) ? [node] : [];
    if (node.firstElementChild) found.push(...node.querySelectorAll(selector));
    for (const element of found) {
      const src = element.getAttribute('src');
      const categories = src && !element.hasAttribute(ATTR) ? blocking(src) : null;
      if (categories) neutralise(element, src!, categories);
      else if (element.hasAttribute(ATTR)) enqueue(element);
    }
  }

  function enqueue(node: Element): void {
    const categories = node.getAttribute(ATTR)!.split(/[\s,]+/).filter(Boolean);
    if (!categories.every(allowed) || queue.includes(node)) return;
    queue.push(node);
    if (!running) void drain();
  }

  /** One element at a time: an external script is awaited before the next, so order holds. */
  async function drain(): Promise<void> {
    running = true;
    while (queue.length) {
      const node = queue.shift()!;
      if (!node.isConnected || !node.hasAttribute(ATTR)) continue;
      const live = revive(node);
      const loaded =
        live instanceof HTMLScriptElement && live.src && !live.async
          ? new Promise((done) => {
              live.onload = live.onerror = done;
            })
          : null;
      node.replaceWith(live);
      await loaded;
    }
    running = false;
  }

  function revive(node: Element): Element {
    const live = create.call(doc, node.localName);
    for (const { name, value } of node.attributes) {
      if (name !== 'type' && name !== 'src' && !name.startsWith('data-colophon-')) live.setAttribute(name, value);
    }
    // Browsers hide a nonce attribute once parsed; the property keeps it.
    const nonce = (node as HTMLElement).nonce;
    if (nonce) (live as HTMLElement).nonce = nonce;
    const src = node.getAttribute(SRC);
    if (live instanceof HTMLScriptElement) {
      const type = node.getAttribute(TYPE);
      if (type) live.type = type;
      if (!node.hasAttribute('async')) live.async = false;
      if (src) live.src = src;
      else live.text = node.textContent ?? '';
    } else if (src) live.setAttribute('src', src);
    return live;
  }

  return {
    blocking,
    start() {
      doc.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
        const element = create.call(this, tag, options);
        if (element instanceof HTMLScriptElement || element instanceof HTMLIFrameElement) guard(element);
        return element;
      } as Document['createElement'];
      observer = new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) inspect(node);
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      doc.createElement = create;
    },
    release() {
      doc.querySelectorAll(`[${ATTR}]`).forEach(enqueue);
    },
  };
}
