/** The data stores screen's rules (../stores.ts): each refusal names the store and the field. */
import { newRow, refusals, toRow, toSaved, type StoreRow } from '../stores';

const row = (over: Partial<StoreRow>): StoreRow => ({ ...newRow(), ...over });

test('a list of named stores with limits in range is saved as numbers', () => {
  const rows = [row({ label: ' Favourites ', size: '12' }), row({ label: 'Compare', size: '' })];
  expect(refusals(rows, 1000)).toEqual({});
  expect(rows.map(toSaved).map(({ label, size }) => [label, size])).toEqual([
    ['Favourites', 12],
    ['Compare', 0],
  ]);
});

test('a store without a name, a name twice and a limit that is no whole number in range are refused, by store and field', () => {
  expect(
    refusals([row({ label: 'Favourites' }), row({ label: '' }), row({ label: 'favourites', size: '2.5' }), row({ label: 'Big', size: '1001' })], 1000),
  ).toEqual({
    '1.label': 'Store 2, Name: write a name, such as Favourites.',
    '2.label': 'Store 3, Name: “favourites” is already the name of store 1.',
    '2.size': 'Store 3, Limit: a whole number from 0 (no limit) to 1000.',
    '3.size': 'Store 4, Limit: a whole number from 0 (no limit) to 1000.',
  });
});

test('a saved store whose button has no texts (an empty list in JSON) edits as empty texts', () => {
  expect(toRow({ slug: 'fav', label: 'Fav', type: 'cookies', size: 3, on_view: true, button: [] })).toEqual({
    slug: 'fav',
    label: 'Fav',
    type: 'cookies',
    size: '3',
    on_view: true,
    button: {},
  });
});
