/**
 * The consent banner: its markup is the server's (features/consent/php/Banner.php, BANNER_MARKUP here),
 * shown by the head boot's mark on <html> (features/consent/banner-state.ts); the chunk makes its buttons
 * work and loads the preferences dialog only when asked for.
 */
import { CONSENT_STATE, markConsentState, showConsentState } from '../../consent/banner-state';
import { buildManifest } from '../../../src/boot/manifest';
import { BANNER_MARKUP, clearCookies, consentApi, defaultConsentConfig } from '../../../tests/unit/helpers/consent';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const TEXTS = {
  title: 'We value your privacy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save my preferences',
  close: 'Close',
  preferencesTitle: 'Cookie preferences',
  preferencesFailed: 'The cookie settings could not be loaded. Check your connection and try again.',
  revisit: 'Cookie settings',
  gpcNotice: 'Your browser’s Global Privacy Control signal was honoured.',
  category_analytics: 'Analytics',
};

const html = document.documentElement;
const button = (action: string) => document.querySelector<HTMLButtonElement>(`[data-consent-action="${action}"]`)!;
const dialog = () => document.querySelector<HTMLElement>('.colophon-consent__preferences');
const flush = async (times = 10) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

let stop = () => {};
async function start(load = () => import('..')) {
  document.body.innerHTML = `${BANNER_MARKUP}<a id="after" href="#x">page</a>`;
  const { registry } = makeRuntime({ 'consent-banner': { ...buildManifest()['consent-banner']!, wait: undefined, load } }, { consentTexts: TEXTS });
  await registry.start();
  stop = () => registry.stop();
}

beforeEach(() => {
  clearCookies();
  delete window.colophonConsent;
  html.removeAttribute(CONSENT_STATE);
});
afterEach(() => stop());

describe('what the server printed shows (the head boot marks <html>)', () => {
  test('undecided asks (the banner), decided shows the revisit button, and the mark follows every change', () => {
    markConsentState(html, { decided: false });
    expect(html.getAttribute(CONSENT_STATE)).toBe('ask');
    markConsentState(html, { decided: true });
    expect(html.getAttribute(CONSENT_STATE)).toBe('decided');

    const api = consentApi();
    showConsentState(html, api);
    expect(html.getAttribute(CONSENT_STATE)).toBe('ask');
    api.allow(['functional']); // a video placeholder's button allows one category: still undecided
    expect(html.getAttribute(CONSENT_STATE)).toBe('ask');
    api.decide({}); // page code deciding (everything refused)
    expect(html.getAttribute(CONSENT_STATE)).toBe('decided');
  });

  test('on a host that does not match the registered domain nothing is marked: neither shows', () => {
    showConsentState(html, consentApi(defaultConsentConfig(), false));
    expect(html.hasAttribute(CONSENT_STATE)).toBe(false);
  });
});

describe('the banner’s buttons', () => {
  test('Accept all allows every optional category; the banner goes and the revisit button takes the focus', async () => {
    const api = consentApi();
    showConsentState(html, api);
    await start();
    button('accept').focus();
    button('accept').click();
    expect(api.get().decided).toBe(true);
    expect(Object.entries(api.get().categories).filter(([, v]) => v !== 'yes')).toEqual([]);
    expect(html.getAttribute(CONSENT_STATE)).toBe('decided');
    expect(document.activeElement).toBe(button('revisit'));
  });

  test('Reject all refuses every optional category', async () => {
    const api = consentApi();
    await start();
    button('reject').click();
    expect(api.get().decided).toBe(true);
    expect(Object.entries(api.get().categories).filter(([slug, v]) => slug !== 'necessary' && v !== 'no')).toEqual([]);
    expect(['analytics', 'advertisement'].map((slug) => api.allowed(slug))).toEqual([false, false]);
  });

  test('a click on Accept all before the chunk connects is held and counted once it does', async () => {
    const api = consentApi();
    let arrive = (_: unknown) => {};
    const load = () => new Promise<typeof import('..')>((resolve) => (arrive = resolve as (_: unknown) => void));
    document.body.innerHTML = BANNER_MARKUP;
    const { registry } = makeRuntime({ 'consent-banner': { ...buildManifest()['consent-banner']!, wait: undefined, load } }, { consentTexts: TEXTS });
    const started = registry.start();
    stop = () => registry.stop();
    button('accept').click();
    expect(api.get().decided).toBe(false);
    arrive(await import('..'));
    await started;
    await flush();
    expect(api.get().decided).toBe(true);
    expect(api.allowed('analytics')).toBe(true);
  });

  test('with a Global Privacy Control signal honoured the revisit button says so', async () => {
    consentApi(defaultConsentConfig({ law: 'ccpa' }), true, true);
    await start();
    expect(button('revisit').title).toBe(TEXTS.gpcNotice);
  });
});

describe('the preferences dialog, loaded when asked for', () => {
  test('with a Global Privacy Control signal, advertising is shown off and locked, saying why, under the opt-in law too', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    try {
      const api = consentApi(defaultConsentConfig({ law: 'gdpr' }), true, true);
      await start();
      button('customise').click();
      await flush();
      const ads = document.getElementById('colophon-consent-advertisement') as HTMLInputElement;
      const analytics = document.getElementById('colophon-consent-analytics') as HTMLInputElement;
      expect([ads.checked, ads.disabled, analytics.disabled]).toEqual([false, true, false]);
      expect(document.getElementById('colophon-consent-advertisement-description')!.textContent).toContain(TEXTS.gpcNotice);
      api.decide({ advertisement: true, analytics: true });
      expect([api.allowed('advertisement'), api.allowed('analytics')]).toEqual([false, true]);
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });

  test('Customise loads it (busy meanwhile), with the stored or default choices; Close returns focus to Customise and nothing is decided', async () => {
    const api = consentApi();
    await start();
    button('customise').click();
    expect(button('customise').getAttribute('aria-busy')).toBe('true');
    await flush();
    expect(button('customise').hasAttribute('aria-busy')).toBe(false);
    expect(dialog()).not.toBeNull();
    expect([dialog()!.tagName, dialog()!.hasAttribute('open')]).toEqual(['DIALOG', true]); // the platform's modal dialog
    const analytics = document.getElementById('colophon-consent-analytics') as HTMLInputElement;
    expect(analytics.checked).toBe(false); // GDPR default: off
    button('customise').click(); // a second click opens no second dialog
    await flush();
    expect(document.querySelectorAll('.colophon-consent__preferences')).toHaveLength(1);
    document.querySelector<HTMLButtonElement>('.colophon-consent__close')!.click();
    await flush(2);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button('customise'));
    expect(api.get().decided).toBe(false);
  });

  test('saving decides what the switches say; the revisit button opens it again with those choices', async () => {
    const api = consentApi();
    await start();
    button('customise').click();
    await flush();
    document.getElementById('colophon-consent-analytics')!.click();
    await flush(2);
    [...document.querySelectorAll<HTMLButtonElement>('.colophon-consent__preferences button')].find((b) => b.textContent === TEXTS.save)!.click();
    await flush(2);
    expect(dialog()).toBeNull();
    expect([api.allowed('analytics'), api.allowed('advertisement')]).toEqual([true, false]);
    expect(document.activeElement).toBe(button('revisit'));

    button('revisit').click();
    await flush();
    expect((document.getElementById('colophon-consent-analytics') as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('colophon-consent-advertisement') as HTMLInputElement).checked).toBe(false);
  });

  test('when its chunk cannot load, the visitor is told (shown and announced), the button is usable again and a retry opens it', async () => {
    consentApi();
    let fails = true;
    jest.doMock('../preferences-dialog', () => {
      if (fails) throw new Error('Loading chunk consent-preferences failed.');
      return jest.requireActual('../preferences-dialog');
    });
    try {
      await start();
      button('customise').click();
      await flush(20); // the live region writes its first message a moment later
      await new Promise((resolve) => setTimeout(resolve, 150));
      const status = document.querySelector('#colophon-consent + .colophon-status')!;
      expect([status.textContent, status.getAttribute('role'), status.classList.contains('is-error')]).toEqual([TEXTS.preferencesFailed, 'status', true]);
      expect(button('customise').hasAttribute('aria-busy')).toBe(false);
      expect(dialog()).toBeNull();

      fails = false;
      button('customise').click();
      await flush();
      expect(dialog()).not.toBeNull();
      expect(status.textContent).toBe('');
    } finally {
      jest.dontMock('../preferences-dialog');
    }
  });
});

test('on a host that does not match the registered domain the chunk refuses to run: the domain-mismatch error, and its buttons do nothing', async () => {
  const errors: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  try {
    const api = consentApi(defaultConsentConfig(), false);
    await start();
    button('accept').click();
    expect(api.get().decided).toBe(false);
    expect(String(errors.flat().join(' '))).toContain('DomainMismatchError');
  } finally {
    spy.mockRestore();
  }
});
