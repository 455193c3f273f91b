/**
 * WordPress's own React (`wp.element`, the `wp-element` script the admin entry depends on), typed
 * with preact/compat's React-compatible types. Hooks go through at call time, so the module can
 * load before wp.element does. Unit tests put preact/compat in its place.
 */
import type * as Compat from 'preact/compat';

type Element = typeof Compat & {
  createRoot?: (container: Element | HTMLElement) => { render(node: unknown): void; unmount(): void };
  render: (node: unknown, container: HTMLElement) => void;
  unmountComponentAtNode?: (container: HTMLElement) => boolean;
};

declare global {
  interface Window {
    wp?: {
      element?: Element;
      hooks?: { doAction(name: string, ...args: unknown[]): void; applyFilters(name: string, value: unknown, ...args: unknown[]): unknown };
      apiFetch?: ApiFetch;
      i18n?: WpI18n;
    };
  }
}

/** The parts of wp.i18n the admin screens use. */
export interface WpI18n {
  __(text: string, domain?: string): string;
  _n(single: string, plural: string, count: number, domain?: string): string;
  sprintf(format: string, ...args: Array<string | number>): string;
}

export type ApiFetch = <T>(options: { path: string; method?: string; data?: unknown; parse?: boolean }) => Promise<T>;

export function wpElement(): Element {
  const element = window.wp?.element;
  if (!element) throw new Error('wp.element is not loaded: the admin app needs the wp-element script.');
  return element;
}

export const useState = ((initial: unknown) => wpElement().useState(initial)) as typeof Compat.useState;
export const useEffect: typeof Compat.useEffect = (effect, deps) => wpElement().useEffect(effect, deps);
export const useRef = ((initial: unknown) => wpElement().useRef(initial)) as typeof Compat.useRef;
export const useMemo: typeof Compat.useMemo = (factory, deps) => wpElement().useMemo(factory, deps);
export const useCallback: typeof Compat.useCallback = (callback, deps) => wpElement().useCallback(callback, deps);
export const useReducer = ((reducer: Compat.Reducer<unknown, unknown>, initial: unknown) =>
  wpElement().useReducer(reducer, initial)) as unknown as typeof Compat.useReducer;

/** Mounts a tree (createRoot where WordPress has React 18, render before); returns an unmount. */
export function mount(node: unknown, container: HTMLElement): () => void {
  const element = wpElement();
  if (element.createRoot) {
    const root = element.createRoot(container);
    root.render(node);
    return () => root.unmount();
  }
  element.render(node, container);
  return () => element.unmountComponentAtNode?.(container);
}
