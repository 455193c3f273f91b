/**
 * Which addresses an element's attributes name, and which of them are blocked: shared by the
 * blocker (which makes them inert) and the releaser (which brings them back once allowed).
 */
import type { Matcher } from '../providers';
import { cssRules, type Css } from './css';
import { URL_ATTRIBUTES } from './url-attributes';

export interface Check {
  /** Categories blocking `value` as attribute `name` of `element`, or null. */
  (element: Element, name: string, value: string): string[] | null;
  /** The CSS side: url()s and @imports in a style. */
  css: Css;
  /** namesOf, handed on with the rules (the releaser in the second half then needs no table of its own). */
  names: typeof namesOf;
}

/** The attributes of `element` that can name an address: its URL attributes, and any inline style. */
export const namesOf = (element: Element): string[] => [...(URL_ATTRIBUTES[element.nodeName] ?? []), 'style'];

/** The addresses an attribute's value names: a srcset's candidates, a ping's list, a refresh's target. */
export const urlsOf = (name: string, value: string): string[] =>
  name.endsWith('srcset')
    ? value
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0]!)
        .filter(Boolean)
    : name === 'ping'
      ? value.split(/\s+/).filter(Boolean)
      : name === 'content'
        ? (/^\s*[\d.]*\s*[;,]\s*(?:url\s*=\s*)?['"]?([^'"\s]+)/i.exec(value)?.slice(1) ?? [])
        : [value];

export function createCheck(blocking: Matcher): Check {
  const css = cssRules(blocking);
  const check = (element: Element, name: string, value: string): string[] | null => {
    const lower = name.toLowerCase().replace(/^xlink:/, '');
    // An inline style is one on any element: its url()s are its addresses.
    if (lower === 'style') return css.blocking(value);
    if (!URL_ATTRIBUTES[element.nodeName]?.includes(lower)) return null;
    for (const url of urlsOf(lower, value)) {
      const categories = blocking(url, element.nodeName);
      if (categories) return categories;
    }
    return null;
  };
  return Object.assign(check, { css, names: namesOf });
}
