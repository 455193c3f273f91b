/**
 * The banner runs only on its registered domain: the host must equal it or be a subdomain of it,
 * ignoring a leading `www.` on either side (`evilexample.com` does not match `example.com`). The
 * server makes the registered one bare (SiteHealth::bare_host, by php/PageConfig.php); the host is made
 * bare here.
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

/**
 * True when `host` (`location.host`) is the registered domain or one of its subdomains, a leading
 * `www.` ignored. `registered` is as the page config carries it, worked out by the server
 * (SiteHealth::bare_host, by php/PageConfig.php): a bare host in lower case. An empty one matches nothing.
 */
export function domainMatches(host: string, registered: string): boolean {
  // ./providers.ts normaliseHost does the same to an address's host; calling it instead cost strict
  // mode's small boot 9 bytes, past its budget (6 to spare).
  const have = host
    .split(':')[0]!
    .toLowerCase()
    .replace(/^www\.|\.$/g, '');
  return !!registered && (have === registered || have.endsWith('.' + registered));
}
