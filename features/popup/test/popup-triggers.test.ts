import { armTriggers, scrollPercent } from '../triggers';
import type { PopupTriggers } from '../settings';
import { parsedAt } from '../../../tests/unit/helpers/navigation-timing';

let controller: AbortController;
let fired: string[];
const arm = (t: PopupTriggers) => armTriggers(t, window, controller.signal, (name) => fired.push(name));

function setScroll(y: number, max = 1000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: max + window.innerHeight, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}
function scroll(y: number) {
  setScroll(y);
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(20); // one animation frame
}

beforeEach(() => {
  jest.useFakeTimers();
  controller = new AbortController();
  fired = [];
  document.body.innerHTML = '';
  setScroll(0);
});
afterEach(() => {
  controller.abort();
  jest.useRealTimers();
});

test('page_load fires after its delay in seconds', () => {
  arm({ page_load: 'yes', page_load_delay: 2 });
  jest.advanceTimersByTime(1999);
  expect(fired).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(fired).toEqual(['page_load']);
});

test('page_load counts its delay from DOM ready, not from when the chunk arrived', () => {
  // The chunk connected 1.3 s after the document was parsed: 0.7 s of a 2 s delay are left.
  const unparse = parsedAt(200);
  const now = jest.spyOn(performance, 'now').mockReturnValue(1500);
  arm({ page_load: 'yes', page_load_delay: 2 });
  jest.advanceTimersByTime(699);
  expect(fired).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(fired).toEqual(['page_load']);
  // Past its delay already: at once.
  fired = [];
  now.mockReturnValue(5000);
  arm({ page_load: 'yes', page_load_delay: 2 });
  jest.advanceTimersByTime(0);
  expect(fired).toEqual(['page_load']);
  unparse();
  now.mockRestore();
});

describe('scrolling', () => {
  test('down fires at exactly the offset percent, not a pixel before', () => {
    arm({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 50 });
    scroll(499);
    expect(fired).toEqual([]);
    scroll(500);
    expect(fired).toEqual(['scrolling']);
  });

  test('up fires on the first upward scroll', () => {
    arm({ scrolling: 'yes', scrolling_direction: 'up' });
    scroll(300);
    scroll(600);
    expect(fired).toEqual([]);
    scroll(599);
    expect(fired).toEqual(['scrolling']);
  });

  test('the scroll listener is passive and checks at most once per frame', () => {
    const spy = jest.spyOn(window, 'addEventListener');
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    arm({ scrolling: 'yes', scrolling_offset: 90 });
    expect(spy.mock.calls.find((c) => c[0] === 'scroll')![2]).toMatchObject({ passive: true });
    setScroll(10);
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveBeenCalledTimes(1);
  });

  test('a page too short to scroll counts as fully scrolled', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10, configurable: true });
    expect(scrollPercent(window, document)).toBe(100);
  });
});

describe('scrolling_to', () => {
  let observed: Element[];
  let callback: (entries: Array<{ isIntersecting: boolean }>) => void;
  beforeEach(() => {
    observed = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
    };
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  test('fires when the element comes into view', () => {
    document.body.innerHTML = '<h2 id="target">x</h2>';
    arm({ scrolling_to: 'yes', scrolling_to_selector: '#target' });
    expect(observed).toEqual([document.getElementById('target')]);
    callback([{ isIntersecting: false }]);
    expect(fired).toEqual([]);
    callback([{ isIntersecting: true }]);
    expect(fired).toEqual(['scrolling_to']);
  });

  test.each([
    ['an invalid selector', '#['],
    ['a selector matching nothing', '#missing'],
    ['no selector', ''],
  ])('%s is ignored without an error', (_name, selector) => {
    expect(() => arm({ scrolling_to: 'yes', scrolling_to_selector: selector })).not.toThrow();
    expect(observed).toEqual([]);
  });
});

test('click fires on the Nth click anywhere on the page', () => {
  arm({ click: 'yes', click_times: 3 });
  document.body.click();
  document.body.click();
  expect(fired).toEqual([]);
  document.body.click();
  expect(fired).toEqual(['click']);
});

describe('inactivity', () => {
  test.each([['keydown'], ['mousemove'], ['touchstart'], ['pointerdown'], ['wheel']])('fires after the time, reset by %s', (type) => {
    arm({ inactivity: 'yes', inactivity_time: 10 });
    jest.advanceTimersByTime(9000);
    document.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(9000);
    expect(fired).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(fired).toEqual(['inactivity']);
  });

  test('scrolling counts as activity (phones)', () => {
    arm({ inactivity: 'yes', inactivity_time: 5 });
    jest.advanceTimersByTime(4000);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(4000);
    expect(fired).toEqual([]);
  });
});

test('exit intent: leaving through the top (clientY ≤ 0), not through a side or into a child', () => {
  arm({ exit_intent: 'yes' });
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 200, relatedTarget: null }));
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: document.body }));
  expect(fired).toEqual([]);
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
  expect(fired).toEqual(['exit_intent']);
});

describe('adblock detection', () => {
  test('a 6-character random id bait, checked after the delay, fires when hidden and is removed', () => {
    arm({ adblock_detection: 'yes', adblock_detection_delay: 1 });
    const bait = document.querySelector<HTMLElement>('.adsbox')!;
    expect(bait.id).toMatch(/^[a-z0-9]{6}$/);
    bait.style.display = 'none';
    jest.advanceTimersByTime(1000);
    expect(fired).toEqual(['adblock_detection']);
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  test('a visible bait means no ad blocker', () => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { get: () => document.body, configurable: true });
    arm({ adblock_detection: 'yes' });
    jest.advanceTimersByTime(0);
    expect(fired).toEqual([]);
    delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
  });
});

test('the first trigger to fire removes all the others', () => {
  arm({ page_load: 'yes', page_load_delay: 1, click: 'yes', click_times: 1, inactivity: 'yes', inactivity_time: 2 });
  jest.advanceTimersByTime(1000);
  document.body.click();
  jest.advanceTimersByTime(5000);
  expect(fired).toEqual(['page_load']);
  expect(jest.getTimerCount()).toBe(0);
});

test('aborting the popup’s signal removes every trigger', () => {
  arm({ page_load: 'yes', page_load_delay: 1, click: 'yes', adblock_detection: 'yes', adblock_detection_delay: 5 });
  controller.abort();
  document.body.click();
  jest.advanceTimersByTime(10_000);
  expect(fired).toEqual([]);
  expect(document.querySelector('.adsbox')).toBeNull();
});

test('switched-off triggers arm nothing: no listener, no timer', () => {
  const onDocument = jest.spyOn(document, 'addEventListener');
  const onWindow = jest.spyOn(window, 'addEventListener');
  arm({ page_load: '', click: 'no' });
  expect(onDocument).not.toHaveBeenCalled();
  expect(onWindow).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(1000);
  document.body.click();
  expect(fired).toEqual([]);
});
