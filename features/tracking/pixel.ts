/**
 * The ad pixel: a command queue the pixel's script drains when
 * it arrives, so calls made before it has loaded are not lost, and the script tag itself. Called
 * only once advertising consent is given (./index.ts); before that neither the queue nor the tag
 * exists, so nothing can reach the pixel's host. The script URL is a setting (`pixel_src`) so a
 * site can serve it through its own proxy and the demo can serve a stand-in.
 */
import type { PixelInstance } from './track';

export const PIXEL_SRC = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** The queue's methods, as the pixel's published base code declares them. */
export const QUEUED = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

type Call = [string, ...unknown[]];
interface Queue extends Array<Call> {
  [method: string]: unknown;
}
export interface PixelQueue extends Queue {
  instance(id: string): PixelInstance & Queue;
  load(id: string, options?: Record<string, unknown>): void;
  _i: Record<string, Queue>;
}

interface PixelWindow {
  TiktokAnalyticsObject?: string;
  ttq?: PixelQueue;
}

/** Gives `target` a method per queued name that records the call on `target` itself. */
function queueing(target: Queue): Queue {
  for (const name of QUEUED) target[name] = (...args: unknown[]) => (target.push([name, ...args]), target);
  return target;
}

/**
 * The page's pixel queue for `code`, created (with its script tag) on the first call; later calls
 * return the same one. `src` must be an https URL or one on this site.
 */
export function loadPixel(code: string, src: string = PIXEL_SRC, win: Window = window): PixelInstance {
  const page = win as unknown as PixelWindow;
  let ttq = page.ttq;
  if (!ttq) {
    page.TiktokAnalyticsObject = 'ttq';
    ttq = queueing([] as unknown as Queue) as PixelQueue;
    ttq._i = {};
    ttq.instance = (id: string) => {
      const queue = (ttq!._i[id] ??= [] as unknown as Queue);
      return (queue.length || typeof queue.track === 'function' ? queue : queueing(queue)) as PixelInstance & Queue;
    };
    ttq.load = (id: string, options: Record<string, unknown> = {}) => {
      const url = new URL(src, win.location.href);
      url.searchParams.set('sdkid', id);
      url.searchParams.set('lib', 'ttq');
      const queue = ttq!.instance(id);
      queue.push(['_options', options] as Call);
      const script = win.document.createElement('script');
      script.async = true;
      script.src = url.href;
      script.addEventListener('error', () => console.warn(`[colophon] the ad pixel script could not be loaded from ${url.origin}; its events are dropped.`), {
        once: true,
      });
      win.document.head.append(script);
    };
    page.ttq = ttq;
  }
  if (!ttq._i[code] || !ttq._i[code]!.some((call) => call[0] === '_options')) ttq.load(code);
  return ttq.instance(code);
}
