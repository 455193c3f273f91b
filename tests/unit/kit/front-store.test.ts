import { addToStore, parseIds, readStore, removeFromStore, storeKey, writeStore } from '../../../src/kit/front-store';
import DataStore from '../../../features/data-store';
import { syncIds, type StoreArgs } from '../../../features/data-store/args';
import { AttributeError } from '../../../src/runtime/settings';

beforeEach(() => localStorage.clear());

describe('front stores in the listing plugin format', () => {
  test('ids live under jet_engine_store_{slug} as a comma list of strings, oldest first', () => {
    addToStore('favourites', 12);
    addToStore('favourites', 7);
    expect(localStorage.getItem('jet_engine_store_favourites')).toBe('12,7');
    expect(storeKey('compare')).toBe('jet_engine_store_compare');
  });

  test('reading tolerates what other code may have written: spaces, duplicates, junk, empty', () => {
    localStorage.setItem(storeKey('favourites'), ' 3, 3,abc,,-4,5.5,9 ');
    expect(readStore('favourites')).toEqual([3, 9]);
    expect(parseIds('')).toEqual([]);
    expect(parseIds(null)).toEqual([]);
  });

  test('adding an id already in the store changes nothing and succeeds', () => {
    addToStore('favourites', 1);
    expect(addToStore('favourites', 1, 1)).toEqual({ ok: true, ids: [1] });
  });

  test('at the size limit an addition is refused and nothing changes', () => {
    for (const id of [1, 2, 3]) expect(addToStore('favourites', id, 3).ok).toBe(true);
    const refused = addToStore('favourites', 4, 3);
    expect(refused).toEqual({ ok: false, reason: 'full', ids: [1, 2, 3] });
    expect(localStorage.getItem(storeKey('favourites'))).toBe('1,2,3');
  });

  test('size 0 means no limit', () => {
    for (let id = 1; id <= 50; id++) addToStore('log', id, 0);
    expect(readStore('log')).toHaveLength(50);
  });

  test('an on-view store (recently viewed) drops its oldest id instead of refusing', () => {
    for (const id of [1, 2, 3]) addToStore('viewed', id, 3, true);
    expect(addToStore('viewed', 4, 3, true)).toEqual({ ok: true, ids: [2, 3, 4] });
    expect(localStorage.getItem(storeKey('viewed'))).toBe('2,3,4');
  });

  test('removing takes the id out; removing the last one removes the key', () => {
    writeStore('favourites', [1, 2]);
    expect(removeFromStore('favourites', 1)).toEqual({ ok: true, ids: [2] });
    removeFromStore('favourites', 2);
    expect(localStorage.getItem(storeKey('favourites'))).toBeNull();
  });

  test('storage that refuses writes (quota, privacy mode) reports a failure instead of throwing', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(addToStore('favourites', 5)).toEqual({ ok: false, reason: 'storage', ids: [] });
    setItem.mockRestore();
  });
});

describe('store button arguments', () => {
  const button = (args: object) => {
    const element = document.createElement('a');
    element.setAttribute('data-args', JSON.stringify(args));
    return element;
  };

  // Read the way the registry reads them: through the handler's declared attributes.
  const readArgs = (element: Element) => (DataStore.read(element).attrs as { args: StoreArgs }).args;

  test('are read with their defaults; action_after_added is remove_from_store unless it says hide or switch_status', () => {
    const args = readArgs(button({ store: { slug: 'favourites', is_front: true, size: '5' }, post_id: 9, action_after_added: 'explode' }));
    expect(args.store).toEqual({ slug: 'favourites', type: 'local-storage', is_front: true, size: 5, on_view: false });
    expect(args.action_after_added).toBe('remove_from_store');
    expect(readArgs(button({ store: { slug: 'x' }, post_id: 1, action_after_added: 'hide' })).action_after_added).toBe('hide');
    expect(readArgs(button({ store: { slug: 'x' }, post_id: 1, action_after_added: 'switch_status' })).action_after_added).toBe('switch_status');
  });

  test('added_url becomes the button’s link only when it is http(s) or a path: never javascript: or data:', () => {
    const url = (added_url: string) => readArgs(button({ store: { slug: 'compare' }, post_id: 1, added_url })).added_url;
    expect(url('/compare/')).toBe('/compare/');
    expect(url('https://books.example/compare/')).toBe('https://books.example/compare/');
    expect(url('javascript:alert(document.cookie)')).toBe('');
    expect(url(' JavaScript:alert(1)')).toBe('');
    expect(url('data:text/html,<script>alert(1)</script>')).toBe('');
  });

  test('the slug and post may come from data-store and data-post instead', () => {
    const element = button({});
    element.setAttribute('data-store', 'compare');
    element.setAttribute('data-post', '12');
    expect(readArgs(element)).toMatchObject({ store: { slug: 'compare' }, post_id: 12 });
  });

  test('a button without a store or a post is a clear error naming the attribute, not a silent no-op', () => {
    expect(() => readArgs(button({ post_id: 3 }))).toThrow(AttributeError);
    expect(() => readArgs(button({ post_id: 3 }))).toThrow('data-args has no store.slug (nor does the element have data-store); this element is skipped.');
    expect(() => readArgs(button({ store: { slug: 'x' }, post_id: 'abc' }))).toThrow('data-args needs post_id as a positive integer; this element is skipped.');
  });

  test('malformed data-args is an error naming the attribute; a counter needs none', () => {
    const element = document.createElement('a');
    element.setAttribute('data-args', '{"store":');
    expect(() => readArgs(element)).toThrow(/^data-args is not valid JSON \(.+\); this element is skipped\./);
    const counter = document.createElement('span');
    counter.className = 'jet-engine-data-store-count';
    expect(readArgs(counter)).toBeNull();
  });

  test('synch_id lists listing ids separated by spaces or commas', () => {
    expect(syncIds('favlst1 favpage,other  ,, x')).toEqual(['favlst1', 'favpage', 'other', 'x']);
    expect(syncIds('')).toEqual([]);
  });
});
