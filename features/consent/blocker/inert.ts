/**
 * The blocker's vocabulary: the attributes an inert element carries (which the releaser reads too),
 * and what the surfaces are handed. The URL attributes of each element are ./url-attributes.ts.
 */

export const CATEGORIES = 'data-colophon-categories';
export const TYPE = 'data-colophon-type';
export const INERT = 'data-colophon-';
export const TEXT = 'text/plain';
/** A tag the HTML had live, neutralised as the parser added it (./index.ts), said by ./late.ts. */
export const LATE = 'data-colophon-late';

export type AnyWindow = Window & typeof globalThis;

/** Intercepts setting `value` as attribute `name` of `element`: true when it was made inert instead. */
export type Intercept = (element: Element, name: string, value: unknown) => boolean;
/** Makes every element in `node` (itself included) inert where a URL attribute it carries is blocked. */
export type Inspect = (node: Node, late?: boolean, parent?: Node) => void;
/** An HTML string with every blocked element in it made inert. */
export type InertHtml = (html: string) => string;
