/**
 * The `event_id` the pixel deduplicates with: a v4 UUID, from
 * `crypto.randomUUID` where the page is a secure context, else from the `uuid` package. It travels
 * in the third argument of `track()` (`{event_id}`), where the pixel reads it, never in the
 * properties.
 */
import { v4 } from 'uuid';

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function eventId(): string {
  const native = globalThis.isSecureContext && typeof globalThis.crypto?.randomUUID === 'function';
  return native ? globalThis.crypto.randomUUID() : v4();
}
