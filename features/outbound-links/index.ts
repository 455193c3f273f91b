/**
 * Marker: an empty, hidden `#colophon-outbound` the server prints in the footer where the owner has
 * turned this feature on; the handler works on the whole document. Every link to another site is
 * said to open in a new tab when it does (`outboundLinks.newTab` in the page config:
 * `target="_blank"`, `rel="noopener"`, and a hint for screen readers after its text); one added to
 * the page later gets the same when it is followed. Following one fires `colophon.link.outbound`
 * with its address and the link, for analytics.
 */
import { Handler } from '../../src/runtime/handler';
import { isOutbound } from './outbound';
import './events';
import './page-config';

const HINT = 'colophon-outbound__hint';

export default class OutboundLinks extends Handler {
  private get newTab(): boolean {
    return this.runtime.config.outboundLinks?.newTab === true;
  }

  connect(): void {
    const page = this.element.ownerDocument;
    for (const link of page.querySelectorAll<HTMLAnchorElement>('a[href]')) if (isOutbound(link)) this.open(link);
    this.listen(page, 'click', (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      if (!link || !isOutbound(link)) return;
      this.open(link);
      this.dispatch('colophon.link.outbound', { href: link.href, link });
    });
  }

  /** In a new tab, where the owner chose it (a link with a target of its own keeps it), said so once. */
  private open(link: HTMLAnchorElement): void {
    if (!this.newTab || link.hasAttribute('target')) return;
    link.target = '_blank';
    link.relList.add('noopener');
    if (link.querySelector(`.${HINT}`)) return;
    const hint = document.createElement('span');
    hint.className = HINT;
    hint.textContent = ` ${this.text('outboundNewTab')}`;
    link.append(hint);
  }
}
