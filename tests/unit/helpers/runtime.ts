/** A registry wired like the real runtime, with fakes for the browser parts jsdom lacks. */
import { createHooks } from '@wordpress/hooks';
import { createDeviceWatcher } from '../../../src/runtime/breakpoints';
import { readConfig, type ColophonConfig } from '../../../src/runtime/config';
import { Registry, type Manifest } from '../../../src/runtime/registry';
import { fakeMatchMedia } from './fakes';

export function makeRuntime(manifest: Manifest, config: Partial<ColophonConfig> = {}) {
  window.colophonConfig = { ...readConfig(), ...config } as ColophonConfig;
  const hooks = createHooks();
  const media = fakeMatchMedia(1200);
  const registry = new Registry(manifest, { config: readConfig(), hooks, devices: createDeviceWatcher({ mobile: 767, tablet: 1024 }, media.matchMedia) });
  return { registry, hooks, media };
}
