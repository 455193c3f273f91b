/**
 * Consent boot: printed synchronously at the top of <head>, before any tag manager. For now it
 * sets the tag manager's consent-mode defaults (everything denied except security storage) so no
 * tag that reads consent mode can run with storage before the visitor decides. The banner, the
 * stored record and the script blocker build on this (issue #3).
 */
import { consentDefaults, gtag } from './consent-mode';

gtag('consent', 'default', consentDefaults());
