import { SCROLL_QUIET, scrollPause } from '../scroll-pause';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function settledAfter(ms: number, pause: Promise<void>): Promise<boolean> {
  let done = false;
  void pause.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

test('with no scrolling it resolves after the quiet time, not before', async () => {
  const pause = scrollPause(new AbortController().signal);
  expect(SCROLL_QUIET).toBe(150);
  expect(await settledAfter(149, pause)).toBe(false);
  expect(await settledAfter(1, pause)).toBe(true);
});

test('every scroll event starts the quiet time again, and scrolling on an inner element counts too', async () => {
  const pause = scrollPause(new AbortController().signal);
  const inner = document.createElement('div');
  document.body.append(inner);
  for (let i = 0; i < 10; i += 1) {
    await jest.advanceTimersByTimeAsync(100);
    (i % 2 ? window : inner).dispatchEvent(new Event('scroll'));
  }
  expect(await settledAfter(149, pause)).toBe(false);
  expect(await settledAfter(1, pause)).toBe(true);
  inner.remove();
});

test('once the handler goes, it never resolves and leaves no timer behind', async () => {
  const control = new AbortController();
  const pause = scrollPause(control.signal);
  control.abort();
  expect(jest.getTimerCount()).toBe(0);
  expect(await settledAfter(1000, pause)).toBe(false);
  expect(await settledAfter(1, scrollPause(control.signal))).toBe(false);
});
