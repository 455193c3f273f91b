/**
 * The admin screens' strings (src/admin/i18n): through wp.i18n when WordPress has loaded it, and
 * without it (unit tests, a screen whose script failed) the English text, formatted the same way.
 */
import { __, _n, sprintf } from '../../src/admin/i18n';

afterEach(() => {
  delete window.wp;
});

test('without wp.i18n: the English text, its plural by count, and the placeholders filled', () => {
  expect(__('Back', 'colophon')).toBe('Back');
  expect(_n('%d item', '%d items', 1, 'colophon')).toBe('%d item');
  expect(_n('%d item', '%d items', 3, 'colophon')).toBe('%d items');
  expect(sprintf('%s has %d', 'Kit', 2.7)).toBe('Kit has 2');
  expect(sprintf('%2$s before %1$s, 100%%', 'one', 'two')).toBe('two before one, 100%');
  expect(sprintf('%s and %s', 'only one')).toBe('only one and %s');
});

test('with wp.i18n: every call goes to it, with the domain', () => {
  const calls: unknown[][] = [];
  window.wp = {
    i18n: {
      __: (text, domain) => (calls.push(['__', text, domain]), `«${text}»`),
      _n: (single, plural, count, domain) => (calls.push(['_n', single, plural, count, domain]), count === 1 ? `«${single}»` : `«${plural}»`),
      sprintf: (format, ...args) => (calls.push(['sprintf', format, ...args]), `${format}|${args.join(',')}`),
    },
  };
  expect(__('Back', 'colophon')).toBe('«Back»');
  expect(_n('%d item', '%d items', 2, 'colophon')).toBe('«%d items»');
  expect(sprintf('%d', 2)).toBe('%d|2');
  expect(calls).toEqual([
    ['__', 'Back', 'colophon'],
    ['_n', '%d item', '%d items', 2, 'colophon'],
    ['sprintf', '%d', 2],
  ]);
});
