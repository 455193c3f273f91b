/**
 * The second half of the boots with the script blocker (./blocker-boot.ts), printed `defer` right
 * after the boot, so it runs once the document is parsed and before Colophon's runtime: the
 * visitor's consent as `window.colophonConsent` (a new visitor gets a record), the blocker asking
 * it from now on, what a stored or a later choice allows released (./blocker/release.ts, by the
 * blocker's own rules; as strict mode's second half does), the tags the boot found live in the
 * HTML said, and in strict mode the policy's refusals reported and a reload when a choice widens it.
 */
import { sayLate } from './blocker/late';
import { createReleaser } from './blocker/release';
import { connectBooted, saidUnreadable } from './start';

const booted = window.colophonBooted;
if (booted?.blocker) {
  connectBooted(
    booted,
    createReleaser(booted.blocker.check, (slug) => booted.allowed(slug)),
  );
  // A boot with nothing to guard started no blocker: a later choice starts it (a narrower one needs
  // it; under any other it holds nothing back).
  window.colophonConsent!.subscribe(() => booted.blocker!.start(false));
  sayLate();
} else if (!booted) saidUnreadable();
