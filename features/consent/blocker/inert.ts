/**
 * The blocker's vocabulary: the attributes an inert element carries, the URL attributes of each
 * element that fetches, and what the surfaces are handed.
 */

export const CATEGORIES = 'data-colophon-categories';
export const TYPE = 'data-colophon-type';
export const INERT = 'data-colophon-';
export const TEXT = 'text/plain';

/**
 * The URL attributes of each element that fetches, by its node name: upper case for HTML elements,
 * the element's own case for SVG ones (whose `href` may also come as `xlink:href`).
 */
export const URL_ATTRIBUTES: Record<string, string[]> = {
  SCRIPT: ['src'],
  IFRAME: ['src'],
  IMG: ['src', 'srcset'],
  SOURCE: ['src', 'srcset'],
  LINK: ['href', 'imagesrcset'],
  VIDEO: ['src', 'poster'],
  AUDIO: ['src'],
  EMBED: ['src'],
  OBJECT: ['data'],
  INPUT: ['src'],
  TRACK: ['src'],
  TABLE: ['background'],
  TD: ['background'],
  TH: ['background'],
  BODY: ['background'],
  A: ['ping'],
  AREA: ['ping'],
  META: ['content'],
  script: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
  feImage: ['href', 'xlink:href'],
};
const names = Object.keys(URL_ATTRIBUTES);
/** Selects them all (an HTML type selector ignores case; an SVG one does not). */
export const TRACKED = names.map((name) => (name === name.toUpperCase() ? name.toLowerCase() : name)).join(',') + ',style,[style]';
/**
 * A quick test before an HTML string is parsed to be checked. Links and metas only matter with a
 * `ping` or an `http-equiv`, so they are looked for by those (most HTML has a link).
 */
export const TRACKED_TAG = new RegExp(
  `<(${names.filter((name) => !/^(A|AREA|META)$/.test(name)).join('|')})[\\s/>]|\\sping\\s*=|http-equiv|url\\(|@import|\\\\`,
  'i',
);

export type AnyWindow = Window & typeof globalThis;

/** Intercepts setting `value` as attribute `name` of `element`: true when it was made inert instead. */
export type Intercept = (element: Element, name: string, value: unknown) => boolean;
/** Makes every element in `node` (itself included) inert where a URL attribute it carries is blocked. */
export type Inspect = (node: Node, late?: boolean, parent?: Node) => void;
/** An HTML string with every blocked element in it made inert. */
export type InertHtml = (html: string) => string;
