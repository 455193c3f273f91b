/** Whether a link leaves this site: an http(s) address on another host (another port is another site). */
export function isOutbound(link: HTMLAnchorElement, here: Location = location): boolean {
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== here.host;
}
