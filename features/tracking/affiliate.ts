/**
 * The affiliate code: `?aff=` or `?aff_id=` in the address is kept in local storage under
 * the same key (`aff` / `aff_id`) until it expires, and carried onto links to the marketplace
 * host(s) the site owner configured, so a visitor who goes on to the marketplace keeps the referrer.
 * Pure apart from the storage handed in.
 */
import { AFFILIATE_KEYS } from './params';

export { AFFILIATE_KEYS };

export type AffiliateKey = (typeof AFFILIATE_KEYS)[number];
export type AffiliateCodes = Partial<Record<AffiliateKey, string>>;

/** An affiliate code is letters, digits, `-`, `_` and `.`, at most 64 of them; anything else is ignored. */
export const CODE = /^[\w.-]{1,64}$/;

/** The codes an address carries (only well-formed ones). */
export function affiliateFrom(search: string): AffiliateCodes {
  const params = new URLSearchParams(search);
  const codes: AffiliateCodes = {};
  for (const key of AFFILIATE_KEYS) {
    const value = params.get(key)?.trim();
    if (value && CODE.test(value)) codes[key] = value;
  }
  return codes;
}

/** A configured host, lower-cased, without scheme, port, path or a leading `www.`; null when it is not a host name. */
export function normaliseHost(value: string): string | null {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/:?#].*$/, '')
    .replace(/^www\./, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host) ? host : null;
}

/** Whether `url` goes to one of `hosts` (or a subdomain of one) over http(s). */
export function isMarketplace(url: URL, hosts: readonly string[]): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** `href` with the codes added (codes already in the link are left as the link has them), or null when the link is not to a marketplace host. */
export function withAffiliate(href: string, base: string, hosts: readonly string[], codes: AffiliateCodes): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (!isMarketplace(url, hosts)) return null;
  let changed = false;
  for (const key of AFFILIATE_KEYS) {
    const code = codes[key];
    if (code && !url.searchParams.has(key)) {
      url.searchParams.set(key, code);
      changed = true;
    }
  }
  return changed ? url.href : null;
}

export interface AffiliateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Stored as `{"code": …, "expires": epoch-ms}` under `aff` / `aff_id`. */
interface Stored {
  code: string;
  expires: number;
}

/** Keeps `codes` for `days` days (a new code replaces the old one and restarts the clock). */
export function keepAffiliate(storage: AffiliateStorage, codes: AffiliateCodes, days: number, now = Date.now()): void {
  for (const key of AFFILIATE_KEYS) {
    const code = codes[key];
    if (code) storage.setItem(key, JSON.stringify({ code, expires: now + days * 86_400_000 } satisfies Stored));
  }
}

/** The codes still valid; expired or unreadable entries are removed. */
export function keptAffiliate(storage: AffiliateStorage, now = Date.now()): AffiliateCodes {
  const codes: AffiliateCodes = {};
  for (const key of AFFILIATE_KEYS) {
    const raw = storage.getItem(key);
    if (raw === null) continue;
    let stored: Partial<Stored> | null;
    try {
      stored = JSON.parse(raw) as Partial<Stored>;
    } catch {
      stored = null;
    }
    if (stored && typeof stored.code === 'string' && CODE.test(stored.code) && typeof stored.expires === 'number' && stored.expires > now)
      codes[key] = stored.code;
    else storage.removeItem(key);
  }
  return codes;
}
