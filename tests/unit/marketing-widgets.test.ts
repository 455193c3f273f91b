/**
 * The marketing widgets' rules: chat welcome selection and retry, the letter limit, dismissed
 * announcements, the pricing period, the accordion hash's scroll target, the copy-URL address.
 */
import { pickMessage, welcomeList } from '../../features/chat-welcome/select';
import { retry } from '../../features/chat-welcome/chat';
import { MAX_TRIES, RETRY_MS, scriptUrl } from '../../features/chat-welcome';
import { letterCount, LETTER_LIMIT } from '../../features/letter-logo/fill';
import {
  adoptStored,
  dismiss,
  DISMISSED_COOKIE,
  DISMISSED_KEY,
  markDismissed,
  parseDismissed,
  storedDismissed,
  withDismissed,
} from '../../src/runtime/dismissed';
import { periodOf } from '../../features/pricing-toggle';
import { ease, HASH_DELAY_MS, HASH_OFFSET_PX, HASH_SCROLL_MS, hashId, scrollTarget } from '../../features/tabs/hash';
import { COPIED_MS, shareUrl } from '../../features/copy-url';

describe('chat welcome: which list', () => {
  const lists = {
    paths: {
      '/': ['home'],
      '/services/book-cover-design/': ['covers'],
      '/services/': ['services'],
      '/business-direct/': ['business'],
      '/business-direct/small-publishers/': ['publishers'],
    },
    fallback: ['default'],
  };
  test('an exact match wins, even over a listed path it contains', () => {
    expect(welcomeList('/business-direct/small-publishers/', lists)).toEqual(['publishers']);
    expect(welcomeList('/services/book-cover-design/', lists)).toEqual(['covers']);
    expect(welcomeList('/', lists)).toEqual(['home']);
  });
  test('else the first listed path the current path contains, in the order listed', () => {
    expect(welcomeList('/services/illustrations/', lists)).toEqual(['services']);
    expect(welcomeList('/business-direct/digital-agencies/', lists)).toEqual(['business']);
    const reordered = { paths: { '/business-direct/': ['first'], '/business-direct/digital': ['second'] }, fallback: [] };
    expect(welcomeList('/business-direct/digital-agencies/', reordered)).toEqual(['first']);
  });
  test('no match: the default list; the home path matches only itself', () => {
    expect(welcomeList('/blog/', lists)).toEqual(['default']);
    expect(welcomeList('/services', lists)).toEqual(['default']); // without its slash it contains no listed path
    expect(welcomeList('/anything/', { paths: {}, fallback: [] })).toEqual([]);
  });
  test('blank and non-text messages are dropped, the rest of the list kept', () => {
    expect(welcomeList('/x/', { paths: {}, fallback: ['Hi', '', '  ', 3 as unknown as string, 'Hello'] })).toEqual(['Hi', 'Hello']);
    expect(welcomeList('/', { paths: { '/': 'not a list' as unknown as string[] }, fallback: ['d'] })).toEqual([]);
  });
  test('one message at random: the first at 0, the last just below 1, none from an empty list', () => {
    expect(pickMessage(['a', 'b', 'c'], 0)).toBe('a');
    expect(pickMessage(['a', 'b', 'c'], 0.34)).toBe('b');
    expect(pickMessage(['a', 'b', 'c'], 0.9999)).toBe('c');
    expect(pickMessage(['a', 'b', 'c'], 1)).toBe('c');
    expect(pickMessage([], 0.5)).toBeNull();
  });
});

describe('chat welcome: retry every 500 ms, bounded', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const later = (fn: () => void, ms: number) => setTimeout(fn, ms);

  test('tries at once, then every 500 ms until ready', () => {
    expect(RETRY_MS).toBe(500);
    let ready = false;
    const attempt = jest.fn(() => ready);
    const gaveUp = jest.fn();
    retry(attempt, RETRY_MS, MAX_TRIES, later, gaveUp);
    expect(attempt).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(499);
    expect(attempt).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    ready = true;
    jest.advanceTimersByTime(500);
    expect(attempt).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(5000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(gaveUp).not.toHaveBeenCalled();
  });
  test('gives up after the last try, once', () => {
    const attempt = jest.fn(() => false);
    const gaveUp = jest.fn();
    retry(attempt, 500, 3, later, gaveUp);
    jest.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(gaveUp).toHaveBeenCalledTimes(1);
  });
  test('the chat script must be https, or http on this site', () => {
    expect(scriptUrl('/wp-content/chat.js', 'http://site.test/a/')?.href).toBe('http://site.test/wp-content/chat.js');
    expect(scriptUrl('https://chat.example/embed.js', 'http://site.test/')?.href).toBe('https://chat.example/embed.js');
    expect(scriptUrl('http://chat.example/embed.js', 'http://site.test/')).toBeNull();
    expect(scriptUrl('javascript:alert(1)', 'http://site.test/')).toBeNull();
    expect(scriptUrl('data:text/javascript,1', 'http://site.test/')).toBeNull();
  });
});

describe('letter logo: at most 100 letters', () => {
  test('as many whole letters as fit', () => {
    expect(letterCount(100, 10)).toBe(10);
    expect(letterCount(109.9, 10)).toBe(10);
    expect(letterCount(110, 10)).toBe(11);
  });
  test('never over 100: 100 fit, 101 fit and 5000 fit all give 100', () => {
    expect(LETTER_LIMIT).toBe(100);
    expect(letterCount(1000, 10)).toBe(100);
    expect(letterCount(1010, 10)).toBe(100);
    expect(letterCount(990, 10)).toBe(99);
    expect(letterCount(50_000, 10)).toBe(100);
  });
  test('never under one, whatever the measurement', () => {
    expect(letterCount(5, 10)).toBe(1);
    expect(letterCount(0, 10)).toBe(1);
    expect(letterCount(300, 0)).toBe(1);
    expect(letterCount(Number.NaN, 10)).toBe(1);
  });
});

describe('announcement bar: dismissed ids', () => {
  test('kept as a list of slugs, newest last, without repeats; anything else dropped', () => {
    expect(withDismissed(null, 'spring-2026')).toBe('spring-2026');
    expect(withDismissed('a b', 'a')).toBe('b a');
    expect(withDismissed('a', '<x>')).toBe('a');
    expect(parseDismissed('ok <script> Bad also-ok')).toEqual(['ok', 'also-ok']);
    const many = Array.from({ length: 25 }, (_, i) => `id${i}`).join(' ');
    expect(parseDismissed(many)).toHaveLength(20);
    expect(withDismissed(many, 'new').split(' ').pop()).toBe('new');
  });
  test('closing stores the id in the cookie and marks <html> at once', () => {
    const root = document.createElement('html');
    document.cookie = `${DISMISSED_COOKIE}=old`;
    dismiss(root, 'spring-2026');
    expect(storedDismissed(document.cookie)).toBe('old.spring-2026');
    expect(root.getAttribute('data-colophon-dismissed')).toBe('spring-2026');
  });
  test('copied onto <html> before paint from the cookie; nothing stored, nothing marked', () => {
    const root = document.createElement('html');
    markDismissed(root, `a=1; ${DISMISSED_COOKIE}=spring-2026.summer; b=2`);
    expect(root.getAttribute('data-colophon-dismissed')).toBe('spring-2026 summer');
    const other = document.createElement('html');
    markDismissed(other, 'a=1');
    expect(other.hasAttribute('data-colophon-dismissed')).toBe(false);
  });
  test('a list an older build kept in localStorage moves into the cookie once; storage that throws moves nothing', () => {
    const root = document.createElement('html');
    document.cookie = `${DISMISSED_COOKIE}=new`;
    localStorage.setItem(DISMISSED_KEY, 'old1 old2');
    adoptStored(root, () => localStorage);
    expect(storedDismissed(document.cookie)).toBe('new.old1.old2');
    expect(root.getAttribute('data-colophon-dismissed')).toBe('new old1 old2');
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
    adoptStored(root, () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedDismissed(document.cookie)).toBe('new.old1.old2');
  });
});

describe('pricing toggle', () => {
  test('the checked period, else the first printed, else yearly', () => {
    expect(
      periodOf([
        { value: 'yearly', checked: false },
        { value: 'monthly', checked: true },
      ]),
    ).toBe('monthly');
    expect(
      periodOf([
        { value: 'monthly', checked: false },
        { value: 'yearly', checked: false },
      ]),
    ).toBe('monthly');
    expect(periodOf([{ value: 'weekly', checked: true }])).toBe('yearly');
    expect(periodOf([])).toBe('yearly');
  });
});

describe('accordion hash (100 ms, 182 px, 600 ms)', () => {
  test('the constants', () => {
    expect([HASH_DELAY_MS, HASH_OFFSET_PX, HASH_SCROLL_MS]).toEqual([100, 182, 600]);
  });
  test('only a well-formed anchor names an item', () => {
    expect(hashId('#incognito-mode')).toBe('incognito-mode');
    expect(hashId('#_x1')).toBe('_x1');
    expect(hashId('#1abc')).toBeNull();
    expect(hashId('#')).toBeNull();
    expect(hashId('')).toBeNull();
    expect(hashId('#a"]; b')).toBeNull();
    expect(hashId('#elementor-action:action=popup')).toBeNull();
  });
  test('the item ends 182 px below the top of the window, within the page', () => {
    expect(scrollTarget(800, 0, 5000)).toBe(618);
    expect(scrollTarget(-100, 2000, 5000)).toBe(1718);
    expect(scrollTarget(100, 0, 5000)).toBe(0); // cannot scroll above the top
    expect(scrollTarget(4000, 3000, 5000)).toBe(5000); // nor past the bottom
  });
  test('the easing starts at 0, ends at 1 and is halfway at the middle', () => {
    expect(ease(0)).toBe(0);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(1)).toBe(1);
    expect(ease(0.25)).toBeLessThan(0.25);
  });
});

describe('copy page URL', () => {
  test('the page address without its hash; the copied state lasts 2 s', () => {
    expect(shareUrl('https://site.test/services/illustrations/?utm_source=x#faq')).toBe('https://site.test/services/illustrations/?utm_source=x');
    expect(COPIED_MS).toBe(2000);
  });
});
