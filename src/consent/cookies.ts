/** Reading and writing cookies (the only storage the consent layer uses). */

/** The raw value of cookie `name` (names are limited to letters, digits, `_` and `-` by the settings). */
export function readCookie(name: string, doc: Document = document): string | null {
  return doc.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1] ?? null;
}

export interface CookieOptions {
  days: number;
  domain?: string;
  sameSite?: 'Strict' | 'Lax';
}

/** Writes a cookie on path `/`, `Secure` on https. A value is stored as is (the record's characters are cookie-safe). */
export function writeCookie(name: string, value: string, { days, domain, sameSite = 'Strict' }: CookieOptions, doc: Document = document): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const scope = domain ? `; domain=${domain}` : '';
  doc.cookie = `${name}=${value}; expires=${expires}; path=/${scope}; SameSite=${sameSite}${secure}`;
}

/** Deletes a cookie on every scope it may have been set on (given domain, host only, current host). */
export function deleteCookie(name: string, domain: string, doc: Document = document): void {
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT';
  for (const scope of new Set([domain, '', doc.location?.hostname ?? ''])) {
    doc.cookie = `${name}=; expires=${past}; path=/${scope ? `; domain=${scope}` : ''}`;
  }
}
