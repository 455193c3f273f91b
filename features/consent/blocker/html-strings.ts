/** HTML strings (`innerHTML`, `outerHTML`, `insertAdjacentHTML`, `setHTMLUnsafe`, `document.write(ln)`, `createContextualFragment`, an iframe's `srcdoc`), made inert before the browser parses them. */
import type { InertHtml, Inspect } from './inert';
import { accessor, proto, wrap } from './patcher';

/** `after` runs once the HTML is in: a frame it made is patched before page code can reach it. */
export function patchHtmlStrings(w: Window, inspect: Inspect, inertHtml: InertHtml, after: () => void): void {
  for (const [name, property] of [
    ['Element', 'innerHTML'],
    ['Element', 'outerHTML'],
    ['ShadowRoot', 'innerHTML'],
    ['HTMLIFrameElement', 'srcdoc'],
  ] as const) {
    accessor(proto(w, name), property, (d) => ({
      set(this: Element, value: unknown) {
        if (property === 'innerHTML' && this.nodeName === 'TEMPLATE') {
          // A template's content fetches nothing: parse once, in place, then make it inert.
          d.set!.call(this, value);
          inspect((this as HTMLTemplateElement).content);
          return;
        }
        d.set!.call(this, this.nodeName === 'SCRIPT' || this.nodeName === 'STYLE' ? value : inertHtml(String(value)));
        after();
      },
    }));
  }
  wrap(
    proto(w, 'Element'),
    'insertAdjacentHTML',
    (original) =>
      function (this: Element, where: string, html: string) {
        original.call(this, where, inertHtml(String(html)));
        after();
      },
  );
  for (const name of ['Element', 'ShadowRoot']) {
    wrap(
      proto(w, name),
      'setHTMLUnsafe',
      (original) =>
        function (this: Element, html: string) {
          original.call(this, inertHtml(String(html)));
          after();
        },
    );
  }
  wrap(
    proto(w, 'Range'),
    'createContextualFragment',
    (original) =>
      function (this: Range, html: string) {
        return original.call(this, inertHtml(String(html)));
      },
  );
  // A static parser: what it makes may hold declarative shadow roots, which no later check enters.
  const parse = (w as unknown as { Document: { parseHTMLUnsafe?: (html: string) => Document } }).Document;
  const parseHTMLUnsafe = parse.parseHTMLUnsafe;
  if (parseHTMLUnsafe) parse.parseHTMLUnsafe = (html: string) => parseHTMLUnsafe.call(parse, inertHtml(String(html)));
  // `document.write` may cut a tag in two ('<im', then 'g src=…>'); the parser joins them, so a tag
  // left open is held back and written with the next call.
  const held = new WeakMap<Document, string>();
  for (const method of ['write', 'writeln']) {
    wrap(
      proto(w, 'Document'),
      method,
      (original) =>
        function (this: Document, ...parts: string[]) {
          let html = (held.get(this) ?? '') + parts.join('') + (method === 'writeln' ? '\n' : '');
          const open = html.lastIndexOf('<');
          const tail = open > html.lastIndexOf('>') && /^<($|[a-z!/?])/i.test(html.slice(open)) ? html.slice(open) : '';
          held.set(this, tail);
          html = html.slice(0, html.length - tail.length);
          if (html) original.call(this, inertHtml(html));
          after();
        },
    );
  }
  wrap(
    proto(w, 'Document'),
    'close',
    (original) =>
      function (this: Document) {
        // A tag still open at the end is dropped, as the parser drops one cut off by the end of input.
        held.delete(this);
        return original.call(this);
      },
  );
  wrap(
    proto(w, 'Document'),
    'execCommand',
    (original) =>
      function (this: Document, command: string, ui?: boolean, value?: string) {
        return original.call(this, command, ui, /^insertHTML$/i.test(command) ? inertHtml(String(value)) : value);
      },
  );
}
