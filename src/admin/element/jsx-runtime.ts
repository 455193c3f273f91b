/**
 * The JSX runtime of the admin app: files that start with `@jsxImportSource wp-element` compile
 * their JSX to these calls, which build wp.element (React) elements. The JSX types are preact's
 * (the same attribute names as React's for everything the admin app uses).
 */
import { wpElement } from './index';

export type { JSX } from 'preact';

const FRAGMENT = Symbol.for('colophon.admin.fragment');
export const Fragment = FRAGMENT as unknown as typeof import('preact').Fragment;

export function jsx(type: unknown, props: Record<string, unknown>, key?: string | number): unknown {
  const element = wpElement();
  const { children, ...rest } = props;
  if (key !== undefined) rest.key = key;
  const resolved = type === FRAGMENT ? element.Fragment : type;
  const create = element.createElement as unknown as (...args: unknown[]) => unknown;
  // Static children (jsxs) go in as arguments, so React does not ask them for keys.
  return Array.isArray(children) ? create(resolved, rest, ...children) : children === undefined ? create(resolved, rest) : create(resolved, rest, children);
}

export const jsxs = jsx;
export const jsxDEV = jsx;
