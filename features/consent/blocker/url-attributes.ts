/**
 * The URL attributes of each element that fetches, and the selector and the quick test the
 * blocker finds them by: the blocker's alone (the releaser has them from the check it is handed,
 * ./check.ts), so the boots' second halves carry none of it.
 */

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
