/** Removing a link-actions element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  // A hover action with its delay running, on a page whose own hash it declares (waiting for colophon.ready).
  html: `<a id="root" href="#jet-engine-action:action=popup:open&popup_id=12&event=hover">Hover me</a>`,
  setup: () => history.replaceState(null, '', '#jet-engine-action:action=popup:open&popup_id=12&event=hover'),
  use: () => void document.getElementById('root')!.dispatchEvent(new MouseEvent('mouseenter')),
  live: ({ listeners, hooks }) => {
    expect(listeners).toEqual(expect.arrayContaining(['<a> click', '<a> mouseenter', '<a> mouseleave']));
    expect(hooks).toEqual([expect.stringMatching(/^colophon\.ready colophon\/link-actions\//)]);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
  },
  gone: () => history.replaceState(null, '', '#'),
} satisfies Case;
