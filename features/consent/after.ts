/**
 * The second half of the boots with the script blocker (./blocker-boot.ts), printed `defer` right
 * after the boot, so it runs once the document is parsed and before Colophon's runtime: the
 * visitor's consent as `window.colophonConsent` (a new visitor gets a record), the blocker asking
 * it from now on and releasing what a choice allows, and in strict mode the policy's refusals
 * reported and a reload when a choice widens it.
 */
import { connectBooted, saidUnreadable } from './start';

const booted = window.colophonBooted;
if (booted?.blocker) connectBooted(booted, booted.blocker);
else if (!booted) saidUnreadable();
