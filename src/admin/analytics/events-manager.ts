/**
 * The editor's events manager: validates an event against the catalogue, adds its
 * location, and dispatches it to the `colophon.admin.event` action (wp.hooks), the browser's
 * dataLayer, and — only when the site owner opted in to usage sharing — a collector URL with
 * sendBeacon. No other backend call. An event the catalogue does not allow is an error in
 * development and dropped in production.
 */
import { CATALOGUE, DETAIL_FIELDS, KIT_FIELDS, type DetailField, type DetailValue, type EventName, type EventSpec, type Location } from './catalogue';

export const HOOK = 'colophon.admin.event';

export interface EditorEvent {
  event: EventName;
  location: Location;
  details: Partial<Record<DetailField, DetailValue>>;
  /** Epoch milliseconds. */
  time: number;
}

export interface EventsManagerOptions {
  /** wp.hooks (or @wordpress/hooks); missing: the action is skipped. */
  hooks?: { doAction(name: string, ...args: unknown[]): void } | undefined;
  dataLayer?: unknown[] | undefined;
  /** Usage sharing: off unless the site owner turned it on (settings page). */
  sharing?: { enabled: boolean; url: string } | undefined;
  sendBeacon?: ((url: string, body: string) => boolean) | undefined;
  /** Development: invalid events throw. Production: they are dropped (and reported to the console). */
  strict?: boolean;
  now?: () => number;
  onDropped?: (message: string) => void;
}

const KNOWN_FIELDS = new Set<string>([...DETAIL_FIELDS, ...KIT_FIELDS]);
const MAX_VALUE = 500;

/** Why an event is refused, or null when the catalogue allows it. */
export function problemWith(name: string, details: Record<string, unknown>, location?: string): string | null {
  const spec = (CATALOGUE as Record<string, EventSpec>)[name];
  if (!spec) return `Unknown editor event "${name}"`;
  if (location !== undefined && !(spec.locations as readonly string[]).includes(location)) {
    return `Editor event "${name}" cannot happen in "${location}" (only ${spec.locations.join(', ')})`;
  }
  const allowed = new Set<string>([...spec.required, ...spec.optional]);
  for (const [field, value] of Object.entries(details)) {
    if (!KNOWN_FIELDS.has(field)) return `Editor event "${name}": unknown detail field "${field}"`;
    if (!allowed.has(field)) return `Editor event "${name}" does not carry "${field}"`;
    if (!['string', 'number', 'boolean'].includes(typeof value) || (typeof value === 'number' && !Number.isFinite(value))) {
      return `Editor event "${name}": "${field}" must be text, a number or true/false`;
    }
    const values = spec.values?.[field as DetailField];
    if (values && !values.includes(String(value))) return `Editor event "${name}": "${field}" must be one of ${values.join(', ')}, got "${String(value)}"`;
  }
  for (const field of spec.required) {
    if (details[field] === undefined || details[field] === '') return `Editor event "${name}" needs "${field}"`;
  }
  for (const rule of spec.requiredWhen ?? []) {
    if (details[rule.when] === rule.is && (details[rule.field] === undefined || details[rule.field] === '')) {
      return `Editor event "${name}" needs "${rule.field}" when ${rule.when} is "${rule.is}"`;
    }
  }
  return null;
}

export interface EventsManager {
  /** Sends one event; returns it as dispatched, or null when it was dropped. */
  dispatch(name: EventName, details?: EditorEvent['details'], location?: Location): EditorEvent | null;
}

export function createEventsManager(options: EventsManagerOptions = {}): EventsManager {
  const now = options.now ?? Date.now;
  const sharingURL = options.sharing?.enabled ? collectorURL(options.sharing.url) : null;
  return {
    dispatch(name, details = {}, location) {
      const problem = problemWith(name, details as Record<string, unknown>, location);
      if (problem) {
        if (options.strict) throw new Error(problem);
        options.onDropped?.(problem);
        return null;
      }
      const spec = CATALOGUE[name] as EventSpec;
      const clean: EditorEvent['details'] = {};
      for (const [field, value] of Object.entries(details)) {
        clean[field as DetailField] = typeof value === 'string' ? value.slice(0, MAX_VALUE) : value;
      }
      const event: EditorEvent = { event: name, location: location ?? (spec.locations[0] as Location), details: clean, time: now() };
      options.hooks?.doAction(HOOK, event);
      options.dataLayer?.push({ event: 'colophon_editor', editor_event: event.event, location: event.location, ...event.details });
      if (sharingURL && options.sendBeacon) {
        try {
          options.sendBeacon(sharingURL, JSON.stringify(event));
        } catch {
          /* a refused beacon is not the editor's problem */
        }
      }
      return event;
    },
  };
}

/** The collector URL when it is an http(s) address, else null (nothing is sent). */
export function collectorURL(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
