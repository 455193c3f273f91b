/**
 * CSS: a `url()` or `@import` of a blocked provider, in an inline style (held inert like a URL
 * attribute, by the caller), a style property or `cssText`, a `<style>` element's text, a rule
 * or sheet built in script, or a `FontFace` source. CSS escapes are read as the CSS parser reads
 * them (`\75 rl(` is `url(`), so an escaped address is caught too. What is refused is rewritten
 * to `none` (no image; an `@import none` or a source list with it is dropped as invalid): no
 * request, and no policy violation either, as an `about:` address would cause.
 */
import type { Matcher } from '../providers';
import { accessor, proto, wrap } from './patcher';

const IN_CSS = /url\(\s*(['"]?)([^'")]*)\1\s*\)|@import\s+(['"])([^'"]*)\3/gi;

/** CSS with its escapes read, for matching. */
const unescaped = (css: string): string =>
  css.includes('\\')
    ? css.replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_, hex: string | undefined, char: string | undefined) =>
        hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)) : char!,
      )
    : css;

export interface Css {
  /** Categories blocking an address `css` loads, or null. */
  blocking(css: string): string[] | null;
  /** `css` without the addresses that are blocked now. */
  clean(css: string): string;
}

const urlOf = (match: RegExpExecArray | string[]) => (match[2] ?? match[4])!;

/** The addresses CSS loads (`url()`, `@import`), its escapes read, as the blocker reads them (the site scan lists them). */
export const cssAddresses = (css: string): string[] => [...unescaped(css).matchAll(IN_CSS)].map(urlOf);

export function cssRules(blocking: Matcher): Css {
  const found = (css: string): string[] | null => {
    if (!/url|@import|\\/i.test(css)) return null;
    for (const match of unescaped(css).matchAll(IN_CSS)) {
      const categories = blocking(urlOf(match), 'fetch');
      if (categories) return categories;
    }
    return null;
  };
  return {
    blocking: found,
    clean: (css) =>
      found(css)
        ? unescaped(css).replace(IN_CSS, (...match: string[]) => (blocking(urlOf(match), 'fetch') ? (match[3] ? '@import none' : 'none') : match[0]!))
        : css,
  };
}

/** Style properties that can load something, by their camel-case or dashed name. */
const LOADS = /^(background|border-?image|list-?style|content|cursor|mask|webkit-?mask|shape-?outside|filter|css-?text)/i;

export function patchCss(w: Window, css: Css): void {
  const declaration = proto(w, 'CSSStyleDeclaration');
  wrap(
    declaration,
    'setProperty',
    (original) =>
      function (this: CSSStyleDeclaration, name: string, value: unknown, priority?: string) {
        return original.call(this, name, value == null ? value : css.clean(String(value)), priority);
      },
  );
  for (const name of declaration ? Object.getOwnPropertyNames(declaration) : []) {
    if (!LOADS.test(name)) continue;
    accessor(declaration, name, (d) => ({
      set(this: CSSStyleDeclaration, value: unknown) {
        d.set!.call(this, value == null ? value : css.clean(String(value)));
      },
    }));
  }
  for (const [owner, methods] of [
    ['CSSStyleSheet', ['insertRule', 'addRule', 'replace', 'replaceSync']],
    ['CSSGroupingRule', ['insertRule']],
  ] as const) {
    for (const method of methods) {
      wrap(
        proto(w, owner),
        method,
        (original) =>
          function (this: object, ...args: unknown[]) {
            // addRule(selector, style): the style is the second argument; the others take CSS first.
            const at = method === 'addRule' ? 1 : 0;
            if (typeof args[at] === 'string') args[at] = css.clean(args[at] as string);
            return original.apply(this, args);
          },
      );
    }
  }
  // A <style>'s text, however it is set.
  for (const [owner, name] of [
    ['Node', 'textContent'],
    ['HTMLElement', 'innerText'],
    ['Element', 'innerHTML'],
    ['CharacterData', 'data'],
    ['Node', 'nodeValue'],
  ] as const) {
    accessor(proto(w, owner), name, (d) => ({
      set(this: Node, value: unknown) {
        const style = this.nodeName === 'STYLE' || this.parentNode?.nodeName === 'STYLE';
        d.set!.call(this, style && value != null ? css.clean(String(value)) : value);
      },
    }));
  }
  const FontFace = (w as unknown as { FontFace?: new (...args: unknown[]) => object }).FontFace;
  if (FontFace)
    (w as unknown as { FontFace: unknown }).FontFace = new Proxy(FontFace, {
      construct(target, args: unknown[], newTarget) {
        if (typeof args[1] === 'string') args[1] = css.clean(args[1]);
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
}
