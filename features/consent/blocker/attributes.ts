/** Attributes: `setAttribute(NS)`, `setAttributeNode(NS)`, `attributes.setNamedItem(NS)` and an attribute node's `value`, `nodeValue` and `textContent`. */
import type { Intercept } from './inert';
import { accessor, proto, wrap } from './patcher';

export function patchAttributes(w: Window, intercept: Intercept): void {
  const element = proto(w, 'Element') as Element;
  wrap(
    element,
    'setAttribute',
    (original) =>
      function (this: Element, name: string, value: unknown) {
        if (!intercept(this, String(name), value)) original.call(this, name, value);
      },
  );
  wrap(
    element,
    'setAttributeNS',
    (original) =>
      function (this: Element, ns: string | null, name: string, value: unknown) {
        if (!intercept(this, String(name).split(':').pop()!, value)) original.call(this, ns, name, value);
      },
  );
  for (const method of ['setAttributeNode', 'setAttributeNodeNS']) {
    wrap(
      element,
      method,
      (original) =>
        function (this: Element, attr: Attr) {
          return intercept(this, attr.localName, attr.value) ? null : original.call(this, attr);
        },
    );
  }
  // `el.attributes.setNamedItem(attr)`: a map does not tell its element, so remember it when handed out.
  const maps = new WeakMap<NamedNodeMap, Element>();
  accessor(
    element,
    'attributes',
    (d) => ({
      get(this: Element) {
        const map = d.get!.call(this) as NamedNodeMap;
        maps.set(map, this);
        return map;
      },
    }),
    'get',
  );
  for (const method of ['setNamedItem', 'setNamedItemNS']) {
    wrap(
      proto(w, 'NamedNodeMap'),
      method,
      (original) =>
        function (this: NamedNodeMap, attr: Attr) {
          const owner = maps.get(this);
          return owner && intercept(owner, attr.localName, attr.value) ? null : original.call(this, attr);
        },
    );
  }
  const attrValue = (d: PropertyDescriptor): PropertyDescriptor => ({
    set(this: Node, value: unknown) {
      const attr = this as Attr;
      const owner = attr.nodeType === 2 ? attr.ownerElement : null;
      if (owner && intercept(owner, attr.localName, value)) return;
      d.set!.call(this, value);
    },
  });
  accessor(proto(w, 'Attr'), 'value', attrValue);
  accessor(proto(w, 'Node'), 'nodeValue', attrValue);
  accessor(proto(w, 'Node'), 'textContent', attrValue);
}
