import { ANCHOR, parseAction, safeUrl } from '../parse';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('page-builder action hashes', () => {
  test('action and base64 JSON settings', () => {
    expect(parseAction(`#elementor-action:action=popup:open&settings=${b64({ id: '12', toggle: true })}`)).toEqual({
      action: 'popup:open',
      settings: { id: '12', toggle: true },
      event: 'click',
    });
  });
  test('URL-encoded, as share links carry them', () => {
    expect(parseAction(encodeURIComponent(`#elementor-action:action=popup:close&settings=${b64({ do_not_show_again: 'yes' })}`))).toMatchObject({
      action: 'popup:close',
      settings: { do_not_show_again: 'yes' },
    });
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
    expect(parseAction('#jet-engine-action:action=popup:open&popup_id=12')).toEqual({
      action: 'popup:open',
      settings: { popup_id: '12', id: '12' },
      event: 'click',
    });
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

describe('a hover action (the listing plugin’s event=hover)', () => {
  const move = (target: EventTarget, type: string, x: number, y: number) =>
    target.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, bubbles: type === 'mousemove' }));

  test('runs once the pointer has stayed its delay; the page changing under a still pointer (its popup opening over the link, then closing) is no new hover, a real return is', async () => {
    jest.useFakeTimers();
    const { makeRuntime } = await import('../../../tests/unit/helpers/runtime');
    document.body.innerHTML = `<a id="go" href="#jet-engine-action:action=popup:open&popup_id=12&event=hover">Join</a>`;
    const { registry, hooks } = makeRuntime(
      { 'link-actions': { selector: 'a[href*="jet-engine-action"]', load: () => import('..') } },
      { linkActions: { hoverDelay: 700 } },
    );
    const runs: string[] = [];
    hooks.addAction('colophon.linkAction', 'test', ({ action }: { action: string }) => void runs.push(action));
    const started = registry.start();
    await jest.advanceTimersByTimeAsync(10); // the registry yields between elements
    await started;
    const link = document.getElementById('go')!;
    try {
      move(document, 'mousemove', 5, 5);
      // A real entry comes before the move that brings the pointer there; that move (10, 10) is
      // left out, as when the pointer woke this chunk and moved before it listened.
      move(link, 'mouseenter', 10, 10);
      await jest.advanceTimersByTimeAsync(699);
      expect(runs).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await jest.advanceTimersByTimeAsync(10); // the action waits for connections under way (none) before it goes out
      expect(runs).toEqual(['popup:open']);

      // The popup's overlay covered the link (mouseleave) and goes with Esc: the browser enters the link again where the pointer stands.
      move(link, 'mouseleave', 10, 10);
      move(link, 'mouseenter', 10, 10);
      await jest.advanceTimersByTimeAsync(1000);
      expect(runs).toEqual(['popup:open']);

      // Moved off (straight down) and back: a new hover.
      move(link, 'mouseleave', 11, 30);
      move(document, 'mousemove', 11, 30);
      move(link, 'mouseenter', 11, 10);
      move(link, 'mousemove', 11, 10);
      await jest.advanceTimersByTimeAsync(710);
      expect(runs).toEqual(['popup:open', 'popup:open']);

      // Left again before the delay: nothing runs.
      move(link, 'mouseleave', 11, 40);
      move(document, 'mousemove', 11, 40);
      move(link, 'mouseenter', 12, 10);
      await jest.advanceTimersByTimeAsync(650);
      move(link, 'mouseleave', 12, 40);
      await jest.advanceTimersByTimeAsync(1000);
      expect(runs).toEqual(['popup:open', 'popup:open']);
    } finally {
      registry.stop();
      jest.useRealTimers();
    }
  });
});
