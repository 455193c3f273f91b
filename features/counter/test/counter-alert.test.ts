/** The page builder's counter, progress bar and alert widgets. */
import Alert, { focusAfter } from '../../alert';
import Counter from '..';
import { countAt, formatCount, progressWidth, readCounter } from '../format';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

let stop: (() => void) | undefined;
let seen: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
beforeEach(() => {
  jest.useFakeTimers();
  seen = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      seen.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function mount(html: string, module: unknown) {
  const { registry } = makeRuntime({
    widget: { selector: '[data-widget_type]', load: () => Promise.resolve({ default: module } as unknown as HandlerModule) },
  });
  document.body.innerHTML = html;
  stop = () => registry.stop();
  const started = registry.start();
  await jest.advanceTimersByTimeAsync(2000); // the registry connects below-the-fold handlers when idle
  await started;
}
/** Tells every waiting observer its target is now in view. */
const comeIntoView = (isIntersecting = true) => seen.forEach((callback) => callback([{ isIntersecting }]));

describe('counter numbers', () => {
  test('decimals follow the end value as written; thousands grouped only with a delimiter; negatives keep their sign', () => {
    expect(readCounter({ toValue: '12.50', fromValue: '0', duration: '1500' })).toEqual({ from: 0, to: 12.5, decimals: 2, delimiter: '', duration: 1500 });
    expect(readCounter({ toValue: '1200' })).toEqual({ from: 0, to: 1200, decimals: 0, delimiter: '', duration: 2000 });
    expect(readCounter({ toValue: 'lots' })).toBeNull();
    expect(readCounter({ toValue: '' })).toBeNull();
    expect(formatCount(1234567, 0, ',')).toBe('1,234,567');
    expect(formatCount(1234567, 0, '')).toBe('1234567');
    expect(formatCount(1234.5, 2, '.')).toBe('1.234.50');
    expect(formatCount(999, 0, ',')).toBe('999');
    expect(formatCount(-1500, 0, ' ')).toBe('-1 500');
    expect(formatCount(-0.001, 1, ',')).toBe('0.0');
  });
  test('the count starts at the start value, passes the middle at half time and ends exactly at the end value', () => {
    const data = { from: 0, to: 200, decimals: 0, delimiter: '', duration: 1000 };
    expect(countAt(data, 0)).toBe(0);
    expect(countAt(data, 500)).toBeCloseTo(100);
    expect(countAt(data, 250)).toBeLessThan(50); // eased: slow at first
    expect(countAt(data, 1000)).toBe(200);
    expect(countAt(data, 5000)).toBe(200);
    expect(countAt({ ...data, duration: 0 }, 0)).toBe(200);
  });
  test('progress width is data-max kept within 0–100', () => {
    expect([progressWidth('75'), progressWidth('140'), progressWidth('-5'), progressWidth(undefined), progressWidth('x')]).toEqual([75, 100, 0, 0, 0]);
  });
});

test('counter: the end value is readable at once, the moving digits are hidden from screen readers; counting starts in view and ends on the end value', async () => {
  {
    await mount(
      `<div data-widget_type="counter.default"><div class="elementor-counter"><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix">$</span><span class="elementor-counter-number" data-duration="1000" data-to-value="2500" data-from-value="0" data-delimiter=",">0</span><span class="elementor-counter-number-suffix">k</span></div></div></div>`,
      Counter,
    );
    const number = document.querySelector('.elementor-counter-number')!;
    expect(document.querySelector('.colophon-counter-text')!.textContent).toBe('$2,500k');
    expect(document.querySelector('.elementor-counter-number-wrapper')!.getAttribute('aria-hidden')).toBe('true');
    await jest.advanceTimersByTimeAsync(1500);
    expect(number.textContent).toBe('0'); // not in view yet
    comeIntoView();
    await jest.advanceTimersByTimeAsync(500);
    expect(Number(number.textContent!.replace(/,/g, ''))).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(700);
    expect(number.textContent).toBe('2,500');
  }
});

test('progress bar: widens to data-max % once in view', async () => {
  await mount(
    `<div data-widget_type="progress.default"><div class="elementor-progress-wrapper" role="progressbar" aria-valuenow="80"><div class="elementor-progress-bar" data-max="80"></div></div></div>`,
    Counter,
  );
  const bar = document.querySelector<HTMLElement>('.elementor-progress-bar')!;
  expect(bar.style.width).toBe('');
  comeIntoView(false); // observed, still outside the viewport
  expect(bar.style.width).toBe('');
  comeIntoView();
  expect(bar.style.width).toBe('80%');
});

test('alert: dismiss hides the alert and hands focus to what follows it', async () => {
  await mount(
    `<p><a href="#before">Before</a></p><div id="w" data-widget_type="alert.default"><div class="elementor-alert" role="alert"><span class="elementor-alert-title">Note</span><button type="button" class="elementor-alert-dismiss">×</button></div></div><p><a id="next" href="#after">After</a></p>`,
    Alert,
  );
  const dismiss = document.querySelector<HTMLButtonElement>('.elementor-alert-dismiss')!;
  expect(focusAfter(document.getElementById('w')!)?.id).toBe('next');
  dismiss.focus();
  dismiss.click(); // jsdom has no Web Animations: hidden at once
  expect(document.getElementById('w')!.hidden).toBe(true);
  expect(document.activeElement?.id).toBe('next');
});
