import { createStore } from '../../../src/runtime/storage';
import { browserOf, countImpression, countVisit, parseLocal, PERIODS, rules, shownCount, timingPasses, type TimingEnv } from '../timing';
import { historyRules } from '../history';
import { HISTORY_RULES } from '../history-rules';
import type { PopupTiming } from '../settings';
import { fakeStorage } from '../../../tests/unit/helpers/fakes';

let clock: number;
let localBacking: Storage;
function env(overrides: Partial<TimingEnv> = {}): TimingEnv {
  return {
    id: '42',
    local: createStore({ backing: () => localBacking, now: () => clock }),
    session: createStore({ backing: () => sessionBacking, now: () => clock }),
    referrer: '',
    host: 'books.example',
    roles: null,
    device: 'desktop',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    now: clock,
    sincePageStart: 0,
    ...overrides,
  };
}
let sessionBacking: Storage;

beforeEach(() => {
  clock = new Date(2026, 10, 22, 12, 0).getTime();
  localBacking = fakeStorage();
  sessionBacking = fakeStorage();
});

describe('page_views', () => {
  test('counts from the first page where the rule was evaluated; passes at exactly N views', () => {
    const e = env();
    const t: PopupTiming = { page_views: 'yes', page_views_views: 2 };
    e.local.set('pageViews', 10);
    expect(rules.page_views!(t, e)).toBe(false); // baseline 10 stored
    e.local.set('pageViews', 11);
    expect(rules.page_views!(t, e)).toBe(false);
    e.local.set('pageViews', 12);
    expect(rules.page_views!(t, e)).toBe(true);
    expect(e.local.get('popup_42_page_views_initialPageViews')).toBe(10);
  });
  test('default is 3 views', () => {
    const e = env();
    e.local.set('pageViews', 0);
    rules.page_views!({}, e);
    e.local.set('pageViews', 2);
    expect(rules.page_views!({}, e)).toBe(false);
    e.local.set('pageViews', 3);
    expect(rules.page_views!({}, e)).toBe(true);
  });
});

describe('sessions and page views counters', () => {
  test('each page load counts a page view; a session counts once per tab session', () => {
    const e = env();
    countVisit(e.local, e.session);
    expect([e.local.get('pageViews'), e.local.get('sessions')]).toEqual([1, 1]);
    countVisit(e.local, e.session); // next page, same tab
    expect([e.local.get('pageViews'), e.local.get('sessions')]).toEqual([2, 1]);
  });

  test('across tabs: a new tab (its own session storage) is a new session; a tab that copied the opener’s is not', () => {
    const first = env();
    countVisit(first.local, first.session);
    const copied = createStore({ backing: () => sessionBacking }); // e.g. opened from a link: storage copied
    countVisit(first.local, copied);
    expect(first.local.get('sessions')).toBe(1);
    const freshTab = createStore({ backing: () => fakeStorage() });
    countVisit(first.local, freshTab);
    expect(first.local.get('sessions')).toBe(2);
    expect(first.local.get('pageViews')).toBe(3);
  });

  test('sessions rule: passes once N sessions passed since first evaluated', () => {
    const e = env();
    e.local.set('sessions', 1);
    expect(rules.sessions!({ sessions_sessions: 1 }, e)).toBe(false);
    e.local.set('sessions', 2);
    expect(rules.sessions!({ sessions_sessions: 1 }, e)).toBe(true);
  });
});

describe('url', () => {
  const ref = 'https://www.google.com/search?q=self+publishing';
  test('show: the referrer contains the text; hide: it does not', () => {
    expect(rules.url!({ url_url: 'google.com', url_action: 'show' }, env({ referrer: ref }))).toBe(true);
    expect(rules.url!({ url_url: 'bing.com', url_action: 'show' }, env({ referrer: ref }))).toBe(false);
    expect(rules.url!({ url_url: 'google.com', url_action: 'hide' }, env({ referrer: ref }))).toBe(false);
    expect(rules.url!({ url_url: 'bing.com', url_action: 'hide' }, env({ referrer: ref }))).toBe(true);
  });
  test('regex: tested against the referrer; an invalid pattern fails', () => {
    expect(rules.url!({ url_url: 'q=self\\+publishing$', url_action: 'regex' }, env({ referrer: ref }))).toBe(true);
    expect(rules.url!({ url_url: '^https://bing', url_action: 'regex' }, env({ referrer: ref }))).toBe(false);
    expect(rules.url!({ url_url: '([unclosed', url_action: 'regex' }, env({ referrer: ref }))).toBe(false);
  });
});

describe('sources', () => {
  const check = (sources: PopupTiming['sources_sources'], referrer: string) => rules.sources!({ sources_sources: sources }, env({ referrer }));
  test('all three selected always pass', () => {
    expect(check(['search', 'external', 'internal'], '')).toBe(true);
  });
  test('internal: a referrer on this host', () => {
    expect(check(['internal'], 'https://books.example/blog/')).toBe(true);
    expect(check(['internal'], 'https://www.books.example/blog/')).toBe(true);
    expect(check(['internal'], 'https://elsewhere.example/')).toBe(false);
  });
  test('external: any other referrer, an empty one included', () => {
    expect(check(['external'], 'https://elsewhere.example/')).toBe(true);
    expect(check(['external'], '')).toBe(true);
    expect(check(['external'], 'https://books.example/')).toBe(false);
  });
  test.each(['google', 'yahoo', 'bing', 'yandex', 'baidu'])('search: %s', (engine) => {
    expect(check(['search'], `https://www.${engine}.com/?q=x`)).toBe(true);
  });
  test('search: other engines and other sites do not count', () => {
    expect(check(['search'], 'https://duckduckgo.com/?q=x')).toBe(false);
    expect(check(['search'], 'https://elsewhere.example/')).toBe(false);
    expect(check(['search', 'internal'], 'https://books.example/')).toBe(true);
  });
});

describe('logged_in', () => {
  test('anonymous visitors always pass', () => {
    expect(rules.logged_in!({ logged_in_users: 'all' }, env({ roles: null }))).toBe(true);
  });
  test('"all" fails every logged-in user', () => {
    expect(rules.logged_in!({ logged_in_users: 'all' }, env({ roles: ['subscriber'] }))).toBe(false);
    expect(rules.logged_in!({}, env({ roles: [] }))).toBe(false);
  });
  test('custom fails users holding any listed role, passes others', () => {
    const t: PopupTiming = { logged_in_users: 'custom', logged_in_roles: ['editor', 'author'] };
    expect(rules.logged_in!(t, env({ roles: ['subscriber', 'author'] }))).toBe(false);
    expect(rules.logged_in!(t, env({ roles: ['subscriber'] }))).toBe(true);
  });
});

test('devices: the current device must be listed', () => {
  expect(rules.devices!({ devices_devices: ['mobile', 'tablet'] }, env({ device: 'mobile' }))).toBe(true);
  expect(rules.devices!({ devices_devices: ['mobile', 'tablet'] }, env({ device: 'desktop' }))).toBe(false);
});

describe('times', () => {
  test('persisting (no period): passes while shown fewer than N times', () => {
    const e = env();
    const t: PopupTiming = { times: 'yes', times_times: 2 };
    expect(rules.times!(t, e)).toBe(true);
    countImpression(t, e);
    expect(rules.times!(t, e)).toBe(true);
    countImpression(t, e);
    expect(rules.times!(t, e)).toBe(false);
    expect(e.local.get('popup_42_times')).toBe(2);
  });

  test.each(Object.entries(PERIODS))('%s window: %i s from the first impression, fixed, then counts start over', (period, seconds) => {
    const e = () => env();
    const t: PopupTiming = { times: 'yes', times_times: 1, times_period: period as 'day' };
    countImpression(t, e());
    expect(rules.times!(t, e())).toBe(false);
    clock += (seconds - 1) * 1000;
    countImpression(t, e()); // a later impression does not extend the window
    expect(shownCount(t, e())).toBe(2);
    clock += 999;
    expect(rules.times!(t, e())).toBe(false); // 1 ms before the end
    clock += 1;
    expect(rules.times!(t, e())).toBe(true); // exactly at the end: a new window
    expect(shownCount(t, e())).toBe(0);
  });

  test('session period: counted in session storage, gone in a new tab session', () => {
    const t: PopupTiming = { times: 'yes', times_times: 1, times_period: 'session' };
    countImpression(t, env());
    expect(rules.times!(t, env())).toBe(false);
    expect(sessionBacking.getItem('colophon')).toContain('popup-42-impressions-count');
    sessionBacking = fakeStorage();
    expect(rules.times!(t, env())).toBe(true);
  });

  test('counts are per popup', () => {
    const t: PopupTiming = { times: 'yes', times_times: 1 };
    countImpression(t, env({ id: '7' }));
    expect(rules.times!(t, env({ id: '42' }))).toBe(true);
    expect(rules.times!(t, env({ id: '7' }))).toBe(false);
  });
});

describe('browsers', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'edge'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0', 'firefox'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'safari'],
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', 'ie'],
    ['Mozilla/5.0 (X11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', 'chrome'],
  ])('%s is %s', (ua, browser) => expect(browserOf(ua)).toBe(browser));
  test('all passes; custom passes only listed browsers', () => {
    expect(rules.browsers!({ browsers_browsers: 'all' }, env())).toBe(true);
    expect(rules.browsers!({ browsers_browsers: 'custom', browsers_browsers_options: ['firefox'] }, env())).toBe(false);
    expect(rules.browsers!({ browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] }, env())).toBe(true);
  });
});

describe('schedule', () => {
  test('visitor time: between start and end, inclusive', () => {
    const t: PopupTiming = { schedule_timezone: 'visitor', schedule_start_date: '2026-11-22 12:00', schedule_end_date: '2026-11-22 13:00' };
    expect(rules.schedule!(t, env())).toBe(true);
    expect(rules.schedule!(t, env({ now: clock - 60_000 }))).toBe(false);
    expect(rules.schedule!(t, env({ now: parseLocal('2026-11-22 13:00') }))).toBe(true);
    expect(rules.schedule!(t, env({ now: parseLocal('2026-11-22 13:01') }))).toBe(false);
  });
  test('site time: the server clock when the page was made, plus the time since', () => {
    const t: PopupTiming = { schedule_timezone: 'site', schedule_server_datetime: '2026-11-22 08:59', schedule_start_date: '2026-11-22 09:00' };
    expect(rules.schedule!(t, env({ sincePageStart: 30_000 }))).toBe(false);
    expect(rules.schedule!(t, env({ sincePageStart: 60_000 }))).toBe(true);
  });
  test('an unreadable date never matches', () => {
    expect(rules.schedule!({ schedule_timezone: 'visitor', schedule_start_date: 'tomorrow' }, env())).toBe(false);
  });
});

describe('all rules together', () => {
  test('every switched-on rule must pass; switched-off rules are ignored', () => {
    const t: PopupTiming = { devices: 'yes', devices_devices: ['desktop'], url: '', url_url: 'never', logged_in: 'yes', logged_in_users: 'all' };
    expect(timingPasses(t, env())).toBe(true);
    expect(timingPasses({ ...t, url: 'yes' }, env())).toBe(false);
    expect(timingPasses(t, env({ roles: ['subscriber'] }))).toBe(false);
  });

  test('evaluating rules writes nothing but the rules’ own baselines', () => {
    const e = env();
    timingPasses({ devices: 'yes', devices_devices: ['desktop'], times: 'yes' }, e);
    expect(localBacking.getItem('colophon')).toBeNull();
  });
});

test("the runtime's list of history rules names exactly the rules the gate decides", () => {
  expect(HISTORY_RULES).toEqual(Object.keys(historyRules));
  // and they run first, in that order, among all the rules
  expect(Object.keys(rules).slice(0, HISTORY_RULES.length)).toEqual(HISTORY_RULES);
});
