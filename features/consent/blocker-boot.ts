/**
 * What both boots with the script blocker hand to ./start.ts: the blocker, and in strict mode the
 * browser's policy before it (./strict-blocker-boot.ts). The server picks the boot
 * (php/PageConfig.php boot_entry), so neither decides anything about strict mode at run time.
 */
import { createBlocker } from './blocker';
import { failClosedMatcher, providerMatcher } from './providers';
import type { Protection } from './start';
import type { startStrict } from './strict';

const base = () => document.baseURI;

export const blockerProtection = (strict?: typeof startStrict): Protection => ({
  // The HTML as the server printed it runs; what page code adds is held.
  failClosed: (own) => createBlocker(failClosedMatcher(base, own), () => false).start(false),
  start(config, consent, domainOk, report) {
    // A wrong domain is no place for a policy built from this site's settings: the blocker holds all.
    if (strict && domainOk) strict(config, consent.allowed, consent.subscribe, report);
    const blocker = createBlocker(providerMatcher(config.providers, consent.allowed, base), consent.allowed);
    blocker.start();
    return blocker;
  },
});
