/**
 * Marker: image links, lightbox video links, and `lightbox` action links. An image link that may
 * open in the lightbox (rules.ts) opens it on click, with the other links of its slideshow
 * (`data-elementor-lightbox-slideshow`) as a gallery. The `lightbox` link action
 * (`{url, type: 'image'|'video', title, autoplay}`) on this element opens a single item; its URL
 * must be http(s), and a video plays at once unless `autoplay` is given and not 'yes'. One viewer
 * is open at a time on the page.
 */
import type { GivenAgain } from '../../src/runtime/click-holds';
import { Handler } from '../../src/runtime/handler';
import { safeUrl } from '../link-actions/parse';
import { opensInLightbox } from './rules';
import { Viewer, type Slide, type ViewerPage, type ViewerTexts } from './viewer';

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
    const link = this.element;
    const global = this.runtime.config.lightbox?.global ?? true;
    const page = this.shared<ViewerPage>('lightbox', () => ({ open: null }));
    const texts: ViewerTexts = {
      label: this.text('lightbox'),
      close: this.text('close'),
      previous: this.text('previous'),
      next: this.text('next'),
      video: this.text('video'),
      imageFailed: this.text('imageFailed'),
    };
    // The link's slideshow: the links of its group a visitor can see (a filter's hidden ones are not).
    const slideshow = (from: HTMLAnchorElement) => {
      const group = from.getAttribute('data-elementor-lightbox-slideshow');
      const links = group
        ? [...document.querySelectorAll<HTMLAnchorElement>(`a[data-elementor-lightbox-slideshow="${CSS.escape(group)}"]`)].filter(
            (a) => opensInLightbox(a, global) && (a === from || !a.closest('[hidden]')),
          )
        : [from];
      new Viewer(links.map(slideOf), Math.max(0, links.indexOf(from)), from, texts, page);
    };
    const ownImage = link instanceof HTMLAnchorElement && opensInLightbox(link, global);
    // The visitor's clicks this link answered. The same click can come back: as its link action
    // (sent once what is connecting has connected) or given again by link-actions, which held it
    // while its chunk came. Maybe after the visitor closed the viewer: it must not open again.
    const answered = new WeakSet<Event>();
    const fresh = (event: Event) => {
      const first = (event as GivenAgain).heldEvent ?? event;
      if (answered.has(first)) return false;
      answered.add(first);
      return true;
    };
    this.on('colophon.linkAction', ({ action, settings, link: from, cause }) => {
      if (action !== 'lightbox' || from !== link) return;
      // The page builder prints the action on its gallery's image links too: the same click opens
      // the slideshow once, whichever of the two handlers hears it first.
      if (ownImage) return void (cause && !fresh(cause) ? null : (page.open ?? slideshow(link as HTMLAnchorElement)));
      const url = safeUrl(settings.url, location.href);
      if (!url) return;
      const title = typeof settings.title === 'string' ? settings.title : '';
      // The video widget says whether its video plays at once (its autoplay switch: 'yes' or '').
      const autoplay = settings.autoplay === undefined || settings.autoplay === 'yes' || settings.autoplay === true;
      new Viewer([{ url, alt: title, title, video: settings.type === 'video', autoplay }], 0, link, texts, page);
    });

    if (!ownImage) return;
    // Capturing: a click link-actions holds (its chunk still on the way) opens the viewer at once.
    this.listen(
      link,
      'click',
      (event) => {
        event.preventDefault();
        if (fresh(event) && !page.open) slideshow(link as HTMLAnchorElement);
      },
      { capture: true },
    );
  }
}
