/**
 * The visitor's consent for this page: read from the cookie and changed by the banner (or a video
 * placeholder). Here, in the head boot, only what must happen before other scripts run: the
 * cookie, the tag manager's consent-mode update and releasing blocked scripts. The rest (WP Consent
 * API, deleting declared cookies, events for other code) subscribes from the banner chunk
 * (features/consent/effects.ts). Exposed as `window.colophonConsent`.
 */
import { argument } from '../../src/runtime/arguments';
import type { ConsentSnapshot } from './events';
import type { ConsentConfig } from './config';
import { pushUpdate } from './consent-mode';
import { readCookie, writeCookie } from './cookies';
import { decisionFor } from './decision';
import { emptyRecord, parseRecord, serializeRecord, type ConsentRecord } from './record';

export type { ConsentSnapshot };

export { ADVERTISING } from './decision';

export interface ConsentApi {
  readonly config: ConsentConfig;
  get(): ConsentSnapshot;
  allowed(slug: string): boolean;
  /** A full decision: every non-necessary category on or off. */
  decide(choices: Record<string, boolean>): void;
  /** Allows the given categories and leaves the others as they are (e.g. "accept and play"). */
  allow(slugs: string[]): void;
  subscribe(listener: (snapshot: ConsentSnapshot) => void): () => void;
}

declare global {
  interface Window {
    colophonConsent?: ConsentApi;
  }
}

export interface ControllerHooks {
  /** Restores what the new choice allows. */
  release(): void;
}

export interface Controller extends ConsentApi {
  attach(hooks: ControllerHooks): void;
  /** Page load: re-sends a stored choice (consent-mode update) and releases what it allows. */
  reapply(): void;
}

/** `cookies`: `document.cookie` as the boot read it once (each read is a round trip in the browser). */
export function createController(config: ConsentConfig, domainOk: boolean, gpcSignal: boolean, cookies = document.cookie): Controller {
  const { categories, cookieName } = config;
  const parsed = parseRecord(readCookie(cookieName, cookies), categories);
  const record: ConsentRecord = parsed ?? emptyRecord(categories);
  const { gpc, ads, allowed, decided } = decisionFor(config, record, gpcSignal);
  const listeners = new Set<(snapshot: ConsentSnapshot) => void>();
  let hooks: ControllerHooks = { release() {} };

  const snapshot = (): ConsentSnapshot => ({
    consentId: record.consentid,
    decided: decided(),
    gpc,
    domainOk,
    categories: { ...record.categories },
  });

  function save(): void {
    writeCookie(cookieName, serializeRecord(record, categories), config.expiryDays, config.cookieDomain);
  }

  function apply(changed: boolean): void {
    if (config.consentMode.enabled && (changed || snapshot().decided)) pushUpdate(allowed);
    hooks.release();
    if (changed) listeners.forEach((listener) => listener(snapshot()));
  }

  function commit(): void {
    record.action = 'yes';
    record.consent = categories.some((c) => !c.necessary && record.categories[c.slug] === 'yes') ? 'yes' : 'no';
    save();
    apply(true);
  }

  return {
    config,
    get: snapshot,
    // Site code calls these: a wrong argument fails at once, naming it (src/runtime/arguments.ts).
    allowed: (slug) => allowed(argument('colophonConsent.allowed', 'slug', slug, 'string')),
    attach(next) {
      hooks = next;
      // A new visitor gets an id (and an undecided record) at once: the banner log refers to it.
      if (parsed === null && domainOk) save();
    },
    decide(choices) {
      argument('colophonConsent.decide', 'choices', choices, 'object');
      if (!domainOk) return;
      for (const c of categories) if (!c.necessary) record.categories[c.slug] = choices[c.slug] && !ads(c.slug) ? 'yes' : 'no';
      commit();
    },
    allow(slugs) {
      argument('colophonConsent.allow', 'slugs', slugs, 'array');
      if (!domainOk) return;
      for (const slug of slugs) if (slug in record.categories && !ads(slug)) record.categories[slug] = 'yes';
      commit();
    },
    subscribe(listener) {
      listeners.add(argument('colophonConsent.subscribe', 'listener', listener, 'function'));
      return () => listeners.delete(listener);
    },
    reapply: () => apply(false),
  };
}
