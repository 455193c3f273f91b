import { refusalFor } from '../../src/blocks/refusals';

describe('which field a settings refusal names', () => {
  const reasons = [
    'Registered domain: enter a host name such as example.com (no protocol or path).',
    'Consent cookie expiry: enter a whole number of days between 1 and 3650.',
    'Categories: entry 7 needs a "slug" of lowercase letters, digits, - or _.',
    'Categories: one category must be marked "necessary": true (the consent cookie itself belongs to it).',
    'Known services, Google Analytics: choose "not held back" or one of the categories: necessary.',
  ];

  it('is the field whose label heads the message', () => {
    expect(refusalFor(reasons, 'Registered domain')).toBe(reasons[0]);
  });

  it('reads a label without what it adds in brackets', () => {
    expect(refusalFor(reasons, 'Consent cookie expiry (days)')).toBe(reasons[1]);
  });

  it('says every reason a field has, in order', () => {
    expect(refusalFor(reasons, 'Categories')).toBe(`${reasons[2]} ${reasons[3]}`);
  });

  it('names no field the messages do not head', () => {
    expect(refusalFor(reasons, 'Google Analytics waits for')).toBeUndefined();
    expect(refusalFor(reasons, 'Registered')).toBeUndefined();
    expect(refusalFor([], 'Registered domain')).toBeUndefined();
  });
});
