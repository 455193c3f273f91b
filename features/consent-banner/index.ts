/**
 * Marker: `#colophon-consent`, the banner and revisit button the server printed at the start of
 * <body> (features/consent/php/Banner.php); the head boot already shows the one that applies
 * (features/consent/banner-state.ts). This starts the consent effects (WP Consent API bridge,
 * banner_load log) and makes the buttons work: Accept all and Reject all decide at once; Customise
 * and the revisit button open the preferences dialog, whose chunk (with preact) loads then. After a
 * choice, focus goes to the revisit button (the banner it was in is gone). A click that comes
 * before this chunk is held by the registry and given again once it connects. On a host that does
 * not match the registered domain it refuses to run and raises the domain-mismatch error.
 */
import { ADVERTISING, type ConsentApi } from '../consent/controller';
import { DomainMismatchError } from '../consent/domain';
import { startEffects } from '../consent/effects';
import { Handler } from '../../src/runtime/handler';
import type { ConsentTexts } from './texts';

type Action = 'accept' | 'reject' | 'customise' | 'revisit';

export default class ConsentBanner extends Handler {
  private closeDialog?: () => void;

  connect(): void {
    const api = window.colophonConsent;
    if (!api) return; // consent management is off, or the head boot did not run
    if (!api.get().domainOk) throw new DomainMismatchError(location.hostname, api.config.domain);
    startEffects(
      api,
      this.signal,
      this.dispatch,
      this.shared('consent', () => ({ logged: false })),
      this.recordsUrl(),
    );
    const texts = this.texts();
    const revisit = this.revisit();
    if (revisit && api.get().gpc) revisit.title = texts.gpcNotice;

    this.listen(this.element, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-consent-action]');
      if (!button || !this.element.contains(button)) return;
      const action = button.getAttribute('data-consent-action') as Action;
      if (action === 'accept' || action === 'reject') this.choose(api, this.all(api, action === 'accept'));
      else if (action === 'customise' || action === 'revisit') void this.customise(api, button);
    });
  }

  /** The consent records endpoint; a logged-in visitor's carries the REST nonce, so their rows join their account. */
  private recordsUrl(): string {
    const { urls, nonces } = this.runtime.config;
    const url = `${urls.rest}colophon/v1/consent-records`;
    return nonces.rest ? `${url}${url.includes('?') ? '&' : '?'}_wpnonce=${encodeURIComponent(nonces.rest)}` : url;
  }

  override disconnect(): void {
    this.closeDialog?.();
  }

  private texts(): ConsentTexts {
    return (this.runtime.config.consentTexts ?? {}) as unknown as ConsentTexts;
  }

  private revisit(): HTMLElement | null {
    return this.element.querySelector<HTMLElement>('[data-consent-action="revisit"]');
  }

  /** The categories a visitor chooses (necessary ones are always on). */
  private optional(api: ConsentApi) {
    return api.config.categories.filter((c) => !c.necessary);
  }

  private all(api: ConsentApi, on: boolean): Record<string, boolean> {
    return Object.fromEntries(this.optional(api).map((c) => [c.slug, on]));
  }

  /** Decides; the boot's mark hides the banner and shows the revisit button, which takes the focus. */
  private choose(api: ConsentApi, choices: Record<string, boolean>): void {
    this.closeDialog?.();
    api.decide(choices);
    this.revisit()?.focus();
  }

  private async customise(api: ConsentApi, opener: HTMLElement): Promise<void> {
    if (this.closeDialog || opener.getAttribute('aria-busy') === 'true') return;
    const texts = this.texts();
    this.busy(opener, true);
    let open: typeof import('./preferences-dialog').openPreferences;
    try {
      ({ openPreferences: open } = await import(/* webpackChunkName: "consent-preferences" */ './preferences-dialog'));
    } catch {
      // Offline, or the file is gone: say so where the visitor is looking; the button tries again.
      this.announce(texts.preferencesFailed, true);
      return;
    } finally {
      this.busy(opener, false);
    }
    if (this.signal.aborted || this.closeDialog) return;
    this.announce('');
    const { config } = api;
    const snapshot = api.get();
    const initial = Object.fromEntries(
      this.optional(api).map((c) => [c.slug, snapshot.categories[c.slug] === '' ? c.defaults[config.law] : snapshot.categories[c.slug] === 'yes']),
    );
    const host = document.createElement('div');
    host.className = 'colophon-consent__layer';
    this.element.append(host);
    const unmount = open(host, {
      categories: config.categories,
      initial,
      // Global Privacy Control refuses advertising whatever is chosen here (features/consent/controller.ts).
      refused: config.respectGpc && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ? [ADVERTISING] : [],
      texts,
      onSave: (choices) => this.choose(api, choices),
      onAcceptAll: () => this.choose(api, this.all(api, true)),
      onRejectAll: () => this.choose(api, this.all(api, false)),
      onClose: () => {
        this.closeDialog?.();
        opener.focus();
      },
    });
    this.closeDialog = () => {
      this.closeDialog = undefined;
      unmount();
      host.remove();
    };
  }
}
