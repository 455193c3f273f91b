/**
 * Marker: `#colophon-consent` (printed by includes/Consent/Banner.php at the start of <body>).
 * Starts the consent effects (WP Consent API bridge, banner_load log) and renders the banner UI
 * over `window.colophonConsent`, which the head boot created. On a host that does not match the
 * registered domain it refuses to run and raises the domain-mismatch error.
 *
 * The banner is on every first visit, so it uses preact itself (`preact`, `preact/hooks`) rather
 * than the React API through preact/compat: compat's 1.8 KB stays with the widgets that need it.
 */
import { render } from 'preact';
import { DomainMismatchError } from '../../consent/domain';
import { startEffects } from '../../consent/effects';
import { Handler } from '../../runtime/handler';
import { yieldToMain } from '../../runtime/yield';
import { ConsentUI } from './ConsentUI';
import type { ConsentTexts } from './texts';

export default class ConsentBanner extends Handler {
  async connect(): Promise<void> {
    const api = window.colophonConsent;
    if (!api) return; // consent management is off, or the head boot did not run
    if (!api.get().domainOk) throw new DomainMismatchError(location.hostname, api.config.domain);
    startEffects(api, this.signal, this.runtime.dispatch, this.shared('consent', () => ({ logged: false })));
    await yieldToMain(); // the bridge and the log in one task, the first render in the next
    if (this.signal.aborted) return;
    const texts = (this.runtime.config.consentTexts ?? {}) as unknown as ConsentTexts;
    render(<ConsentUI api={api} texts={texts} />, this.element);
  }

  override disconnect(): void {
    render(null, this.element);
  }
}
