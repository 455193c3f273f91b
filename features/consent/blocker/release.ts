/**
 * Brings inert elements back (those the server printed inert, and those the blocker made inert)
 * once all of their categories are allowed and none of their own addresses is blocked any more:
 * in document order, each exactly once, an external script awaited before the next. It comes with
 * the boots' deferred second halves (../after.ts, ../strict-after.ts), not with the boot in <head>.
 */
import type { Check } from './check';
import { CATEGORIES, INERT, TYPE, type AnyWindow } from './inert';

export interface Releaser {
  /** Restores every inert element whose categories are now all allowed. */
  release(): void;
}

export function createReleaser(check: Check, allowed: (slug: string) => boolean, win: AnyWindow = window as AnyWindow): Releaser {
  const doc = win.document;
  const queue: Element[] = [];
  let running = false;
  const setAttr = win.Element.prototype.setAttribute;
  const removeAttr = win.Element.prototype.removeAttribute;
  const createNS = win.Document.prototype.createElementNS;

  /** Queues `node` when it is inert and may now come back. */
  function enqueue(node: Element): void {
    const categories = node
      .getAttribute(CATEGORIES)!
      .split(/[\s,]+/)
      .filter(Boolean);
    if (!categories.every(allowed) || !isAllowed(node) || queue.includes(node)) return;
    queue.push(node);
    if (!running) void drain();
  }

  /** Allowed now: none of the element's own recorded URLs is blocked any more. */
  function isAllowed(node: Element): boolean {
    // A style's CSS is its address: one that claims to be inert is checked like any other.
    if (node.nodeName === 'STYLE' && check.css.blocking(node.textContent ?? '')) return false;
    for (const name of check.names(node)) {
      const value = node.getAttribute(INERT + name);
      if (value !== null && check(node, name, value)) return false;
    }
    return true;
  }

  async function drain(): Promise<void> {
    running = true;
    while (queue.length) {
      const node = queue.shift()!;
      if (!node.isConnected || !node.hasAttribute(CATEGORIES)) continue;
      const live = revive(node);
      const loaded =
        live instanceof win.HTMLScriptElement && live.src && !live.async
          ? new Promise((done) => {
              live.onload = live.onerror = done;
            })
          : null;
      if (live !== node) node.replaceWith(live);
      await loaded;
    }
    running = false;
  }

  /**
   * Scripts, iframes and styles are re-created (a script runs only once, an iframe placeholder goes
   * with the old one, a style typed text/plain is applied as new); the rest get their attributes back.
   */
  function revive(node: Element): Element {
    // (An SVG script too: its node name is `script`, and it is made again in its own namespace.)
    const recreate = /^(SCRIPT|IFRAME|STYLE|script)$/.test(node.nodeName);
    const live = recreate ? (createNS.call(doc, node.namespaceURI, node.localName) as Element) : node;
    if (recreate) {
      for (const { name, value } of node.attributes) {
        if (name !== 'type' && !name.startsWith(INERT)) setAttr.call(live, name, value);
      }
      // Browsers hide a nonce attribute once parsed; the property keeps it.
      const nonce = (node as HTMLElement).nonce;
      if (nonce) (live as HTMLElement).nonce = nonce;
    }
    const type = node.getAttribute(TYPE);
    if (recreate && type) setAttr.call(live, 'type', type);
    if (node.nodeName === 'STYLE') live.textContent = node.textContent;
    if (live instanceof win.HTMLScriptElement) {
      if (!node.hasAttribute('async')) live.async = false;
      if (!node.hasAttribute(INERT + 'src')) live.text = node.textContent ?? '';
    }
    for (const name of check.names(node)) {
      const value = node.getAttribute(INERT + name);
      if (value !== null) setAttr.call(live, name, value);
    }
    for (const name of [...live.getAttributeNames()]) if (name.startsWith(INERT)) removeAttr.call(live, name);
    return live;
  }

  return {
    release() {
      doc.querySelectorAll(`[${CATEGORIES}]`).forEach(enqueue);
    },
  };
}

/**
 * Calls `arrived` whenever page code adds an element that is, or holds, an inert one (a popup's
 * content, a listing page loaded later, an owner's snippet), so it comes back as it arrives once
 * its categories are allowed.
 */
export function watchArrivals(arrived: () => void, win: AnyWindow = window as AnyWindow): void {
  const selector = `[${CATEGORIES}]`;
  new win.MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && ((node as Element).matches(selector) || (node as Element).querySelector(selector))) return arrived();
  }).observe(win.document.documentElement, { childList: true, subtree: true });
}
