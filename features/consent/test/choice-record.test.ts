/** What a consent choice is recorded as: its kind, every category's answer, the page and the banner version, as one beacon. */
import { choiceKind, sendChoice } from '../choice-record';
import { defaultConsentConfig } from '../../../tests/unit/helpers/consent';

const config = { ...defaultConsentConfig(), version: '0123456789ab' };
const none = { necessary: 'yes', functional: '', analytics: '', performance: '', advertisement: '', other: '' } as const;
const all = { necessary: 'yes', functional: 'yes', analytics: 'yes', performance: 'yes', advertisement: 'yes', other: 'yes' } as const;
const some = { ...all, advertisement: 'no', other: 'no' } as const;
const rejected = { necessary: 'yes', functional: 'no', analytics: 'no', performance: 'no', advertisement: 'no', other: 'no' } as const;

test.each([
  ['all allowed from nothing', none, all, 'accept'],
  ['none allowed from nothing', none, rejected, 'reject'],
  ['some allowed', none, some, 'custom'],
  ['more allowed later', some, all, 'accept'],
  ['an allowed category refused later', all, some, 'withdrawal'],
  ['everything refused after accepting', all, rejected, 'withdrawal'],
  ['refused again after refusing', rejected, rejected, 'reject'],
] as const)('%s: %s', (_name, before, after, kind) => {
  expect(choiceKind(config, before, after)).toBe(kind);
});

test('one beacon with every category answered yes or no, the page and the banner version', () => {
  const sent: Array<[string, string]> = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, body: string) => (sent.push([url, body]), true) });
  expect(sendChoice('/wp-json/colophon/v1/consent-records', config, 'abcdefgh12345678', all, some, '/pricing/')).toBe(true);
  expect(sent).toHaveLength(1);
  expect(sent[0]![0]).toBe('/wp-json/colophon/v1/consent-records');
  expect(JSON.parse(sent[0]![1])).toEqual({
    consentId: 'abcdefgh12345678',
    kind: 'withdrawal',
    categories: { necessary: 'yes', functional: 'yes', analytics: 'yes', performance: 'yes', advertisement: 'no', other: 'no' },
    page: '/pricing/',
    version: '0123456789ab',
  });
  expect(sendChoice('', config, 'abcdefgh12345678', all, some)).toBe(false);
  expect(sent).toHaveLength(1);
});
