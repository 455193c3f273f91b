/** The page builder's countdown: the digits, the evergreen deadline and what happens at the end. */
import Countdown from '..';
import { evergreenDeadline } from '../evergreen';
import { remaining, twoDigits } from '../remaining';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

const widget = (wrapper: string, extra = '') => `
  <div class="elementor-widget-countdown" data-id="c0ffee1" data-widget_type="countdown.default">
    <div class="elementor-countdown-wrapper" ${wrapper}>
      <div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-days"></span> <span class="elementor-countdown-label">Days</span></div>
      <div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-hours"></span> <span class="elementor-countdown-label">Hours</span></div>
      <div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-minutes"></span> <span class="elementor-countdown-label">Minutes</span></div>
      <div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-seconds"></span> <span class="elementor-countdown-label">Seconds</span></div>
    </div>
    ${extra}
  </div>`;

let stop: (() => void) | undefined;
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
});

async function mount(html: string) {
  const { registry, hooks } = makeRuntime({
    countdown: { selector: '[data-widget_type^="countdown."]', load: () => Promise.resolve({ default: Countdown } as unknown as HandlerModule) },
  });
  document.body.innerHTML = html;
  stop = () => registry.stop();
  let started = false;
  void registry.start().then(() => (started = true));
  // The registry yields to the main thread before connecting: run what is due now, and no more.
  for (let turn = 0; !started && turn < 20; turn++) await jest.advanceTimersByTimeAsync(0);
  expect(started).toBe(true);
  return hooks;
}

const shown = () => ['days', 'hours', 'minutes', 'seconds'].map((part) => document.querySelector(`.elementor-countdown-${part}`)!.textContent).join(':');

describe('what is left', () => {
  test('splits into whole days, hours, minutes and seconds; nothing once it has passed', () => {
    expect(remaining(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, NOW)).toEqual({ total: 183845999, days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remaining(NOW - 1, NOW)).toEqual({ total: -1, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(NOW, NOW)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  test('shows two digits at least', () => {
    expect([twoDigits(0), twoDigits(7), twoDigits(42), twoDigits(120)]).toEqual(['00', '07', '42', '120']);
  });
});

describe('an evergreen deadline', () => {
  test("starts at the visitor's first view and is kept under the page builder's keys", () => {
    expect(evergreenDeadline('c0ffee1', 3600, NOW)).toBe(NOW + 3_600_000);
    expect([localStorage.getItem('c0ffee1-evergreen_due_date'), localStorage.getItem('c0ffee1-evergreen_interval')]).toEqual([String(NOW + 3_600_000), '3600']);
    expect(evergreenDeadline('c0ffee1', 3600, NOW + 60_000)).toBe(NOW + 3_600_000); // a later view: the same deadline
  });
  test('a changed interval starts a new deadline', () => {
    evergreenDeadline('c0ffee1', 3600, NOW);
    expect(evergreenDeadline('c0ffee1', 7200, NOW + 1000)).toBe(NOW + 1000 + 7_200_000);
  });
  test('blocked storage still gives a deadline, for this page', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(evergreenDeadline('c0ffee1', 60, NOW, blocked)).toBe(NOW + 60_000);
  });
});

describe('the widget', () => {
  test('fills its digits at once and every second', async () => {
    await mount(widget(`data-date="${(NOW + ((24 + 2) * 3600 + 3 * 60 + 4) * 1000) / 1000}"`));
    expect(shown()).toBe('01:02:03:04');
    await jest.advanceTimersByTimeAsync(1000);
    expect(shown()).toBe('01:02:03:03');
    await jest.advanceTimersByTimeAsync(64_000);
    expect(shown()).toBe('01:02:01:59');
  });

  test('an evergreen countdown counts from the first view and keeps its deadline on the next', async () => {
    await mount(widget('data-evergreen-interval="90"'));
    expect(shown()).toBe('00:00:01:30');
    stop?.();
    jest.setSystemTime(NOW + 30_000);
    await mount(widget('data-evergreen-interval="90"'));
    expect(shown()).toBe('00:00:01:00');
  });

  test('at the deadline: zeros, the event once, hidden, the message shown, and the ticking stops', async () => {
    const actions = JSON.stringify([{ type: 'hide' }, { type: 'message' }, { type: 'unknown' }]);
    const hooks = await mount(
      widget(
        `data-date="${NOW / 1000 + 2}" data-expire-actions='${actions}'`,
        '<div class="elementor-countdown-expire--message" style="display:none">Offer ended</div>',
      ),
    );
    const expired = jest.fn();
    hooks.addAction('colophon.countdown.expired', 'test', expired);
    const incumbent = jest.fn();
    document.querySelector('[data-widget_type]')!.addEventListener('countdown_expire', incumbent);
    await jest.advanceTimersByTimeAsync(2000);
    expect(shown()).toBe('00:00:00:00');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(incumbent).toHaveBeenCalledTimes(1);
    const wrapper = document.querySelector<HTMLElement>('.elementor-countdown-wrapper')!;
    expect([wrapper.hidden, wrapper.style.display]).toEqual([true, 'none']);
    expect(document.querySelector<HTMLElement>('.elementor-countdown-expire--message')!.style.display).toBe('block');
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(5000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  test('a deadline already past ends at once, and a redirect goes only to an http(s) address', async () => {
    const go = jest.spyOn(Countdown.prototype as unknown as { go(url: string): void }, 'go').mockImplementation(() => {});
    await mount(widget(`data-date="${NOW / 1000 - 10}" data-expire-actions='${JSON.stringify([{ type: 'redirect', redirect_url: 'javascript:alert(1)' }])}'`));
    expect(shown()).toBe('00:00:00:00');
    expect(go).not.toHaveBeenCalled();
    stop?.();
    await mount(widget(`data-date="${NOW / 1000 - 10}" data-expire-actions='${JSON.stringify([{ type: 'redirect', redirect_url: '/offer-ended/' }])}'`));
    expect(go).toHaveBeenCalledWith(new URL('/offer-ended/', location.href).href);
  });

  test('without a deadline it is left as printed, with one message; malformed actions skip it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(widget(''));
    expect(shown()).toBe(':::');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('no data-date or data-evergreen-interval');
    stop?.();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await mount(widget(`data-date="${NOW / 1000 + 60}" data-expire-actions='{"type":'`));
    expect(shown()).toBe(':::');
    expect(String(error.mock.calls.flat().join(' '))).toContain('data-expire-actions');
  });
});
