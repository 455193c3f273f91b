/**
 * The consent boot (./start.ts) for strict mode when every provider is on a host of its own: the
 * browser's policy (./strict.ts) refuses what the visitor has not allowed, so none of the
 * blocker's patches are installed or even downloaded; only the releaser comes, for the tags the
 * server printed inert. Without a readable config the policy allows this site alone.
 */
import { createCheck } from './blocker/check';
import { CATEGORIES } from './blocker/inert';
import { createReleaser, type Releaser } from './blocker/release';
import { providerMatcher } from './providers';
import { startConsent } from './start';
import { addPolicy, policyFor, startStrict } from './strict';

startConsent({
  failClosed: () => addPolicy(policyFor(["'self'"])),
  start(config, consent, _domainOk, report) {
    startStrict(config, consent.allowed, consent.subscribe, report);
    // Made when first needed: most pages have no tag the server printed inert.
    let releaser: Releaser | undefined;
    return {
      release() {
        if (document.querySelector(`[${CATEGORIES}]`))
          (releaser ??= createReleaser(createCheck(providerMatcher(config.providers, consent.allowed, () => document.baseURI)), consent.allowed)).release();
      },
    };
  },
});
