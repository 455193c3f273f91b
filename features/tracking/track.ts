/**
 * One tracking API: `track(event)` fans an event out to the data layer, the ad pixel
 * and the analytics tag, each only when its consent category allows it at that moment: the pixel
 * needs `advertisement`, analytics needs `analytics`. An event that happens before consent is
 * dropped for that destination, never queued and sent later. The data layer is a list in the page
 * that the tag manager reads under its own consent mode (features/consent/consent-mode.ts), so events
 * are always pushed there; nothing leaves the page through it without the tag manager's consent.
 * Lead source fields are added to what goes to analytics and the data layer.
 */
import type { LeadSource } from './lead-source';

/** The ad pixel's instance API: what Colophon calls on it. */
export interface PixelInstance {
  track(event: string, properties?: Record<string, unknown>, options?: { event_id: string }): void;
  identify(fields: { email?: string; phone_number?: string }): void;
}

export interface PixelEvent {
  event: string;
  properties?: Record<string, unknown>;
  eventId?: string;
}

export interface TrackedEvent {
  /** Data-layer event name (`submit_application`), pushed with `data`. */
  dataLayer?: string;
  /** Analytics event name, sent with `data`. */
  analytics?: string;
  /** Ad-pixel event(s) (`Lead`, `Contact`, …), each with its own properties and the event id it is deduplicated by. */
  pixel?: PixelEvent | PixelEvent[];
  data?: Record<string, unknown>;
}

export interface TrackerDeps {
  allowed(category: 'analytics' | 'advertisement'): boolean;
  /** The pixel instance once its script is allowed and loaded, else undefined. */
  pixel(): PixelInstance | undefined;
  /** The analytics tag's event call (gtag-style), else undefined. */
  analytics(): ((command: 'event', name: string, params: Record<string, unknown>) => void) | undefined;
  dataLayer(): Array<Record<string, unknown>>;
  lead(): LeadSource;
}

/** What went where, for tests and the debug log. */
export interface Delivery {
  dataLayer: boolean;
  analytics: boolean;
  pixel: boolean;
}

export function createTracker(deps: TrackerDeps) {
  function track(event: TrackedEvent): Delivery {
    const lead = deps.lead();
    const data = {
      ...event.data,
      lead_source: lead.source,
      lead_medium: lead.medium,
      lead_campaign: lead.campaign,
      lead_content: lead.content,
      lead_term: lead.term,
    };
    const sent: Delivery = { dataLayer: false, analytics: false, pixel: false };
    if (event.dataLayer) {
      deps.dataLayer().push({ event: event.dataLayer, ...data });
      sent.dataLayer = true;
    }
    const analytics = event.analytics && deps.allowed('analytics') ? deps.analytics() : undefined;
    if (event.analytics && analytics) {
      call(() => analytics('event', event.analytics!, data));
      sent.analytics = true;
    }
    const pixel = event.pixel && deps.allowed('advertisement') ? deps.pixel() : undefined;
    if (event.pixel && pixel) {
      for (const { event: name, properties = {}, eventId } of ([] as PixelEvent[]).concat(event.pixel)) {
        call(() => (eventId ? pixel.track(name, properties, { event_id: eventId }) : pixel.track(name, properties)));
      }
      sent.pixel = true;
    }
    return sent;
  }
  return { track };
}

/** A destination's own failure never stops the others or the page. */
function call(send: () => void): void {
  try {
    send();
  } catch (error) {
    console.warn('[colophon] a tracking call failed.', error);
  }
}
