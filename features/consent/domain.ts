/**
 * The banner runs only on its registered domain: the host must equal it or be a subdomain of it,
 * ignoring a leading `www.` on either side (`evilexample.com` does not match `example.com`).
 */

export class DomainMismatchError extends Error {
  override name = 'DomainMismatchError';
  constructor(
    readonly host: string,
    readonly registered: string,
  ) {
    super(
      `Colophon consent: ${host} does not match the registered domain ${registered}. The site URL has changed: ` +
        'update the registered URL in the consent provider account (Colophon → Consent), then reload this page. ' +
        'Until then no banner is shown and non-necessary scripts stay blocked.',
    );
  }
}

const bare = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');

/** True when `host` is the registered domain or one of its subdomains. An empty registration matches nothing. */
export function domainMatches(host: string, registered: string): boolean {
  const want = bare(registered.replace(/^[a-z]+:\/\//i, '').split(/[/:]/)[0] ?? '');
  const have = bare(host.split(':')[0] ?? '');
  if (!want || !have) return false;
  return have === want || have.endsWith(`.${want}`);
}
