/**
 * Marker: `#colophon-tracking` (printed by features/tracking/php/Module.php on every front-end page of a
 * site, with the tracking settings; connected when there is something to track: ./wanted.ts). Wires the tracking API
 * (./track.ts) to consent, the page and the bus:
 * - lead source and affiliate code read from the address, kept once consent allows it, put into
 *   forms' hidden fields and onto marketplace links;
 * - the ad pixel loaded only once advertising consent is given (and not before: no queue, no tag);
 * - form submissions from every source, submit-button presses, votes, waitlist applications and
 *   `colophon.track` calls turned into data-layer, analytics and pixel events.
 * Without the consent API on the page nothing is allowed: events reach the data layer only.
 */
import { Handler } from '../../src/runtime/handler';
import { createStore } from '../../src/runtime/storage';
import { affiliateFrom, keepAffiliate, keptAffiliate, normaliseHost, type AffiliateCodes, type AffiliateStorage } from './affiliate';
import { watchSubmitClicks } from './clicks';
import { eventId } from './event-id';
import { applicationEvent, submitClickEvent, voteEvent } from './events';
import type { Experiment } from './experiments';
import { watchFormSources, type Submission } from './form-sources';
import { carryAffiliate } from './links';
import { loadPixel, PIXEL_SRC } from './pixel';
import { handleSubmission } from './submissions';
import { createTracker, type PixelInstance } from './track';
import { createVisit, fillLeadFields } from './visit';
import { EARLY_EVENTS, takeEarly, type EarlyEvent } from './wanted';

export interface TrackingSettings {
  pixel_code: string;
  /** Where the pixel's script is loaded from: its own host, or the site's proxy (the demo: a stand-in). */
  pixel_src: string;
  advanced_matching: string;
  country: string;
  experiments: Experiment[];
  conversion_function: string;
  marketplace_hosts: string[];
  affiliate_days: number;
}

type Category = 'analytics' | 'advertisement';

/** A storage that never throws (private mode, storage off): failures are logged once and the code lives in the page. */
function safeStorage(area: () => Storage): AffiliateStorage {
  let warned = false;
  const guard = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      if (!warned) console.warn('[colophon] local storage is not available; the affiliate code is kept for this page only.', error);
      warned = true;
      return fallback;
    }
  };
  return {
    getItem: (key) => guard(() => area().getItem(key), null),
    setItem: (key, value) => guard(() => area().setItem(key, value), undefined),
    removeItem: (key) => guard(() => area().removeItem(key), undefined),
  };
}

/** A v4 UUID, or undefined (logged) when none can be made: the event still goes, without deduplication. */
function newEventId(): string | undefined {
  try {
    return eventId();
  } catch (error) {
    console.warn('[colophon] an event id could not be generated; the event is sent without one.', error);
    return undefined;
  }
}

export default class Tracking extends Handler<TrackingSettings> {
  static override defaults: TrackingSettings = {
    pixel_code: '',
    pixel_src: PIXEL_SRC,
    advanced_matching: '0',
    country: '',
    experiments: [],
    conversion_function: '',
    marketplace_hosts: [],
    affiliate_days: 30,
  };

  private instance: PixelInstance | undefined;
  private pixelTried = false;

  connect(): void {
    const consent = window.colophonConsent;
    const allowed = (category: Category): boolean => !!consent && consent.allowed(category);
    const settings = this.settings;

    const visit = createVisit(location.search, createStore({ session: true }), () => allowed('analytics'));
    const storage = safeStorage(() => window.localStorage);
    const here = affiliateFrom(location.search);
    const days = Number.isFinite(settings.affiliate_days) && settings.affiliate_days > 0 ? settings.affiliate_days : 30;
    const keepCodes = () => allowed('advertisement') && keepAffiliate(storage, here, days);
    const codes = (): AffiliateCodes => ({ ...keptAffiliate(storage), ...here });

    const pixel = (): PixelInstance | undefined => {
      if (!settings.pixel_code || !allowed('advertisement')) return undefined;
      if (!this.pixelTried) {
        this.pixelTried = true;
        this.instance = this.loadPixel();
      }
      return this.instance;
    };
    const tracker = createTracker({
      allowed,
      pixel,
      analytics: () => {
        const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
        return typeof gtag === 'function' ? (command, name, params) => gtag(command, name, params) : undefined;
      },
      dataLayer: () => (window.dataLayer ??= []) as Array<Record<string, unknown>>,
      lead: visit.lead,
    });

    // Consent given now or later: keep what was read from the address, start the pixel.
    const onConsent = () => {
      visit.keep();
      keepCodes();
      pixel();
    };
    onConsent();
    if (consent) {
      const stop = consent.subscribe(onConsent);
      this.signal.addEventListener('abort', stop, { once: true });
    }

    fillLeadFields(document, visit.lead());
    const hosts = settings.marketplace_hosts.map(normaliseHost).filter((host): host is string => host !== null);
    carryAffiliate(document, hosts, codes, this.signal);

    const submitted = (submission: Submission) =>
      void handleSubmission(submission, { settings, allowed, pixel, track: tracker.track, lead: visit.lead, eventId: newEventId });
    watchFormSources(submitted, this.signal);
    watchSubmitClicks(() => tracker.track(submitClickEvent(newEventId())), this.signal);
    const listeners: { [K in EarlyEvent[0]]: (payload: Extract<EarlyEvent, [K, unknown]>[1]) => void } = {
      'colophon.likeDislike.voted': ({ type, postId }) => tracker.track(voteEvent(type, postId)),
      'colophon.waitlist.submitted': () => tracker.track(applicationEvent({ lead: newEventId(), application: newEventId() })),
      'colophon.form.sent': ({ form, source }) => submitted({ form, source }),
      'colophon.track': ({ event, properties, pixel: pixelEvent }) =>
        tracker.track({
          dataLayer: event,
          analytics: event,
          data: properties,
          ...(pixelEvent ? { pixel: { event: pixelEvent, properties, eventId: newEventId() } } : {}),
        }),
    };
    for (const name of EARLY_EVENTS) this.on(name, listeners[name] as (payload: unknown) => void);
    // What was fired before this chunk connected (features/tracking/wanted.ts), in order.
    for (const [name, payload] of takeEarly()) (listeners[name] as (payload: unknown) => void)(payload);
    // For tests and other scripts: the tracking is listening from here on.
    this.element.setAttribute('data-connected', '');
    this.signal.addEventListener('abort', () => this.element.removeAttribute('data-connected'), { once: true });
  }

  /** The pixel, from its host or the site's own proxy; any other address is refused. */
  private loadPixel(): PixelInstance | undefined {
    let src: URL;
    try {
      src = new URL(this.settings.pixel_src || PIXEL_SRC, location.href);
    } catch {
      src = new URL(PIXEL_SRC);
    }
    if (src.protocol !== 'https:' && src.origin !== location.origin) {
      console.warn(`[colophon] the ad pixel address ${src.href} is neither https nor on this site; the pixel is not loaded.`);
      return undefined;
    }
    const instance = loadPixel(this.settings.pixel_code, src.href);
    (instance as PixelInstance & { page?: () => void }).page?.();
    return instance;
  }
}
