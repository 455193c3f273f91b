/**
 * The calendar's requests against a fake server that answers when the test says: the neighbours
 * of the shown month are fetched one at a time when the browser is idle, and a month the visitor
 * asks for never waits behind them (a busy server answers one request at a time); a month asked
 * for while another is on its way wins, and the older answer is never shown.
 */
import ListingCalendar from '..';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush, pendingFetches, type PendingFetch } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const YEARS = [2026, 2027];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A month as the listing plugin prints it: caption, arrows to the neighbours, month and year lists. */
function calendar(month: string): string {
  const [name, year] = month.split(' ') as [string, string];
  const index = MONTHS.indexOf(name);
  const at = (offset: number) => {
    const date = new Date(Date.UTC(Number(year), index + offset, 1));
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  };
  const options = (values: (string | number)[], selected: string | number) =>
    values.map((value, i) => `<option value="${typeof value === 'number' ? value : i}"${value === selected ? ' selected' : ''}>${value}</option>`).join('');
  return `<div class="jet-calendar" data-settings='{"id":"cal0001"}' data-post="3" data-month="${month}"><table><caption>
    <a href="#" class="jet-calendar-nav__link nav-link-prev" data-month="${at(-1)}">‹</a>
    <span class="jet-calendar-caption__name">${month}</span>
    <select class="jet-calendar-caption__select" data-select="month">${options(MONTHS, name)}</select>
    <select class="jet-calendar-caption__select" data-select="year">${options(YEARS, Number(year))}</select>
    <a href="#" class="jet-calendar-nav__link nav-link-next" data-month="${at(1)}">›</a>
  </caption></table></div>`;
}

type Call = PendingFetch<URLSearchParams>;
let calls: Call[];
let idle: (() => void)[];
let stop: (() => void) | undefined;

beforeEach(() => {
  calls = pendingFetches<URLSearchParams>();
  idle = [];
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = ((id: number) => (idle[id - 1] = () => undefined)) as typeof window.cancelIdleCallback;
});
afterEach(() => {
  stop?.();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

async function mount() {
  const { registry } = makeRuntime(
    {
      'listing-calendar': {
        selector: '[data-widget_type^="jet-listing-calendar."]',
        load: () => Promise.resolve({ default: ListingCalendar } as unknown as HandlerModule),
      },
    },
    { urls: { ajax: '/wp-admin/admin-ajax.php', assets: '', rest: '' } },
  );
  document.body.innerHTML = `<div data-widget_type="jet-listing-calendar.default">${calendar('November 2026')}</div>`;
  stop = () => registry.stop();
  await registry.start();
  await flush();
}

const monthOf = (call: Call) => call.body.get('month');
const open = () => calls.filter((call) => !(call.init.signal as AbortSignal).aborted);
const shown = () => document.querySelector<HTMLElement>('.jet-calendar')!.dataset.month;
const runIdle = async () => {
  idle.splice(0).forEach((callback) => callback());
  await flush();
};
const answer = async (call: Call) => {
  call.settle(200, { success: true, data: { content: calendar(monthOf(call)!) } });
  await flush();
};
const chooseYear = async (year: string) => {
  const select = document.querySelector<HTMLSelectElement>('select[data-select="year"]')!;
  select.value = year;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
};

test('the neighbours are fetched when idle, one after the other, not both at once', async () => {
  await mount();
  expect(calls).toHaveLength(0);
  await runIdle();
  expect(calls.map(monthOf)).toEqual(['October 2026']);
  await answer(calls[0]!);
  expect(calls.map(monthOf)).toEqual(['October 2026', 'December 2026']);
});

test('a month the visitor asks for stops the neighbours’ fetching instead of queueing behind it', async () => {
  await mount();
  await runIdle();
  expect(open().map(monthOf)).toEqual(['October 2026']);
  await chooseYear('2027');
  expect(open().map(monthOf)).toEqual(['November 2027']);
  expect(calls.map(monthOf)).toEqual(['October 2026', 'November 2027']); // December 2026 is never asked for
  await answer(calls[1]!);
  expect(shown()).toBe('November 2027');
});

test('asking for the neighbour on its way joins its request: no second one, and the others go on', async () => {
  await mount();
  await runIdle();
  document.querySelector<HTMLElement>('.nav-link-prev')!.click();
  await flush();
  expect(open().map(monthOf)).toEqual(['October 2026']);
  expect(document.querySelector('.jet-calendar')!.classList.contains('jet-calendar-loading')).toBe(true);
  await answer(calls[0]!);
  expect(shown()).toBe('October 2026');
});

test('the year changed while the next month is still on its way: the newer choice is shown, the older answer never is', async () => {
  await mount();
  document.querySelector<HTMLElement>('.nav-link-next')!.click();
  await flush();
  const december = calls.find((call) => monthOf(call) === 'December 2026')!;
  await chooseYear('2027');
  expect((december.init.signal as AbortSignal).aborted).toBe(true);
  const november2027 = calls.find((call) => monthOf(call) === 'November 2027')!;
  await answer(december); // arrives late: nothing changes
  expect(shown()).toBe('November 2026');
  await answer(november2027);
  expect(shown()).toBe('November 2027');
  expect(document.querySelector('.jet-calendar-caption__name')!.textContent).toBe('November 2027');
});
