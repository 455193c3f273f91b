import { ANCHOR, parseAction, safeUrl } from '../../src/handlers/link-actions/parse';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('page-builder action hashes', () => {
  test('action and base64 JSON settings', () => {
    expect(parseAction(`#elementor-action:action=popup:open&settings=${b64({ id: '12', toggle: true })}`)).toEqual({ action: 'popup:open', settings: { id: '12', toggle: true }, event: 'click' });
  });
  test('URL-encoded, as share links carry them', () => {
    expect(parseAction(encodeURIComponent(`#elementor-action:action=popup:close&settings=${b64({ do_not_show_again: 'yes' })}`))).toMatchObject({ action: 'popup:close', settings: { do_not_show_again: 'yes' } });
  });
  test('every registered action is accepted, others are not', () => {
    for (const action of ['lightbox', 'reload-page', 'popup:open', 'popup:close', 'off_canvas:open', 'off_canvas:close', 'off_canvas:toggle']) {
      expect(parseAction(`#elementor-action:action=${action}&settings=${b64({})}`)?.action).toBe(action);
    }
    expect(parseAction(`#elementor-action:action=eval&settings=${b64({ code: 'x' })}`)).toBeNull();
    expect(parseAction('#elementor-action:action=popup:open<script>')).toMatchObject({ action: 'popup:open', settings: {} });
  });
  test.each([
    ['not base64', '#elementor-action:action=popup:open&settings=%%%'],
    ['base64 of HTML', `#elementor-action:action=lightbox&settings=${btoa('<img src=x onerror=alert(1)>')}`],
    ['a JSON array', `#elementor-action:action=lightbox&settings=${b64([1, 2])}`],
    ['no settings', '#elementor-action:action=reload-page'],
  ])('bad settings (%s) become an empty object, never HTML', (_name, hash) => {
    expect(parseAction(hash)?.settings).toEqual({});
  });
  test('broken percent-encoding and plain anchors are not actions', () => {
    expect(parseAction('%E0%A4%A')).toBeNull();
    expect(parseAction('#pricing')).toBeNull();
    expect(parseAction('')).toBeNull();
  });
});

describe("the listing plugin's action links", () => {
  test('click by default, hover when asked, popup_id as id', () => {
    expect(parseAction('#jet-engine-action:action=popup:open&popup_id=12')).toEqual({ action: 'popup:open', settings: { popup_id: '12', id: '12' }, event: 'click' });
    expect(parseAction('#jet-engine-action:action=popup:open&popup_id=12&event=hover')?.event).toBe('hover');
    expect(parseAction('#jet-engine-action:action=delete_everything')).toBeNull();
  });
});

describe('rules for targets', () => {
  test.each([
    ['#pricing', true],
    ['#_private', true],
    ['#faq-item_2', true],
    ['#2col', false],
    ['#', false],
    ['#a b', false],
    ['#a"><img', false],
    ['pricing', false],
  ])('anchor %s → %s', (hash, ok) => expect(ANCHOR.test(hash)).toBe(ok));

  test.each([
    ['https://example.com/a.jpg', 'https://example.com/a.jpg'],
    ['/wp-content/uploads/a.webp', 'https://site.test/wp-content/uploads/a.webp'],
    ['javascript:alert(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>', null],
    ['', null],
    [42, null],
  ])('url %p → %p', (value, expected) => expect(safeUrl(value, 'https://site.test/page/')).toBe(expected));
});
