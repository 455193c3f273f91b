import { MonthCache } from '../cache';
import { formatMonth, neighbours, parseMonth, requestSettings } from '../month';

describe('the calendar month cache', () => {
  test('keeps at most 12 months by default, dropping the oldest', () => {
    const cache = new MonthCache();
    for (let month = 0; month < 13; month++) cache.set(formatMonth(2026, month), `m${month}`);
    expect(cache.size).toBe(12);
    expect(cache.get('January 2026')).toBeUndefined();
    expect(cache.get('January 2027')).toBe('m12');
  });

  test('a month stored again counts as the newest, so it survives the next eviction', () => {
    const cache = new MonthCache(2);
    cache.set('A', 'a');
    cache.set('B', 'b');
    cache.set('A', 'a2');
    cache.set('C', 'c');
    expect(cache.get('B')).toBeUndefined();
    expect(cache.get('A')).toBe('a2');
  });

  test('entries expire after cache_timeout seconds', () => {
    let now = 1_000_000;
    const cache = new MonthCache(12, 60, () => now);
    cache.set('November 2026', 'nov');
    now += 59_999;
    expect(cache.get('November 2026')).toBe('nov');
    now += 1;
    expect(cache.get('November 2026')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('a timeout of 0 or less means no expiry check', () => {
    let now = 0;
    for (const timeout of [0, -5]) {
      const cache = new MonthCache(12, timeout, () => now);
      cache.set('X', 'x');
      now += 10 * 365 * 86_400_000;
      expect(cache.get('X')).toBe('x');
    }
  });
});

describe('month names as data-month writes them', () => {
  test('parse and format "Month YYYY", across year ends', () => {
    expect(parseMonth('November 2026')).toEqual({ year: 2026, month: 10 });
    expect(parseMonth('november 2026')).toEqual({ year: 2026, month: 10 });
    expect(parseMonth('Smarch 2026')).toBeNull();
    expect(parseMonth('2026-11')).toBeNull();
    expect(neighbours('January 2027')).toEqual(['December 2026', 'February 2027']);
    expect(neighbours('December 2026')).toEqual(['November 2026', 'January 2027']);
  });
});

describe('a month request carries prev_month, the month being left (SPEC §3)', () => {
  test('sets it from the shown month, keeping the calendar’s own settings', () => {
    expect(requestSettings({ id: 'cal0001', cache_timeout: 60 }, 'November 2026')).toEqual({ id: 'cal0001', cache_timeout: 60, prev_month: 'November 2026' });
    expect(requestSettings({ id: 'cal0001' }, ' december 2026 ')).toEqual({ id: 'cal0001', prev_month: 'December 2026' });
  });

  test('replaces a stale prev_month and never sends one that is not a month', () => {
    expect(requestSettings({ id: 'a', prev_month: 'May 2020' }, 'June 2026').prev_month).toBe('June 2026');
    expect(requestSettings({ id: 'a', prev_month: '<img onerror=x>' }, undefined)).toEqual({ id: 'a' });
    expect(requestSettings({ id: 'a' }, 'Smarch 2026')).toEqual({ id: 'a' });
  });
});
