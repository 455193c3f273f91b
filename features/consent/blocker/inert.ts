/**
 * The blocker's vocabulary: the attributes an inert element carries, the URL attributes of each
 * element that fetches, and what the surfaces are handed.
 */

export const CATEGORIES = 'data-colophon-categories';
export const TYPE = 'data-colophon-type';
export const INERT = 'data-colophon-';
export const TEXT = 'text/plain';

/** The URL attributes of each element that fetches. */
export const URL_ATTRIBUTES: Record<string, string[]> = {
  SCRIPT: ['src'],
  IFRAME: ['src'],
  IMG: ['src', 'srcset'],
  SOURCE: ['src', 'srcset'],
  LINK: ['href'],
  VIDEO: ['src', 'poster'],
  AUDIO: ['src'],
  EMBED: ['src'],
  OBJECT: ['data'],
};
export const TRACKED = Object.keys(URL_ATTRIBUTES).join(',').toLowerCase();
/** A quick test before an HTML string is parsed to be checked. */
export const TRACKED_TAG = new RegExp(`<(${Object.keys(URL_ATTRIBUTES).join('|')})[\\s/>]`, 'i');

export type AnyWindow = Window & typeof globalThis;

/** Intercepts setting `value` as attribute `name` of `element`: true when it was made inert instead. */
export type Intercept = (element: Element, name: string, value: unknown) => boolean;
/** Makes every element in `node` (itself included) inert where a URL attribute it carries is blocked. */
export type Inspect = (node: Node, late?: boolean) => void;
/** An HTML string with every blocked element in it made inert. */
export type InertHtml = (html: string) => string;
