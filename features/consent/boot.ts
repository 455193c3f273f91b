/**
 * The consent boot (./start.ts) with the script blocker: printed synchronously at the top of
 * <head>, before any tag manager or third-party script. In strict mode the server prints this one
 * only while a provider is a path or this site's own host, which a policy cannot tell apart from
 * the site (./strict.ts needsBlocker); the blocker then patches for those, the policy for the rest.
 */
import { createBlocker } from './blocker';
import { failClosedMatcher, providerMatcher } from './providers';
import { startConsent } from './start';
import { needsBlocker, startStrict } from './strict';

const base = () => document.baseURI;

startConsent({
  // The HTML as the server printed it runs; what page code adds is held.
  failClosed: (own) => createBlocker(failClosedMatcher(base, own), () => false).start(false),
  start(config, consent, domainOk, report) {
    if (config.strict && domainOk) startStrict(config, consent.allowed, consent.subscribe, report);
    const blocker = createBlocker(providerMatcher(config.providers, consent.allowed, base), consent.allowed);
    if (!config.strict || !domainOk || needsBlocker(config, location.host)) blocker.start();
    return blocker;
  },
});
