/**
 * A video's sources (`data-src` on the video or its `<source>`s) are set only
 * when it comes within 150 px of the viewport (threshold 0.01), so a page never downloads a video
 * nobody scrolls to.
 */
export const LAZY_MARGIN = '150px';
export const LAZY_THRESHOLD = 0.01;

/** Moves `data-src` to `src` on the video and its sources, and asks the video to load them. */
export function loadSources(video: HTMLVideoElement): boolean {
  const pending = [video, ...video.querySelectorAll('source')].filter((el) => el.hasAttribute('data-src'));
  for (const el of pending) {
    el.setAttribute('src', el.getAttribute('data-src')!);
    el.removeAttribute('data-src');
  }
  if (pending.length) video.load();
  return pending.length > 0;
}
