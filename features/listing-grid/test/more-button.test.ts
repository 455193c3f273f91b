/** The load-more button a listing names (`more_el`): found by id even when the id starts with a digit. */
import { moreButton } from '../navigation';

afterEach(() => (document.body.innerHTML = ''));

test('an id that starts with a digit (as the page builder and the blocks make them) is found', () => {
  document.body.innerHTML = '<div id="w"><div class="jet-listing-grid"></div></div><button id="2a678wj-more">More</button>';
  expect(moreButton(document.getElementById('w')!, '#2a678wj-more')?.textContent).toBe('More');
  // The browser's own selector engine refuses it: the reason for the lookup by id.
  expect(() => document.querySelector('#2a678wj-more')).toThrow();
});

test('other selectors work inside the widget first, and one the browser refuses finds nothing', () => {
  document.body.innerHTML = '<div id="w"><button class="more">Inside</button></div><button class="more">Outside</button>';
  const widget = document.getElementById('w')!;
  expect(moreButton(widget, '.more')?.textContent).toBe('Inside');
  expect(moreButton(document.body.appendChild(document.createElement('div')), '.more')?.textContent).toBe('Inside');
  expect(moreButton(widget, 'button[')).toBeNull();
  expect(moreButton(widget, '')).toBeNull();
  expect(moreButton(widget, '#absent')).toBeNull();
});
