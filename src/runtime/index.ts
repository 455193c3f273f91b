/**
 * The always-loaded runtime (deferred). Reads the page config, connects handlers to the markers on
 * the page and keeps watching for markers added later, and exposes a small public API on
 * `window.colophon` for themes and injected HTML.
 */
import './public-path';
import { instance } from './arguments';
import { createDeviceWatcher } from './breakpoints';
import { readConfig, type ColophonConfig } from './config';
import { hooks, type Hooks } from './hooks';
import type { Manifest } from './manifest-entry';
import { Registry } from './registry';
import { yieldToMain } from './yield';

export interface ColophonGlobal {
  /** The hooks bus; every hook Colophon fires is listed in src/runtime/events.ts. */
  hooks: Hooks;
  config: ColophonConfig;
  /** Connects handlers inside HTML injected after load. */
  scan(root: ParentNode): Promise<void>;
  /** Sticky's methods (`refresh`, `destroy`); present once a page has a sticky element (features/sticky/api.ts). */
  sticky?(element: Element, method: string): void;
}

/** Starts the runtime with the manifest the entry builds for this page's config (src/boot/runtime.ts). */
export function boot(manifestFor: (config: ColophonConfig) => Manifest): void {
  if (window.colophon) return; // loaded twice (e.g. by an optimiser plugin): keep the first
  const config = readConfig();
  const registry = new Registry(manifestFor(config), { config, hooks, devices: createDeviceWatcher(config.breakpoints) });
  window.colophon = {
    hooks,
    config,
    scan: (root) => registry.scan(instance<ParentNode>('colophon.scan', 'root', root, [Element, Document, DocumentFragment])),
  };
  // The first scan starts in a task of its own: at the end of the page's parsing, this script's
  // evaluation, the scan's first slice and the page's DOMContentLoaded work were one long task on a slow phone.
  void yieldToMain()
    .then(() => registry.start(document))
    .then(() => registry.runtime.dispatch('colophon.ready'));
}
