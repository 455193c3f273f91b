/** The waitlist screen's rules: what it refuses before saving, each field named, and how it edits the list. */

import { moved } from '../../../src/blocks/lists';
import { asksForEmail, choices, newRow, refusals, toRow, toSaved, type FieldRow } from '../fields';

const row = (part: Partial<FieldRow>): FieldRow => ({ ...newRow(), label: 'Your genre', ...part });

describe('what the waitlist screen refuses', () => {
  test('a good list is taken; an empty id or name is left for the site to make', () => {
    expect(refusals([row({}), row({ label: 'Email', type: 'email', id: 'email', key: 'email' })], 30)).toEqual({});
  });

  test('each refusal names the field and the setting, and says how to fix it', () => {
    expect(
      refusals(
        [
          row({ label: ' ' }),
          row({ type: 'select', options: '\n \n' }),
          row({ id: 'Email' }),
          row({ id: 'genre' }),
          row({ id: 'genre', key: '2nd' }),
          row({ key: 'id' }),
        ],
        30,
      ),
    ).toEqual({
      '0.label': 'Field 1, Label: write what the field asks, such as Your genre.',
      '1.options': 'Field 2, Choices: write at least one choice, one per line.',
      '2.id': 'Field 3, Field id: lowercase letters, digits, - and _, starting with a letter (at most 40), or empty to make it from the label.',
      '4.id': 'Field 5, Field id: “genre” is already the id of field 4.',
      '4.key': 'Field 5, Sent as: letters, digits and _, not starting with a digit (at most 64), or empty to make it from the label.',
      '5.key': 'Field 6, Sent as: “id” is the application’s own (the time it was sent): choose another name.',
    });
  });

  test('a form without fields, or with too many, is refused as a whole', () => {
    expect(refusals([], 30)).toEqual({ list: 'Fields: the form needs at least one field.' });
    expect(refusals([row({}), row({}), row({})], 2)).toEqual({ list: 'Fields: a form may have at most 2 fields.' });
  });

  test('choices only count for a choice from a list, and not more than 50', () => {
    expect(refusals([row({ type: 'text', options: '' })], 30)).toEqual({});
    const many = Array.from({ length: 51 }, (_, i) => `Choice ${i}`).join('\n');
    expect(refusals([row({ type: 'select', options: many })], 30)).toEqual({ '0.options': 'Field 1, Choices: at most 50.' });
  });
});

describe('editing the list', () => {
  test('choices are typed one per line: trimmed, blank lines and repeats dropped; kept only for a list', () => {
    expect(choices(' Crime \r\n\nRomance\nCrime\n')).toEqual(['Crime', 'Romance']);
    expect(toSaved(row({ type: 'select', options: 'Crime\nRomance', label: ' Genre ' }))).toMatchObject({ label: 'Genre', options: ['Crime', 'Romance'] });
    expect(toSaved(row({ type: 'text', options: 'Crime' })).options).toEqual([]);
    expect(toSaved(row({}))).not.toHaveProperty('uid'); // the site's schema takes no other setting
    expect(toRow({ ...toSaved(row({ type: 'select', options: 'A\nB' })) }).options).toBe('A\nB');
  });

  test('a field moves up and down within the list, never out of it', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  test('whether the form asks for an email (what the privacy tools find applications by)', () => {
    expect(asksForEmail([row({}), row({ type: 'email' })])).toBe(true);
    expect(asksForEmail([row({})])).toBe(false);
  });
});
