/**
 * The specification's timings (SPEC: "Sticky resize debounce 300 ms. Motion effects resize
 * debounce 200 ms", "Infinite scroll re-observe delay 250 ms"), pinned where each handler takes
 * them from, and the debounce they feed: nothing before the time, once after it.
 */
import { Handler } from '../../src/runtime/handler';
import { REOBSERVE_DELAY } from '../../features/listing-grid';
import { RESIZE_DEBOUNCE as MOTION_RESIZE } from '../../features/motion-fx';
import { RESIZE_DEBOUNCE as STICKY_RESIZE } from '../../features/sticky';
import { makeRuntime } from './helpers/runtime';

test.each([
  ['sticky resize debounce', STICKY_RESIZE, 300],
  ['motion effects resize debounce', MOTION_RESIZE, 200],
  ['infinite scroll re-observe delay', REOBSERVE_DELAY, 250],
])('%s: %d ms', (_, value, spec) => {
  expect(value).toBe(spec);
});

test.each([STICKY_RESIZE, MOTION_RESIZE])('a resize settles %d ms after the last resize event, once', async (ms) => {
  jest.useFakeTimers();
  const calls: number[] = [];
  class Probe extends Handler {
    connect() {
      this.settled(window, 'resize', ms, () => calls.push(Date.now()));
    }
  }
  const { registry } = makeRuntime({ probe: { selector: '.probe', load: () => Promise.resolve({ default: Probe }) } });
  document.body.innerHTML = '<div class="probe"></div>';
  const scan = registry.start();
  await jest.advanceTimersByTimeAsync(2000); // the registry's idle wait
  await scan;
  window.dispatchEvent(new Event('resize'));
  await jest.advanceTimersByTimeAsync(ms - 100);
  window.dispatchEvent(new Event('resize')); // still resizing: the wait starts again
  await jest.advanceTimersByTimeAsync(ms - 1);
  expect(calls).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(ms * 3);
  expect(calls).toHaveLength(1);
  registry.stop();
  jest.useRealTimers();
});
