/**
 * Marker: `#colophon-consent` (printed by includes/Consent/Banner.php at the start of <body>).
 * Starts the consent effects (WP Consent API bridge, banner_load log) and renders the banner UI
 * over `window.colophonConsent`, which the head boot created. On a host that does not match the
 * registered domain it refuses to run and raises the domain-mismatch error.
 */
import { createRoot } from 'react-dom/client';
import { DomainMismatchError } from '../../consent/domain';
import { startEffects } from '../../consent/effects';
import { Handler } from '../../runtime/handler';
import { yieldToMain } from '../../runtime/yield';
import { ConsentUI } from './ConsentUI';
import type { ConsentTexts } from './texts';

export default class ConsentBanner extends Handler {
  private root: ReturnType<typeof createRoot> | null = null;

  async connect(): Promise<void> {
    const api = window.colophonConsent;
    if (!api) return; // consent management is off, or the head boot did not run
    if (!api.get().domainOk) throw new DomainMismatchError(location.hostname, api.config.domain);
    startEffects(api, this.signal, this.runtime.dispatch, this.shared('consent', () => ({ logged: false })));
    await yieldToMain(); // the bridge and the log in one task, the first render in the next
    if (this.signal.aborted) return;
    const texts = (this.runtime.config.consentTexts ?? {}) as unknown as ConsentTexts;
    this.root = createRoot(this.element);
    this.root.render(<ConsentUI api={api} texts={texts} />);
  }

  override disconnect(): void {
    this.root?.unmount();
    this.root = null;
  }
}
