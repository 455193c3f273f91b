/**
 * An icon given as HTML in a widget's settings (the listing plugin's store buttons carry their
 * icons as markup: an inline SVG, an icon-font `<i>`, an `<img>`), turned into nodes that can only
 * draw: parsed inert (a `<template>` runs nothing), then every element outside a short list of
 * drawing elements is dropped with its content, and every attribute outside a short list too —
 * no event handlers, no styles, no links except same-document `#fragment` references, images only
 * from http(s) or this site. A full HTML sanitiser would be 8 KB for a job this narrow.
 */

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'use',
  'defs',
  'symbol',
  'title',
  'lineargradient',
  'radialgradient',
  'stop',
  'i',
  'span',
  'div',
  'img',
]);
const ATTRIBUTES = new Set([
  'class',
  'viewbox',
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'fill-rule',
  'clip-rule',
  'opacity',
  'fill-opacity',
  'width',
  'height',
  'x',
  'y',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'transform',
  'offset',
  'stop-color',
  'gradientunits',
  'id',
  'xmlns',
  'xmlns:xlink',
  'aria-hidden',
  'focusable',
  'role',
  'alt',
  'src',
  'href',
  'xlink:href',
  'preserveaspectratio',
  'version',
]);

function allowed(element: Element, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#');
  if (name === 'src') {
    if (element.localName !== 'img') return false;
    try {
      const url = new URL(value, location.href);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }
  return true;
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (!ELEMENTS.has(child.localName.toLowerCase())) {
      child.remove();
      continue;
    }
    for (const attribute of [...child.attributes]) {
      if (!allowed(child, attribute.name.toLowerCase(), attribute.value)) child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}

/** The drawing nodes of `html` (empty for text or nothing usable). */
export function safeIcon(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  for (const text of [...fragment.childNodes]) if (text.nodeType !== Node.ELEMENT_NODE) text.remove();
  const holder = document.createElement('div');
  holder.append(fragment);
  clean(holder);
  const out = document.createDocumentFragment();
  out.append(...holder.childNodes);
  return out;
}

/** The text a label given as HTML shows (`<span class="…__label">In favourites</span>` → "In favourites"). */
export function labelText(value: string): string {
  if (!value.includes('<')) return value;
  const template = document.createElement('template');
  template.innerHTML = value;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
