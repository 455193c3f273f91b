/**
 * The consent record: one cookie named for the consent provider, compatible with the incumbent's
 * format so existing visitors keep their choice:
 *
 *   consentid:<32 URL-safe chars>,consent:yes|no,action:yes|no,necessary:yes,functional:,analytics:no,…
 *
 * (Ids written before, 43 base64 characters, are read and kept.)
 *
 * A category value is '' (undecided), 'yes' or 'no'. `action:yes` means the visitor decided.
 * Anything malformed (truncated, garbage, an unknown key or value) reads as "no record": a new
 * undecided one, never an exception.
 */
import type { CategoryValue } from './events';
import type { CategoryConfig } from './config';

export type { CategoryValue };

export interface ConsentRecord {
  consentid: string;
  consent: 'yes' | 'no';
  action: 'yes' | 'no';
  categories: Record<string, CategoryValue>;
}

/** The URL-safe base64 alphabet: 64 symbols, so a random byte's low six bits pick one without bias. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const CONSENT_ID_LENGTH = 32;
/** A new id, or the 43-character base64 form earlier versions stored. */
const STORED_ID = /^(?:[A-Za-z0-9_-]{32}|[A-Za-z0-9+/]{43})$/;
const YES_OR_NO = /^(yes|no)$/;

/** 32 random URL-safe characters: 192 bits. */
export function newConsentId(): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(CONSENT_ID_LENGTH))) id += ALPHABET[byte & 63];
  return id;
}

/** Each category undecided, the necessary ones yes. */
const undecided = (categories: CategoryConfig[]): Record<string, CategoryValue> =>
  Object.fromEntries(categories.map((c) => [c.slug, c.necessary ? 'yes' : ''])) as Record<string, CategoryValue>;

export function emptyRecord(categories: CategoryConfig[], consentid = newConsentId()): ConsentRecord {
  return { consentid, consent: 'no', action: 'no', categories: undecided(categories) };
}

/** Parses the cookie value; null when it is missing or malformed in any way. */
export function parseRecord(raw: string | null | undefined, categories: CategoryConfig[]): ConsentRecord | null {
  if (!raw) return null;
  const pairs = new Map<string, string>();
  for (const part of raw.split(',')) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon);
    if (colon < 1 || pairs.has(key)) return null;
    pairs.set(key, part.slice(colon + 1));
  }
  // lastRenewedDate: written by the incumbent's newer builds; harmless.
  const { consentid = '', consent = '', action = '', lastRenewedDate: _renewed, ...rest } = Object.fromEntries(pairs);
  if (!STORED_ID.test(consentid) || !YES_OR_NO.test(consent) || !YES_OR_NO.test(action)) return null;
  // Not emptyRecord(): strict mode's small boot reads a record but never makes an id.
  const values = undecided(categories);
  for (const key in rest) {
    // Only a category's own value is a string (an inherited name such as "constructor" is not).
    if (typeof values[key] !== 'string' || !/^(yes|no)?$/.test(rest[key]!)) return null;
    values[key] = rest[key] as CategoryValue;
  }
  for (const c of categories) if (c.necessary) values[c.slug] = 'yes';
  return { consentid, consent, action, categories: values } as ConsentRecord;
}

export function serializeRecord(record: ConsentRecord, categories: CategoryConfig[]): string {
  const parts = [`consentid:${record.consentid}`, `consent:${record.consent}`, `action:${record.action}`];
  for (const c of categories) parts.push(`${c.slug}:${c.necessary ? 'yes' : (record.categories[c.slug] ?? '')}`);
  return parts.join(',');
}

/** True when the visitor acted and every non-necessary category has a yes or no. */
export function isDecided(record: ConsentRecord, categories: CategoryConfig[]): boolean {
  return record.action === 'yes' && categories.every((c) => c.necessary || record.categories[c.slug] !== '');
}
