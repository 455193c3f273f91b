/** Removing a data-store element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root"><a href="#" class="jet-add-to-store" data-args='${JSON.stringify({ store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 1 }, post_id: 4, label: 'Save', added_label: 'Saved' })}'><span class="jet-add-to-store__label">Save</span></a><a href="#" class="jet-add-to-store" data-args='${JSON.stringify({ store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 1 }, post_id: 5, label: 'Save' })}'><span class="jet-add-to-store__label">Save</span></a><span class="jet-engine-data-store-count" data-store="favourites">0</span></div>`,
  config: { stores: { favourites: { label: 'favourites', type: 'local-storage', is_front: true, size: 1 } } },
  // The second save is refused: its message is on screen with a timer to clear it.
  use: () => document.querySelectorAll<HTMLAnchorElement>('.jet-add-to-store').forEach((button) => button.click()),
  live: ({ listeners, hooks }) => {
    expect(listeners).toEqual(expect.arrayContaining(['window storage']));
    expect(hooks).toHaveLength(3);
    expect(document.querySelector('.colophon-status')).not.toBeNull();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
  },
  gone: () => expect(document.querySelector('.colophon-status')).toBeNull(),
} satisfies Case;
