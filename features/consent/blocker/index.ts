/**
 * Blocks what configured providers load until all of their categories are allowed, at the level of
 * the platform's own prototypes, so no way page code can start a request slips past. Each surface is
 * a module beside this one (url-properties, attributes, insertion, html-strings, frames, network);
 * this one keeps a blocked element inert in place (its URL only in `data-colophon-{attribute}`, its
 * categories in `data-colophon-categories`, scripts typed `text/plain`) and marks a tag the HTML
 * had before the blocker could act `data-colophon-late`. Bringing inert elements back is the
 * releaser's (./release.ts), which comes with the boot's deferred second half (../after.ts), as in
 * strict mode: a stored choice releases what the server printed inert once the document is parsed.
 * Closures, not classes: this ships in the synchronous head script, and local names minify where
 * property names do not. More in docs/consent-and-privacy.md.
 */
import type { Matcher } from '../providers';
import { patchAttributes } from './attributes';
import { createCheck, namesOf, type Check } from './check';
import { patchCss } from './css';
import { patchFrames } from './frames';
import { patchHtmlStrings } from './html-strings';
import { CATEGORIES, INERT, LATE, TEXT, TYPE, type AnyWindow } from './inert';
import { patchInsertion } from './insertion';
import { patchNavigations } from './navigations';
import { patchNetwork } from './network';
import { TRACKED, TRACKED_TAG, URL_ATTRIBUTES } from './url-attributes';
import { patchUrlProperties } from './url-properties';

export interface Blocker {
  /** The categories still blocking `url`, or null when nothing blocks it. */
  blocking: Matcher;
  /** The same rules per attribute and for CSS: what the releaser asks before it brings an element back. */
  check: Check;
  /**
   * Installs the interception (in this window and, as the page reaches them, its same-origin
   * frames) and, with `watch`, a MutationObserver for tags in the HTML itself. Once per window:
   * a second call installs nothing more.
   */
  start(watch?: boolean): void;
}

/** @param blocking which URLs are blocked now (../providers.ts) */
export function createBlocker(blocking: Matcher, win: AnyWindow = window as AnyWindow): Blocker {
  const doc = win.document;
  const patched = new WeakSet<object>();
  // Originals from the top window, used for everything this module writes itself.
  const setAttr = win.Element.prototype.setAttribute;
  const removeAttr = win.Element.prototype.removeAttribute;
  const create = win.Document.prototype.createElement;
  const templateHtml = Object.getOwnPropertyDescriptor(win.Element.prototype, 'innerHTML')!;

  const check = createCheck(blocking);
  const css = check.css;

  /** Records `value` as the inert form of attribute `name`: what a later release puts back. */
  function markInert(element: Element, name: string, value: string, categories: string[]): void {
    const written = name.toLowerCase();
    const lower = written.replace(/^xlink:/, '');
    setAttr.call(element, INERT + lower, value);
    // Added to what the element already says, never replaced by it: the page may have written that.
    const before = element.getAttribute(CATEGORIES)?.split(/[\s,]+/) ?? [];
    setAttr.call(element, CATEGORIES, [...new Set([...categories, ...before])].filter(Boolean).join(' '));
    if (element.nodeName === 'SCRIPT' && lower === 'src') {
      const type = element.getAttribute('type');
      if (type && type !== TEXT) setAttr.call(element, TYPE, type);
      setAttr.call(element, 'type', TEXT);
    }
    if (element.hasAttribute(written)) removeAttr.call(element, written);
    if (element.hasAttribute(lower)) removeAttr.call(element, lower);
  }

  /** Intercepts setting `value`: true when it was made inert instead. */
  function intercept(element: Element, name: string, value: unknown): boolean {
    const categories = check(element, name, String(value));
    if (categories) markInert(element, name, String(value), categories);
    return !!categories;
  }

  /** Makes every element in `node` (itself included) inert where a URL attribute it carries is blocked. */
  function inspect(node: Node, late = false, parent?: Node, deep = true): void {
    // The common case, first and cheap: an element that fetches nothing and holds no other element
    // (the parser adds most elements this way, one at a time, before their children).
    if (node.nodeType === 3) {
      // Text entering a <style> is its CSS.
      if (parent?.nodeName === 'STYLE' || parent?.parentNode?.nodeName === 'STYLE') (node as Text).data = css.clean((node as Text).data);
      return;
    }
    if (node.nodeType === 1 && (!deep || !(node as Element).firstElementChild)) {
      // The element alone: a few lookups, no selector matching (the parser's case, hundreds a page).
      const element = node as Element;
      if (URL_ATTRIBUTES[element.nodeName] || element.nodeName === 'STYLE' || element.hasAttribute('style')) visit(element, late);
      return;
    }
    if (!(node instanceof win.Node) && !('querySelectorAll' in node)) return;
    const root = node as Element | DocumentFragment;
    const found = root.nodeType === 1 && (root as Element).matches(TRACKED) ? [root as Element] : [];
    if (root.firstChild) found.push(...root.querySelectorAll(TRACKED));
    for (const element of found) visit(element, late);
    // A template's content is a fragment of its own that selectors do not reach: nested templates
    // (a declarative shadow root among them) are inspected one by one.
    if (root.firstChild) for (const template of root.querySelectorAll('template')) inspect((template as HTMLTemplateElement).content, late);
  }

  /** One element: its blocked addresses made inert (or, parsed late, neutralised). */
  function visit(element: Element, late: boolean): void {
    // (An inert one, typed text/plain by the server, is applied by no browser: its CSS waits as it is.)
    if (element.nodeName === 'STYLE' && !element.hasAttribute(CATEGORIES)) {
      const text = element.textContent ?? '';
      const cleaned = css.clean(text);
      if (cleaned !== text) element.textContent = cleaned;
    }
    for (const name of namesOf(element)) {
      const value = element.getAttribute(name);
      // A live URL counts whatever the element claims: `data-colophon-categories` in a string the
      // page wrote is not a sign that the blocker saw it.
      if (value === null) continue;
      const categories = check(element, name, value);
      if (!categories) continue;
      // (Late, the whole tag is neutralised at once: its other addresses go with it.)
      if (late) return neutraliseLate(element, categories);
      markInert(element, name, value, categories);
    }
  }

  /** A parser-inserted tag the server did not make inert: stop what can still be stopped, marked late (said by ./late.ts). */
  function neutraliseLate(live: Element, categories: string[]): void {
    // The copy first, with the tag's own type, which markInert keeps for its release.
    const inert = live.cloneNode(true) as Element;
    if (live.nodeName === 'SCRIPT') setAttr.call(live, 'type', 'javascript/blocked'); // before the parser prepares it
    for (const name of namesOf(live)) {
      const value = live.getAttribute(name);
      if (value !== null) markInert(inert, name, value, categories);
    }
    setAttr.call(inert, LATE, '');
    setAttr.call(inert, 'data-colophon-position', live.closest('head') ? 'head' : 'body');
    live.replaceWith(inert);
  }

  /** An HTML string with every blocked element in it made inert. */
  function inertHtml(html: string): string {
    if (!TRACKED_TAG.test(html)) return html;
    const template = create.call(doc, 'template') as HTMLTemplateElement;
    templateHtml.set!.call(template, html);
    inspect(template.content);
    return templateHtml.get!.call(template) as string;
  }

  /** Installs the interception in one window (the page, or a same-origin frame it reached). */
  function install(w: AnyWindow): void {
    // By document: a frame that navigates keeps its window object but has new prototypes.
    if (patched.has(w.document)) return;
    patched.add(w.document);
    const reachFrames = patchFrames(w, install);
    patchUrlProperties(w, intercept);
    patchAttributes(w, intercept);
    patchInsertion(w, inspect, reachFrames);
    patchHtmlStrings(w, inspect, inertHtml, reachFrames);
    patchNetwork(w, blocking);
    patchNavigations(w, blocking);
    patchCss(w, css);
  }

  return {
    blocking,
    check,
    start(watch = true) {
      install(win);
      if (watch)
        new win.MutationObserver((records) => {
          // The parser adds each element on its own, so an element whose first child is also in
          // this batch is checked alone (its children are in the batch too): scanning its subtree
          // as well would check the same elements again, once per ancestor. Only elements are
          // kept: about half of what the parser adds is the text between tags.
          const added = new Set<Node>();
          for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) added.add(node);
          for (const node of added) inspect(node, true, undefined, !added.has((node as Element).firstElementChild!));
        }).observe(doc.documentElement, { childList: true, subtree: true });
    },
  };
}
