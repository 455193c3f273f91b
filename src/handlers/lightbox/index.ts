/**
 * Marker: image links, lightbox video links, and `lightbox` action links. An image link that may
 * open in the lightbox (rules.ts) opens it on click, with the other links of its slideshow
 * (`data-elementor-lightbox-slideshow`) as a gallery. The `lightbox` link action
 * (`{url, type: 'image'|'video', title}`) opens a single item; its URL must be http(s).
 */
import { Handler } from '../../runtime/handler';
import { safeUrl } from '../link-actions/parse';
import { opensInLightbox } from './rules';
import { Viewer, type Slide } from './viewer';

let actionHandlers = 0;

function slideOf(link: HTMLAnchorElement): Slide {
  const img = link.querySelector('img');
  return {
    url: link.href,
    alt: img?.alt ?? '',
    title: link.getAttribute('data-elementor-lightbox-title') ?? img?.getAttribute('title') ?? '',
    video: link.hasAttribute('data-elementor-lightbox-video'),
  };
}

export default class Lightbox extends Handler {
  connect(): void {
    const link = this.element as HTMLAnchorElement;
    const texts = this.runtime.config.i18n ?? {};
    if (actionHandlers++ === 0) {
      this.runtime.hooks.addAction('colophon.linkAction', 'colophon/lightbox', (action: string, settings: Record<string, unknown>, opener: HTMLElement) => {
        if (action !== 'lightbox') return;
        const url = safeUrl(settings.url, location.href);
        if (!url) return;
        const title = typeof settings.title === 'string' ? settings.title : '';
        new Viewer([{ url, alt: title, title, video: settings.type === 'video' }], 0, opener, texts);
      });
    }
    this.signal.addEventListener('abort', () => {
      if (--actionHandlers === 0) this.runtime.hooks.removeAction('colophon.linkAction', 'colophon/lightbox');
    }, { once: true });

    if (!(link instanceof HTMLAnchorElement) || !opensInLightbox(link, this.runtime.config.lightbox?.global ?? true)) return;
    this.listen(link, 'click', (event) => {
      event.preventDefault();
      const group = link.getAttribute('data-elementor-lightbox-slideshow');
      const links = group
        ? [...document.querySelectorAll<HTMLAnchorElement>(`a[data-elementor-lightbox-slideshow="${CSS.escape(group)}"]`)].filter((a) => opensInLightbox(a, this.runtime.config.lightbox?.global ?? true))
        : [link];
      new Viewer(links.map(slideOf), Math.max(0, links.indexOf(link)), link, texts);
    });
  }
}
