/**
 * Marker: `data-widget_type="colophon-video-player.default"`: the marketing site's own video player
 *, or `video.colophon-lazy-video`, a
 * bare video whose sources wait. The server prints a `<video controls>` whose
 * `<source>`s carry `data-src`: when it comes within 150 px of the viewport (threshold 0.01) the
 * sources are set, and for the widget the player (./ui.tsx, preact) loads then and replaces the
 * browser's controls with its own: labelled buttons, a seek slider, mm:ss times, captions when the
 * video has a track, and keys (Space/K, M, F, C, ←/→). Nothing of it loads for a video nobody
 * scrolls to.
 */
import { Handler } from '../../src/runtime/handler';
import { onceInView } from '../../src/kit/once-in-view';
import { LAZY_MARGIN, LAZY_THRESHOLD, loadSources } from './lazy';
import { TEXT_KEYS, type PlayerTexts } from './texts';

export { TEXT_KEYS, type PlayerTexts };

export default class VideoPlayer extends Handler {
  connect(): void {
    const video = this.element instanceof HTMLVideoElement ? this.element : this.element.querySelector('video');
    if (!video) throw new Error('video-player: the widget has no <video>.');
    onceInView(
      video,
      this.signal,
      () => {
        loadSources(video);
        if (video !== this.element) void this.player(video);
      },
      `${LAZY_MARGIN} 0px`,
      LAZY_THRESHOLD,
    );
  }

  private async player(video: HTMLVideoElement): Promise<void> {
    const { mountPlayer } = await import(/* webpackChunkName: "video-player-ui" */ './ui');
    if (this.signal.aborted) return;
    const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, this.text(key)])) as PlayerTexts;
    mountPlayer(this.element, video, texts, this.signal);
  }
}
