import { defaultConsentConfig } from '../../../tests/unit/helpers/consent';
import { emptyRecord, isDecided, newConsentId, parseRecord, serializeRecord } from '../record';

const { categories } = defaultConsentConfig();
const ID = 'OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4'; // a stored id seen in the wild: 43 characters

describe('consent id', () => {
  test('is 32 URL-safe characters (SPEC: consent id length 32), drawn from all 64 of them: 192 random bits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = newConsentId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      for (const c of id) seen.add(c);
    }
    expect(seen.size).toBe(64);
  });

  test('ids differ', () => {
    expect(new Set(Array.from({ length: 100 }, newConsentId)).size).toBe(100);
  });

  test('a 43-character id stored by an earlier version (or the incumbent) is read and kept as it is', () => {
    expect(parseRecord(`consentid:${ID},consent:no,action:no`, categories)?.consentid).toBe(ID);
    const fresh = newConsentId();
    expect(parseRecord(`consentid:${fresh},consent:no,action:no`, categories)?.consentid).toBe(fresh);
  });

  test.each([
    ['31 characters', 'a'.repeat(31)],
    ['33 characters', 'a'.repeat(33)],
    ['44 characters', 'a'.repeat(44)],
    ['padding', `${'a'.repeat(31)}=`],
    ['a URL-safe character in a 43-character id', `${ID.slice(0, 42)}_`],
    ['empty', ''],
  ])('an id of %s reads as no record', (_, id) => {
    expect(parseRecord(`consentid:${id},consent:no,action:no`, categories)).toBeNull();
  });
});

describe('cookie format', () => {
  test('serializes in the incumbent order: consentid, consent, action, then every category', () => {
    const record = emptyRecord(categories, ID);
    record.categories.analytics = 'yes';
    record.categories.advertisement = 'no';
    record.action = 'yes';
    record.consent = 'yes';
    expect(serializeRecord(record, categories)).toBe(
      `consentid:${ID},consent:yes,action:yes,necessary:yes,functional:,analytics:yes,performance:,advertisement:no,other:`,
    );
  });

  test('round-trips', () => {
    const raw = `consentid:${ID},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no`;
    expect(serializeRecord(parseRecord(raw, categories)!, categories)).toBe(raw);
  });

  test('a new record is undecided: necessary yes, the rest empty, no action', () => {
    const record = emptyRecord(categories, ID);
    expect(record).toEqual({
      consentid: ID,
      consent: 'no',
      action: 'no',
      categories: { necessary: 'yes', functional: '', analytics: '', performance: '', advertisement: '', other: '' },
    });
    expect(isDecided(record, categories)).toBe(false);
  });

  test('necessary is always yes, whatever the cookie says', () => {
    const record = parseRecord(
      `consentid:${ID},consent:no,action:yes,necessary:no,functional:no,analytics:no,performance:no,advertisement:no,other:no`,
      categories,
    )!;
    expect(record.categories.necessary).toBe('yes');
  });

  test("the incumbent's newer lastRenewedDate key is tolerated", () => {
    expect(parseRecord(`consentid:${ID},consent:yes,action:yes,necessary:yes,analytics:yes,lastRenewedDate:1700000000000`, categories)).not.toBeNull();
  });
});

describe('bad cookie contents read as "no record" (undecided), never throw', () => {
  const good = `consentid:${ID},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:no,advertisement:no,other:no`;
  test.each([
    ['empty', ''],
    ['truncated mid-value', good.slice(0, 60)],
    ['truncated id', `consentid:${ID.slice(0, 20)},consent:yes,action:yes`],
    ['garbage', '%%%!!!,,,::'],
    ['JSON', '{"consent":"yes"}'],
    ['an unknown category', `${good},tracking:yes`],
    ['a name every object inherits', `${good},constructor:yes`],
    ['a prototype key', `${good},__proto__:yes`],
    ['a key with no name', `${good},:yes`],
    ['a bad value', good.replace('analytics:yes', 'analytics:maybe')],
    ['a duplicated key', `${good},analytics:no`],
    ['no action', `consentid:${ID},consent:yes,necessary:yes`],
    ['a bad consent value', good.replace('consent:yes', 'consent:1')],
  ])('%s', (_name, raw) => {
    expect(() => parseRecord(raw, categories)).not.toThrow();
    expect(parseRecord(raw, categories)).toBeNull();
  });
});

describe('decided', () => {
  test('needs action yes and a yes or no for every non-necessary category', () => {
    const record = emptyRecord(categories, ID);
    record.action = 'yes';
    expect(isDecided(record, categories)).toBe(false);
    for (const c of categories) record.categories[c.slug] = 'no';
    expect(isDecided(record, categories)).toBe(true);
    record.action = 'no';
    expect(isDecided(record, categories)).toBe(false);
  });
});
