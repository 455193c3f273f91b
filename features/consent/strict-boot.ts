/**
 * Strict mode's boot when every provider is on a host of its own, printed synchronously first in
 * <head>: the browser's policy (./strict.ts) refuses what the visitor has not allowed, so this
 * boot patches nothing. It reads the cookie, sets the consent-mode defaults, puts the policy for
 * the visitor's choice in force and shows the banner or the revisit button (./begin.ts). Everything
 * else — the consent API, the record a new visitor gets, reporting refusals, a reload on a wider
 * choice, releasing tags the server printed inert — is ./strict-after.ts, printed `defer` after
 * it, which runs when the document is parsed, as the other boots' second half does. Without a
 * readable config the policy allows this site alone.
 */
import { markConsentState } from './banner-state';
import { beginConsent } from './begin';
import { readCookie } from './cookies';
import { decisionFor } from './decision';
import { parseRecord } from './record';
import { addPolicy, enforceStrict, policyFor } from './strict';

if (!window.colophonBooted) {
  const begun = beginConsent(() => addPolicy(policyFor(["'self'"])));
  if (begun) {
    const { config, cookies, gpc, domainOk } = begun;
    const decision = decisionFor(config, parseRecord(readCookie(config.cookieName, cookies), config.categories), gpc);
    window.colophonBooted = { begun, allowed: decision.allowed, enforced: enforceStrict(config, decision.allowed) };
    // The server printed the banner hidden: show it (or the revisit button) from the first paint.
    if (domainOk) markConsentState(document.documentElement, { decided: decision.decided() });
  }
}
