/**
 * Where scroll-driven animations are missing: one frame loop for the whole page. A passive scroll
 * listener asks for a frame only while some effect element is on screen (IntersectionObserver);
 * the frame reads `scrollY` and writes custom properties. Geometry (an element's top on the page,
 * its height, the page height) comes from IntersectionObserver entries, never from a layout read
 * in a scroll frame, and is measured again whenever the element or the page changes size (a
 * ResizeObserver on each), so ranges stay right when content above grows.
 */
import { scrollObserver } from '../../src/kit/scroll-observer';

export interface Track {
  /** The element whose position gives the progress. */
  subject: Element;
  range: 'viewport' | 'page';
  /** Writes the frame for progress `p` (0–100). */
  render(p: number): void;
}

interface Geometry {
  top: number;
  height: number;
  page: number;
}

export interface FrameLoop {
  add(track: Track, signal: AbortSignal): void;
}

export function createFrameLoop(): FrameLoop {
  const tracks = new Map<Track, { geometry: Geometry | null; visible: boolean; probe?: IntersectionObserver }>();
  let viewport = window.innerHeight;
  let frame = 0;
  let listening: AbortController | null = null;

  const progress = (track: Track, { top, height, page }: Geometry, y: number): number => {
    if (track.range === 'page') return page > viewport ? Math.min(100, Math.max(0, (y / (page - viewport)) * 100)) : 0;
    return Math.min(100, Math.max(0, ((y + viewport - top) / (height + viewport)) * 100));
  };

  const tick = () => {
    frame = 0;
    const y = window.scrollY;
    for (const [track, state] of tracks) if (state.visible && state.geometry) track.render(progress(track, state.geometry, y));
  };
  const request = () => {
    if (!frame) frame = requestAnimationFrame(tick);
  };
  const anyVisible = () => [...tracks.values()].some((state) => state.visible);

  // A one-off observer reports the subject's box and the document's box from the same frame:
  // their difference is the subject's place on the page, whatever the scroll position was.
  const measure = (track: Track) => {
    const state = tracks.get(track);
    state?.probe?.disconnect();
    const probe = new IntersectionObserver((entries) => {
      probe.disconnect();
      const own = entries.find((e) => e.target === track.subject)?.boundingClientRect;
      const root = entries.find((e) => e.target === document.documentElement)?.boundingClientRect;
      if (!state || !own || !root) return;
      state.geometry = { top: own.top - root.top, height: own.height, page: root.height };
      request();
    });
    if (state) state.probe = probe;
    probe.observe(track.subject);
    probe.observe(document.documentElement);
  };

  const visibility = scrollObserver({
    callback: (report, entry) => {
      for (const [track, state] of tracks) if (track.subject === entry.target) state.visible = report.isInViewport;
      sync();
      request();
    },
  });
  const sizes = new ResizeObserver((entries) => {
    const page = entries.some((entry) => entry.target === document.body);
    for (const [track] of tracks) if (page || entries.some((entry) => entry.target === track.subject)) measure(track);
  });

  // The scroll and resize listeners exist only while something is on screen.
  const sync = () => {
    if (anyVisible() && !listening) {
      listening = new AbortController();
      window.addEventListener('scroll', request, { passive: true, signal: listening.signal });
      window.addEventListener('resize', () => ((viewport = window.innerHeight), request()), { passive: true, signal: listening.signal });
    } else if (!anyVisible() && listening) {
      listening.abort();
      listening = null;
    }
  };

  return {
    add(track, signal) {
      if (!tracks.size) sizes.observe(document.body);
      tracks.set(track, { geometry: null, visible: false });
      visibility.observe(track.subject);
      sizes.observe(track.subject);
      signal.addEventListener(
        'abort',
        () => {
          tracks.get(track)?.probe?.disconnect();
          tracks.delete(track);
          visibility.unobserve(track.subject);
          sizes.unobserve(track.subject);
          if (!tracks.size) {
            sizes.disconnect();
            visibility.disconnect();
            if (frame) cancelAnimationFrame(frame);
            frame = 0;
          }
          sync();
        },
        { once: true },
      );
    },
  };
}
