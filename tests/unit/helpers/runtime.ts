/** A registry wired like the real runtime, with fakes for the browser parts jsdom lacks. */
import { createHooks } from '@wordpress/hooks';
import { createDeviceWatcher } from '../../../src/runtime/breakpoints';
import { readConfig, type ColophonConfig } from '../../../src/runtime/config';
import type { RuntimeServices } from '../../../src/runtime/handler';
import { Registry, type Manifest } from '../../../src/runtime/registry';
import { fakeMatchMedia } from './fakes';
import { i18n, plurals } from './texts';

export function makeRuntime(manifest: Manifest, config: Partial<ColophonConfig> = {}) {
  delete window.colophonConfig; // nothing from an earlier test's page
  window.colophonConfig = { ...readConfig(), i18n, plurals, ...config } as ColophonConfig;
  const hooks = createHooks();
  const media = fakeMatchMedia(1200);
  const registry = new Registry(manifest, { config: readConfig(), hooks, devices: createDeviceWatcher({ mobile: 767, tablet: 1024 }, media.matchMedia) });
  return { registry, hooks, media, runtime: registry.runtime };
}

/** The services a handler gets, without a registry (for code that takes them directly). */
export function services(config: Partial<ColophonConfig> = {}): RuntimeServices {
  return makeRuntime({}, config).runtime;
}
