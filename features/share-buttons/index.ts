/**
 * Marker: the page builder's share buttons (`share-buttons.default`). Each
 * `.elementor-share-btn_{network}` (printed with `role="button"` and `tabindex="0"`) opens its
 * network's share page (./networks.ts) in a small window centred on this one (`noopener`: the
 * network's page gets no handle on this one); email opens the visitor's mail program, print prints. Enter and Space work
 * as a click. Shared: the widget's own address (`share_url`) or this page, with its title, its
 * description and its share image from the page's head. Nothing is sent to a network before the
 * visitor presses its button.
 */
import { Handler } from '../../src/runtime/handler';
import { addressToShare, networkOf, shareAddress, type Shared } from './networks';

const WINDOW = { width: 640, height: 480 };

interface ShareSettings {
  share_url?: { url?: string };
}

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? '';

export default class ShareButtons extends Handler<ShareSettings> {
  connect(): void {
    const act = (event: Event) => {
      const button = (event.target as Element).closest?.('.elementor-share-btn');
      if (!button || !this.element.contains(button)) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault(); // Space would scroll the page
      }
      this.share(networkOf(button));
    };
    this.listen(this.element, 'click', act);
    this.listen(this.element, 'keydown', act);
  }

  private share(network: string): void {
    if (network === 'print') return void window.print();
    const shared: Shared = {
      url: addressToShare(this.settings.share_url?.url, location.href),
      title: meta('meta[property="og:title"]') || document.title,
      text: meta('meta[property="og:description"]') || meta('meta[name="description"]'),
      image: meta('meta[property="og:image"]'),
    };
    const address = shareAddress(network, shared);
    if (!address) return;
    if (address.startsWith('mailto:')) return this.go(address);
    const left = Math.round(window.screenX + (window.outerWidth - WINDOW.width) / 2);
    const top = Math.round(window.screenY + (window.outerHeight - WINDOW.height) / 2);
    window.open(address, '_blank', `noopener,width=${WINDOW.width},height=${WINDOW.height},left=${left},top=${top}`);
  }

  /** Leaves for `url` (its own method, so a test can watch it: jsdom cannot navigate). */
  protected go(url: string): void {
    location.assign(url);
  }
}
