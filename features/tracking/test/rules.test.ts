import { affiliateFrom, keepAffiliate, keptAffiliate, normaliseHost, withAffiliate } from '../affiliate';
import { eventId, UUID_V4 } from '../event-id';
import { formEvent, formProperties } from '../form-intent';
import { DIRECT, leadSourceFrom, MAX_VALUE } from '../lead-source';
import { toE164 } from '../phone';

describe('Contact or SubmitForm', () => {
  const form = (html: string) => Object.assign(document.createElement('form'), { innerHTML: html });
  test('an email or a phone field makes it Contact, whatever the case of the type', () => {
    expect(formEvent(form('<input type="email" name="e">'))).toBe('Contact');
    expect(formEvent(form('<input type="TEL" name="p">'))).toBe('Contact');
    expect(formEvent(form('<label>Email <input type="text" name="email"></label><textarea></textarea>'))).toBe('SubmitForm');
    expect(formEvent(form(''))).toBe('SubmitForm');
  });
  test('the source is sent twice, as source and wp_plugin', () => {
    expect(formProperties('contactform7')).toEqual({ source: 'contactform7', wp_plugin: 'contactform7' });
  });
});

describe('phone numbers in E.164 with the site’s country', () => {
  test.each([
    ['(415) 555-2671', 'US', '+14155552671'],
    ['030 1234567', 'DE', '+49301234567'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+44 20 7946 0958', 'US', '+442079460958'], // an international number keeps its own country
  ])('%s in %s is %s', async (raw, country, e164) => {
    expect(await toE164(raw, country)).toBe(e164);
  });
  test('what is not a phone number, or a national number with no valid country, gives null', async () => {
    expect(await toE164('call me', 'US')).toBeNull();
    expect(await toE164('12', 'DE')).toBeNull();
    expect(await toE164('', 'DE')).toBeNull();
    expect(await toE164('030 1234567', 'germany')).toBeNull();
  });
});

describe('event ids', () => {
  test('v4 UUIDs, all different, from crypto where the page is secure and from the uuid package elsewhere', () => {
    const secure = Object.getOwnPropertyDescriptor(globalThis, 'isSecureContext');
    const native = jest.fn(() => '3b241101-e2bb-4255-8caf-4136c566a962');
    const crypto = globalThis.crypto as Crypto & { randomUUID?: unknown };
    const before = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: native, configurable: true });
    try {
      Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
      expect(eventId()).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
      // An insecure page has no crypto.randomUUID (browsers expose it only in secure contexts).
      Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true });
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = Array.from({ length: 500 }, eventId);
      expect(native).toHaveBeenCalledTimes(1);
      for (const id of ids) expect(id).toMatch(UUID_V4);
      expect(new Set(ids).size).toBe(500);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: before, configurable: true });
      if (secure) Object.defineProperty(globalThis, 'isSecureContext', secure);
      else delete (globalThis as { isSecureContext?: boolean }).isSecureContext;
    }
  });
});

describe('lead source', () => {
  test('no campaign in the address: null (an earlier one stays), and the defaults are direct / none', () => {
    expect(leadSourceFrom('')).toBeNull();
    expect(leadSourceFrom('?page=2&utm_source=')).toBeNull();
    expect(DIRECT).toEqual({ source: 'direct', medium: 'none', campaign: 'none', content: 'none', term: 'none' });
  });
  test('every parameter, each defaulting on its own', () => {
    expect(leadSourceFrom('?utm_source=newsletter')).toEqual({ source: 'newsletter', medium: 'none', campaign: 'none', content: 'none', term: 'none' });
    expect(leadSourceFrom('?utm_source=g&utm_medium=cpc&utm_campaign=spring%20launch&utm_content=ad-2&utm_term=book+editor&gclid=abc&fbclid=xyz')).toEqual({
      source: 'g',
      medium: 'cpc',
      campaign: 'spring launch',
      content: 'ad-2',
      term: 'book editor',
      gclid: 'abc',
      fbclid: 'xyz',
    });
    expect(leadSourceFrom('?fbclid=F1')).toEqual({ ...DIRECT, fbclid: 'F1' });
  });
  test('values are trimmed and cut to a sane length', () => {
    expect(leadSourceFrom(`?utm_campaign=${'x'.repeat(500)}&utm_term=%20a%20`)).toMatchObject({ campaign: 'x'.repeat(MAX_VALUE), term: 'a' });
  });
});

describe('affiliate code', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };
  test('both keys are read, malformed codes are not', () => {
    expect(affiliateFrom('?aff=ann-23&aff_id=777')).toEqual({ aff: 'ann-23', aff_id: '777' });
    expect(affiliateFrom('?aff=%3Cscript%3E&aff_id=')).toEqual({});
    expect(affiliateFrom(`?aff=${'a'.repeat(65)}`)).toEqual({});
  });
  test('kept under aff / aff_id until the expiry, then gone', () => {
    const storage = memory();
    keepAffiliate(storage, { aff: 'ann' }, 30, 0);
    expect(JSON.parse(storage.items.get('aff')!)).toEqual({ code: 'ann', expires: 30 * 86_400_000 });
    expect(keptAffiliate(storage, 30 * 86_400_000 - 1)).toEqual({ aff: 'ann' });
    expect(keptAffiliate(storage, 30 * 86_400_000)).toEqual({});
    expect(storage.items.has('aff')).toBe(false);
    storage.setItem('aff_id', 'not json');
    expect(keptAffiliate(storage, 0)).toEqual({});
    expect(storage.items.has('aff_id')).toBe(false);
  });
  test('a new code replaces the old one and restarts the clock', () => {
    const storage = memory();
    keepAffiliate(storage, { aff: 'old' }, 1, 0);
    keepAffiliate(storage, { aff: 'new' }, 1, 80_000_000);
    expect(keptAffiliate(storage, 100_000_000)).toEqual({ aff: 'new' });
  });
  test('links are rewritten only for the configured hosts (and their subdomains), over http(s)', () => {
    const hosts = ['market.example'];
    const base = 'https://press.example/page/';
    expect(withAffiliate('https://market.example/freelancers?x=1', base, hosts, { aff: 'ann' })).toBe('https://market.example/freelancers?x=1&aff=ann');
    expect(withAffiliate('https://www.market.example/', base, hosts, { aff: 'ann', aff_id: '7' })).toBe('https://www.market.example/?aff=ann&aff_id=7');
    expect(withAffiliate('https://app.market.example/join', base, hosts, { aff_id: '7' })).toBe('https://app.market.example/join?aff_id=7');
    expect(withAffiliate('https://market.example.evil.test/', base, hosts, { aff: 'ann' })).toBeNull();
    expect(withAffiliate('https://evilmarket.example/', base, hosts, { aff: 'ann' })).toBeNull();
    expect(withAffiliate('/pricing/', base, hosts, { aff: 'ann' })).toBeNull();
    expect(withAffiliate('javascript:alert(1)//market.example', base, hosts, { aff: 'ann' })).toBeNull();
    expect(withAffiliate('https://market.example/?aff=theirs', base, hosts, { aff: 'ann' })).toBeNull(); // the link's own code wins
    expect(withAffiliate('https://market.example/', base, hosts, {})).toBeNull();
  });
  test('configured hosts are normalised, and what is not a host name is refused', () => {
    expect(normaliseHost(' https://WWW.Market.Example:443/path ')).toBe('market.example');
    expect(normaliseHost('app.market.example')).toBe('app.market.example');
    for (const bad of ['', 'localhost', 'market', '*.market.example', 'mar ket.example', 'market..example']) expect(normaliseHost(bad)).toBeNull();
  });
});
