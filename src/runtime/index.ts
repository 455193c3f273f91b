/**
 * The always-loaded runtime (deferred). Reads the page config, connects handlers to the markers on
 * the page and keeps watching for markers added later, and exposes a small public API on
 * `window.colophon` for themes and injected HTML.
 */
import './public-path';
import { argument, argumentError, instance } from './arguments';
import { readConfig, type ColophonConfig } from './config';
import { hooks, type Hooks } from './hooks';
import type { HandlerModule } from './handler';
import type { Wait } from './manifest';
import type { Manifest } from './manifest-entry';
import { Registry } from './registry';
import { yieldToMain } from './yield';

/** Site code's handler: given the kit's Handler base class when its markup is first found, returns its subclass. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the base class, whatever the subclass's settings
export type HandlerFactory = (Handler: any) => HandlerModule['default'];

export interface RegisterOptions {
  /** When its handler loads and connects: a load mode (src/boot/load-modes.json); `now` by default. */
  load?: string;
}

export interface ColophonGlobal {
  /** The hooks bus; every hook Colophon fires is declared in docs/hooks.md. */
  hooks: Hooks;
  config: ColophonConfig;
  /** Connects handlers inside HTML injected after load. */
  scan(root: ParentNode): Promise<void>;
  /**
   * Binds site code's own widget: every element matching `selector`, now and later, gets an
   * instance of the class `factory` returns (given the Handler base class), with the same
   * lifecycle, settings reading, waits and teardown as Colophon's own (docs/site-code.md).
   */
  register(id: string, selector: string, factory: HandlerFactory, options?: RegisterOptions): void;
  /** Sticky's methods (`refresh`, `destroy`); present once a page has a sticky element (features/sticky/api.ts). */
  sticky?(element: Element, method: string): void;
}

declare global {
  interface Window {
    /** Registrations made before the runtime ran: `[id, selector, factory, options?]` each (docs/site-code.md). */
    colophonRegister?: { push(...registrations: Parameters<ColophonGlobal['register']>[]): unknown };
  }
}

/**
 * Starts the runtime with the manifest the entry builds for this page's config, the events' routes
 * and the load modes (src/boot/runtime.ts).
 */
export function boot(manifestFor: (config: ColophonConfig) => Manifest, modes: Record<string, Wait> = {}): void {
  if (window.colophon) return; // loaded twice (e.g. by an optimiser plugin): keep the first
  const config = readConfig();
  const registry = new Registry(manifestFor(config), { config, hooks });
  const register: ColophonGlobal['register'] = (id, selector, factory, options = {}) => {
    const where = 'colophon.register';
    argument(where, 'id', id, 'string');
    argument(where, 'selector', selector, 'string');
    argument(where, 'factory', factory, 'function');
    const wait = modes[argument(where, 'options', options, 'object').load ?? 'now'];
    if (!wait) throw argumentError(`${where}: invalid load mode "${options.load}": expected one of ${Object.keys(modes).join(', ')}.`);
    if (registry.has(id)) throw argumentError(`${where}: "${id}" is taken.`);
    try {
      document.createDocumentFragment().querySelector(selector);
    } catch {
      throw argumentError(`${where}: invalid selector for "${id}": ${selector}`);
    }
    registry.register(id, {
      selector,
      load: () => import('./handler').then(({ Handler }) => ({ default: factory(Handler) })),
      deferred: false,
      ...wait,
    });
  };
  const early = window.colophonRegister;
  window.colophon = {
    hooks,
    config,
    scan: (root) => registry.scan(instance<ParentNode>('colophon.scan', 'root', root, [Element, Document, DocumentFragment])),
    register,
  };
  // Site code that ran first queued its registrations; from now on, a push registers at once.
  window.colophonRegister = { push: (...registrations) => registrations.forEach((args) => register(...args)) };
  if (Array.isArray(early)) for (const args of early as Parameters<ColophonGlobal['register']>[]) register(...args);
  // The first scan starts in a task of its own: at the end of the page's parsing, this script's
  // evaluation, the scan's first slice and the page's DOMContentLoaded work were one long task on a slow phone.
  void yieldToMain()
    .then(() => registry.start(document))
    .then(() => registry.runtime.dispatch('colophon.ready'));
}
