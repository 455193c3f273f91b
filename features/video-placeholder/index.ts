/**
 * Marker: `iframe[data-colophon-src]`, an embed the consent blocker keeps inert. Shows a box of the
 * same size in its place with a "video blocked" title, a thumbnail when the video id is valid, and
 * a button that accepts the embed's categories. Zero-width or zero-height iframes get none. When
 * consent releases the embed, the blocker swaps the iframe for a live one; this element leaves the
 * document, the handler disconnects and the placeholder goes with it.
 */
import { Handler } from '../../src/runtime/handler';
import { videoId } from './video-id';

export interface VideoPlaceholderSettings {
  /** Thumbnail URL template; `{id}` is replaced by the video id. Empty: this site's own copy. */
  thumbnail: string;
}

export default class VideoPlaceholder extends Handler<VideoPlaceholderSettings> {
  static override defaults: VideoPlaceholderSettings = { thumbnail: '' };
  private box: HTMLElement | null = null;

  connect(): void {
    const iframe = this.element as HTMLIFrameElement;
    const api = window.colophonConsent;
    if (!api) return;
    if (iframe.getAttribute('width') === '0' || iframe.getAttribute('height') === '0') return;
    // The placeholder takes exactly the box the iframe has, so nothing around it moves (one layout read).
    const { width: w, height: h } = iframe.getBoundingClientRect();
    if (!w || !h) return;
    const { display, verticalAlign, boxSizing, borderTopWidth, borderRightWidth, borderBottomWidth, borderLeftWidth } = getComputedStyle(iframe);

    const categories = (iframe.getAttribute('data-colophon-categories') ?? '').split(/[\s,]+/).filter(Boolean);
    // Translated with the banner's texts (features/consent/php/Settings.php), which pages with consent always carry.
    const texts = this.runtime.config.consentTexts ?? {};
    const labels = categories.map((slug) => texts[`category_${slug}`] ?? slug).join(', ');
    const box = document.createElement('div');
    box.className = 'colophon-video-placeholder';
    box.setAttribute('role', 'group');
    // Responsive embeds (an inline style such as width:100%; aspect-ratio:16/9) keep their rules;
    // fixed ones get the iframe's exact size.
    const inline = iframe.getAttribute('style');
    if (inline) {
      box.setAttribute('style', inline);
      // Same sizing model and border widths as the iframe (browsers give iframes a 2px border).
      box.style.boxSizing = boxSizing;
      box.style.borderStyle = 'solid';
      box.style.borderColor = 'transparent';
      box.style.borderWidth = `${borderTopWidth} ${borderRightWidth} ${borderBottomWidth} ${borderLeftWidth}`;
    } else {
      box.style.width = `${w}px`;
      box.style.height = `${h}px`;
    }
    // An inline iframe sits on the text baseline; an inline-block with hidden overflow does too.
    box.style.display = display === 'inline' ? 'inline-block' : 'block';
    box.style.verticalAlign = verticalAlign;
    const id = videoId(iframe.getAttribute('data-colophon-src') ?? '');
    // By default a copy this site keeps (php/Thumbnails.php): the provider sees no visitor before consent.
    const { consent, urls } = this.runtime.config;
    const thumbnail = consent?.thumbnail || this.settings.thumbnail || `${urls.rest}colophon/v1/video-thumbnail/{id}`;
    if (id) {
      box.classList.add('has-thumbnail');
      box.style.backgroundImage = `linear-gradient(rgba(76,72,72,.7), rgba(76,72,72,.7)), url("${encodeURI(thumbnail.replace('{id}', id))}")`;
    }
    const title = document.createElement('p');
    title.className = 'colophon-video-placeholder__title';
    title.id = `colophon-video-${Math.random().toString(36).slice(2, 8)}`;
    title.textContent = (texts.videoPlaceholderTitle ?? '').replace('{categories}', labels);
    box.setAttribute('aria-labelledby', title.id);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'colophon-video-placeholder__accept';
    button.textContent = texts.videoPlaceholderAccept ?? '';
    this.listen(button, 'click', () => api.allow(categories));
    const inner = document.createElement('div');
    inner.className = 'colophon-video-placeholder__inner';
    inner.append(title, button);
    box.append(inner);

    iframe.before(box);
    // A data-colophon-* attribute, so the live iframe the blocker re-creates does not inherit it.
    iframe.setAttribute('data-colophon-hidden', '');
    this.box = box;
  }

  override disconnect(): void {
    this.box?.remove();
    this.box = null;
  }
}
