/** Reading and writing cookies (the only storage the consent layer uses). */

/** The raw value of cookie `name` (names are limited to letters, digits, `_` and `-` by the settings). */
export function readCookie(name: string, cookies = document.cookie): string | null {
  return cookies.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1] ?? null;
}

/** Writes a cookie on path `/` for `days`, `Secure` on https. A value is stored as is (the record's characters are cookie-safe). */
export function writeCookie(name: string, value: string, days: number, domain = '', sameSite: 'Strict' | 'Lax' = 'Strict'): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; expires=${expires}; path=/${domain && `; domain=${domain}`}; SameSite=${sameSite}${secure}`;
}

/** Deletes a cookie on every scope it may have been set on (given domain, host only, current host). */
export function deleteCookie(name: string, domain: string): void {
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT';
  for (const scope of new Set([domain, '', location.hostname])) {
    document.cookie = `${name}=; expires=${past}; path=/${scope ? `; domain=${scope}` : ''}`;
  }
}
