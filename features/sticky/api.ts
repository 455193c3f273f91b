/**
 * Sticky's public methods, for theme code: `colophon.sticky(element, 'refresh' | 'destroy')`.
 * Like the page builder's sticky plugin, calling a method on an element sticky has not been
 * started on, or a method that does not exist, throws an error that says which.
 */
import { argument, instance } from '../../src/runtime/arguments';

export interface StickyControl {
  /** Measures again and re-applies the config for the current device. */
  refresh(): void;
  /** Stops sticking and puts the element back as it was. */
  destroy(): void;
}

export const methods = ['refresh', 'destroy'] as const;
export type StickyMethod = (typeof methods)[number];

export function callSticky(instances: WeakMap<Element, StickyControl>, element: Element, method: string): void {
  instance('colophon.sticky', 'element', element, [Element]);
  argument('colophon.sticky', 'method', method, 'string');
  if (!(methods as readonly string[]).includes(method)) {
    throw new Error(`[colophon] sticky has no method "${method}"; its methods are ${methods.join(' and ')}.`);
  }
  const control = instances.get(element);
  if (!control) {
    throw new Error(
      `[colophon] cannot call sticky "${method}" before sticky is initialised on this element (it needs data-settings with "sticky": "top" or "bottom", and the page's runtime).`,
    );
  }
  control[method as StickyMethod]();
}
