/**
 * What a consent boot hands to its deferred second half (./after.ts, ./strict-after.ts): the boot
 * runs in <head> and does only what must happen before anything else can load; the second half
 * makes `window.colophonConsent` once the document is parsed. `allowed` is what the blocker and
 * the policy ask: the boot's reading of the cookie until the second half puts the controller's in
 * its place, so a later choice counts.
 */
import type { Begun } from './begin';
import type { Blocker } from './blocker';
import type { Enforced } from './strict';

export interface Booted {
  begun: Begun;
  allowed(slug: string): boolean;
  /** Strict mode: the policy in force and what it refused meanwhile. */
  enforced?: Enforced;
  /** The script blocker, where the boot brings one. */
  blocker?: Blocker;
}

declare global {
  interface Window {
    colophonBooted?: Booted;
  }
}
