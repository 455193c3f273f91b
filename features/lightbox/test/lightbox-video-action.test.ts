/**
 * The page builder's video widget with an image overlay and its lightbox on: the overlay's
 * `lightbox` link action carries the widget's player address and its autoplay switch, and the
 * lightbox asks the host to play at once only when that switch is on, as the page builder's own
 * lightbox does (seen on Elementor 4.2.1 in the 2026 lab: autoplay off, no autoplay asked).
 */
import Lightbox from '..';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const lightboxModule = { default: Lightbox } as unknown as HandlerModule;
const WIDGET_URL = 'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&controls=0&mute=1&start=5&end=40';
let stop: (() => void) | undefined;

async function openFromOverlay(settings: Record<string, unknown>): Promise<URL> {
  const runtime = makeRuntime({ lightbox: { selector: '.elementor-custom-embed-image-overlay', load: () => Promise.resolve(lightboxModule) } });
  document.body.innerHTML = '<div class="elementor-custom-embed-image-overlay" role="button" tabindex="0">Play</div>';
  stop = () => runtime.registry.stop();
  const started = runtime.registry.start();
  await jest.advanceTimersByTimeAsync(0);
  await started;
  const link = document.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay')!;
  runtime.runtime.dispatch('colophon.linkAction', { action: 'lightbox', settings: { type: 'video', url: WIDGET_URL, ...settings }, link });
  const frame = document.querySelector<HTMLIFrameElement>('.colophon-lightbox iframe');
  expect(frame).not.toBeNull();
  return new URL(frame!.src);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

test('the widget’s autoplay switch off: its player settings, and no autoplay asked', async () => {
  const src = await openFromOverlay({ autoplay: '' });
  expect(src.searchParams.has('autoplay')).toBe(false);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({ controls: '0', mute: '1', start: '5', end: '40' });
});

test('the widget’s autoplay switch on: the video plays at once', async () => {
  expect((await openFromOverlay({ autoplay: 'yes' })).searchParams.get('autoplay')).toBe('1');
});

test('an action that says nothing of autoplay (a link set to open a video) plays at once', async () => {
  expect((await openFromOverlay({})).searchParams.get('autoplay')).toBe('1');
});
