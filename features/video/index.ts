/**
 * Marker: the page builder's video widget (`video.default`). Plays YouTube, other providers'
 * iframes and self-hosted videos as its settings say, without the YouTube player script:
 * - with an image overlay (`.elementor-custom-embed-image-overlay`), nothing loads until the visitor
 *   clicks it or presses Enter or Space on its play button; then the overlay goes, the player starts
 *   and takes focus;
 * - with `lazy_load`, the player is created when the widget comes into view; otherwise as soon as
 *   the chunk connects, which it does near the viewport (its load mode: a video below the fold adds
 *   nothing to the page's load);
 * - `yt_privacy` uses the privacy-enhanced host; the embed bases come from `config.videoEmbeds`.
 * Every iframe goes through the consent boot's blocker: without consent for its provider it stays
 * inert and the video placeholder offers to allow it (features/video-placeholder/).
 */
import { Handler } from '../../src/runtime/handler';
import { onceInView } from '../../src/kit/once-in-view';
import { DEFAULT_BASES, withAutoplay, youtubeEmbed, type EmbedBases, type VideoSettings } from './embed';

export default class Video extends Handler<VideoSettings> {
  connect(): void {
    if (this.settings.lightbox === 'yes') return; // the lightbox plays it (features/lightbox/)
    const overlay = this.element.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
    if (overlay) {
      const play = overlay.querySelector<HTMLElement>('.elementor-custom-embed-play') ?? overlay;
      if (!play.hasAttribute('role')) play.setAttribute('role', 'button');
      if (play.tabIndex < 0) play.tabIndex = 0;
      const start = (event: Event) => {
        event.preventDefault();
        overlay.remove();
        this.start(true);
      };
      this.listen(overlay, 'click', start);
      this.listen(play, 'keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') start(event);
      });
      return;
    }
    if (this.settings.lazy_load === 'yes') onceInView(this.element, this.signal, () => this.start(false), '200px');
    else this.start(false);
  }

  /** Creates or starts the player; `byVisitor` when the overlay was used (then it plays and takes focus). */
  private start(byVisitor: boolean): void {
    const hosted = this.element.querySelector<HTMLVideoElement>('video.elementor-video');
    if (hosted) {
      if (byVisitor) {
        void hosted.play().catch(() => undefined); // a refused autoplay leaves the controls to the visitor
        hosted.focus();
      }
      return;
    }
    const lazy = this.element.querySelector<HTMLIFrameElement>('iframe.elementor-video-iframe');
    if (lazy) {
      const src = lazy.getAttribute('data-lazy-load') || lazy.getAttribute('src') || '';
      if (src && (byVisitor || !lazy.getAttribute('src'))) lazy.src = byVisitor ? withAutoplay(src) : src;
      if (byVisitor) lazy.focus();
      return;
    }
    const target = this.element.querySelector<HTMLElement>('.elementor-video');
    if (!target || (this.settings.video_type ?? 'youtube') !== 'youtube') return;
    const bases: EmbedBases = { ...DEFAULT_BASES, ...this.runtime.config.videoEmbeds };
    const src = youtubeEmbed(this.settings, byVisitor, bases);
    if (!src) return;
    const iframe = this.element.ownerDocument.createElement('iframe');
    iframe.className = 'elementor-video';
    iframe.title = this.text('video');
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.allowFullscreen = true;
    iframe.src = src;
    target.replaceWith(iframe);
    if (byVisitor) iframe.focus();
  }
}
