/**
 * The boots with the script blocker (./boot.ts, and ./strict-blocker-boot.ts with the browser's
 * policy before it), printed synchronously at the top of <head>, before any tag manager or
 * third-party script: ./begin.ts, the visitor's choice read from the cookie, the policy in strict
 * mode, the blocker (started only when the choice leaves something to guard: a returning visitor
 * who allowed every provider gets no patches), and the banner or the revisit button shown. The
 * consent API and everything a later choice does come with the deferred second half (./after.ts).
 * The server picks the boot (php/PageConfig.php boot_entry), so neither decides anything about
 * strict mode at run time.
 */
import { markConsentState } from './banner-state';
import { beginConsent } from './begin';
import { createBlocker } from './blocker';
import type { Booted } from './booted';
import { providersOf } from './config';
import { readCookie } from './cookies';
import { decisionFor } from './decision';
import { failClosedMatcher, providerMatcher } from './providers';
import { parseRecord } from './record';
import type { enforceStrict } from './strict';

const base = () => document.baseURI;

/** `strict`: the policy's enforcer, in strict mode only (so the default boot carries none of its code). */
export function bootWithBlocker(strict?: typeof enforceStrict): void {
  if (window.colophonBooted || window.colophonConsent) return;
  // Without a readable config, the HTML as the server printed it runs; what page code adds is held
  // but Colophon's own files, which sit beside this script.
  const own = ((document.currentScript as HTMLScriptElement | null)?.src ?? '').replace(/[^/]*$/, '') || location.origin + '/wp-content/plugins/colophon/dist/';
  const begun = beginConsent(() => createBlocker(failClosedMatcher(base, own)).start(false));
  if (!begun) return;
  const { config, cookies, gpc, domainOk } = begun;
  const decision = decisionFor(config, parseRecord(readCookie(config.cookieName, cookies), config.categories), gpc);
  const booted: Booted = (window.colophonBooted = { begun, allowed: decision.allowed });
  const allowed = (slug: string) => booted.allowed(slug);
  // A wrong domain is no place for a policy built from this site's settings: the blocker holds all.
  if (strict && domainOk) booted.enforced = strict(config, allowed);
  const providers = providersOf(config);
  booted.blocker = createBlocker(providerMatcher(providers, allowed, base));
  // With nothing to guard (every provider's categories allowed, on the site's own domain) nothing
  // is patched and nothing watched while the page parses; a later choice starts it (./after.ts).
  if (!domainOk || providers.some((provider) => !provider.categories.every(allowed))) booted.blocker.start();
  // The server printed the banner hidden: show it (or the revisit button) from the first paint.
  if (domainOk) markConsentState(document.documentElement, { decided: decision.decided() });
}
