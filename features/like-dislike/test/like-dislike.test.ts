/** The like/dislike handler in jsdom, against a fake admin-ajax. */
import LikeDislikeHandler from '..';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush, pendingFetches, type PendingFetch } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

type Call = PendingFetch<URLSearchParams>;
let calls: Call[];
/** The page-load asks for this visitor's vote (src/kit/visitor-state.ts), kept apart from the votes. */
let stateCalls: Call[];
let stop: (() => void) | undefined;

afterEach(() => stop?.());

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
  localStorage.setItem('colophon_session', '1'); // a browser that has had its session (see the last tests)
  document.body.innerHTML = '';
  const all = pendingFetches<URLSearchParams>();
  calls = [];
  stateCalls = [];
  const fake = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const answer = fake(url, init);
    const call = all[all.length - 1]!;
    (call.body.get('action') === 'colophon_visitor_state' ? stateCalls : calls).push(call);
    return answer;
  }) as typeof fetch;
});

async function mount(settings: Record<string, unknown> = { post_id: 12, like_count: 4, dislike_count: 1 }) {
  const runtime = makeRuntime(
    {
      'like-dislike': {
        selector: '[data-widget_type^="like-dislike."]',
        load: () => Promise.resolve({ default: LikeDislikeHandler } as unknown as HandlerModule),
      },
    },
    { urls: { ajax: '/wp-admin/admin-ajax.php', assets: '', rest: '' }, nonces: { likeDislike: 'n0nce' } },
  );
  const widget = document.createElement('div');
  widget.dataset.widget_type = 'like-dislike.default';
  widget.dataset.settings = JSON.stringify(settings);
  document.body.append(widget);
  stop = () => runtime.registry.stop();
  await runtime.registry.start();
  const button = (type: string) => widget.querySelector<HTMLButtonElement>(`button[data-type="${type}"]`)!;
  const count = (type: string) => button(type).querySelector('.colophon-like-dislike__count')?.textContent ?? null;
  const status = () => widget.querySelector('.colophon-like-dislike__status')!;
  return { ...runtime, widget, button, count, status };
}

test('renders both buttons with the server counts', async () => {
  const { count, button } = await mount();
  expect([count('like'), count('dislike')]).toEqual(['4', '1']);
  expect(button('like').disabled).toBe(false);
  expect(button('like').textContent).toContain('Like');
});

test('a like posts the vote, shows the pending state, then the server counts', async () => {
  const { button, count, status, hooks } = await mount();
  const voted = jest.fn();
  hooks.addAction('colophon.likeDislike.voted', 'tests/voted', voted);
  button('like').click();
  await flush(1);

  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('/wp-admin/admin-ajax.php');
  expect(Object.fromEntries(calls[0]!.body)).toEqual({ action: 'handle_like_dislike', post_id: '12', type: 'like', nonce: 'n0nce' });
  expect(button('like').disabled).toBe(true);
  expect(button('dislike').disabled).toBe(true);
  expect(button('like').querySelector('.colophon-like-dislike__loader')).not.toBeNull();
  expect(count('like')).toBeNull();
  expect(button('like').querySelector('svg')).toBeNull();

  calls[0]!.settle(200, { success: true, data: { like_count: 5, dislike_count: 1 } });
  await flush();
  expect(button('like').disabled).toBe(false);
  expect([count('like'), count('dislike')]).toEqual(['5', '1']);
  expect(button('like').getAttribute('aria-pressed')).toBe('true');
  expect(status().textContent).toBe('Thanks for your vote.');
  // The data layer gets post_like from the tracking chunk (features/tracking/events.ts), which hears this.
  expect(voted).toHaveBeenCalledWith({ postId: 12, type: 'like', counts: { like: 5, dislike: 1 } });
});

test('a click while a vote is pending sends nothing more', async () => {
  const { button } = await mount();
  button('like').click();
  await flush(1);
  button('dislike').click();
  button('like').click();
  await flush(1);
  expect(calls).toHaveLength(1);
});

test('a dislike is announced as a dislike (the tracking chunk sends it on as post_dislike)', async () => {
  const { button, count, hooks } = await mount();
  const voted = jest.fn();
  hooks.addAction('colophon.likeDislike.voted', 'tests/voted', voted);
  button('dislike').click();
  await flush(1);
  calls[0]!.settle(200, { success: true, data: { like_count: 4, dislike_count: 2 } });
  await flush();
  expect(count('dislike')).toBe('2');
  expect(voted).toHaveBeenCalledWith({ postId: 12, type: 'dislike', counts: { like: 4, dislike: 2 } });
});

test.each([
  ['a 500 with an HTML body', (c: Call) => c.settle(500, '<html>'), 'Your vote could not be saved. Please try again.'],
  ['a network failure', (c: Call) => c.fail(), 'Your vote could not be saved. Please try again.'],
  [
    'a 400 with the server message',
    (c: Call) => c.settle(400, { success: false, data: { message: 'Unknown vote type: use "like" or "dislike".' } }),
    'Unknown vote type: use "like" or "dislike".',
  ],
  ['a 200 that says success false', (c: Call) => c.settle(200, { success: false, data: { message: 'Nope.' } }), 'Nope.'],
  [
    'a 200 with a nonsense count',
    (c: Call) => c.settle(200, { success: true, data: { like_count: 'many', dislike_count: 1 } }),
    'Your vote could not be saved. Please try again.',
  ],
])('after %s the buttons come back, the counts stay and the message shows', async (_name, settle, message) => {
  const { button, count, status } = await mount();
  button('like').click();
  await flush(1);
  settle(calls[0]!);
  await flush();
  expect(button('like').disabled).toBe(false);
  expect(button('dislike').disabled).toBe(false);
  expect([count('like'), count('dislike')]).toEqual(['4', '1']);
  expect(status().getAttribute('role')).toBe('alert');
  expect(status().textContent).toBe(message);
  expect(window.dataLayer).toEqual([]);
});

test('a widget without a valid post id is reported and left as the server printed it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { widget } = await mount({ post_id: 'abc' });
  expect(widget.querySelector('button')).toBeNull();
  expect(error).toHaveBeenCalledWith(
    '[colophon] like-dislike: connect failed.',
    expect.objectContaining({ message: 'like-dislike: data-settings.post_id must be a positive integer.' }),
    widget,
  );
});

describe('one vote per visitor, recovered sessions', () => {
  const noVisitor = {
    success: false,
    data: { message: 'Your browser has to accept this site’s cookie to vote. Reload the page and try again.', code: 'colophon_no_visitor' },
  };

  test('the pressed button is the vote the server recorded (a like that became a dislike)', async () => {
    const { button } = await mount();
    button('dislike').click();
    await flush(1);
    calls[0]!.settle(200, { success: true, data: { like_count: 3, dislike_count: 2, vote: 'dislike' } });
    await flush();
    expect([button('like').getAttribute('aria-pressed'), button('dislike').getAttribute('aria-pressed')]).toEqual(['false', 'true']);
  });

  test('a browser that never had a session asks for one (its visitor cookie, fresh nonces) before its first vote, and remembers', async () => {
    localStorage.clear();
    const { button, count } = await mount();
    button('like').click();
    await flush(1);
    expect(Object.fromEntries(calls[0]!.body)).toEqual({ action: 'colophon_session' });
    calls[0]!.settle(200, { success: true, data: { nonces: { likeDislike: 'fresh01', stores: 'fresh02' } } });
    await flush(1);
    expect(Object.fromEntries(calls[1]!.body)).toMatchObject({ action: 'handle_like_dislike', nonce: 'fresh01' });
    calls[1]!.settle(200, { success: true, data: { like_count: 5, dislike_count: 1, vote: 'like' } });
    await flush();
    expect(count('like')).toBe('5');
    expect(localStorage.getItem('colophon_session')).toBe('1');
    button('dislike').click();
    await flush(1);
    expect(Object.fromEntries(calls[2]!.body)).toMatchObject({ action: 'handle_like_dislike', type: 'dislike' });
  });

  test('a refusal for a cleared cookie or a stale cached nonce gets a new session and the vote is sent once more, with the fresh nonce', async () => {
    const { button, count, status } = await mount();
    button('like').click();
    await flush(1);
    calls[0]!.settle(403, noVisitor);
    await flush(1);
    expect(calls[1]!.url).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(calls[1]!.body)).toEqual({ action: 'colophon_session' });
    calls[1]!.settle(200, { success: true, data: { nonces: { likeDislike: 'fresh01', stores: 'fresh02' } } });
    await flush(1);
    expect(Object.fromEntries(calls[2]!.body)).toMatchObject({ action: 'handle_like_dislike', type: 'like', nonce: 'fresh01' });
    calls[2]!.settle(200, { success: true, data: { like_count: 5, dislike_count: 1, vote: 'like' } });
    await flush();
    expect(count('like')).toBe('5');
    expect(status().textContent).toBe('Thanks for your vote.');
    expect(calls).toHaveLength(3);
  });

  test('it tries again once only: a second refusal is said, in the server’s words', async () => {
    const { button, status } = await mount();
    button('like').click();
    await flush(1);
    calls[0]!.settle(403, noVisitor);
    await flush(1);
    calls[1]!.settle(200, { success: true, data: { nonces: { likeDislike: 'fresh01' } } });
    await flush(1);
    calls[2]!.settle(403, noVisitor);
    await flush();
    expect(calls).toHaveLength(3);
    expect(status().textContent).toBe(noVisitor.data.message);
    expect(button('like').disabled).toBe(false);
  });

  test('a 403 without a recovery code is not retried', async () => {
    const { button, status } = await mount();
    button('like').click();
    await flush(1);
    calls[0]!.settle(403, { success: false, data: { message: 'No.' } });
    await flush();
    expect(calls).toHaveLength(1);
    expect(status().textContent).toBe('No.');
  });
});

describe('this visitor’s own vote, on a page the same for everyone (a page cache)', () => {
  test('a browser that had a session asks once for its vote and the counts as they are now, and shows them', async () => {
    const { button, count } = await mount();
    await new Promise((r) => setTimeout(r, 60));
    expect(stateCalls).toHaveLength(1);
    expect(Object.fromEntries(stateCalls[0]!.body)).toEqual({ action: 'colophon_visitor_state', votes: '12', stores: '' });
    expect(button('like').getAttribute('aria-pressed')).toBe('false');
    stateCalls[0]!.settle(200, { success: true, data: { votes: { 12: { like_count: 9, dislike_count: 2, vote: 'dislike' } }, stores: {} } });
    await flush();
    expect([count('like'), count('dislike')]).toEqual(['9', '2']);
    expect(button('dislike').getAttribute('aria-pressed')).toBe('true');
    expect(button('like').getAttribute('aria-pressed')).toBe('false');
  });

  test('a first visit (no session, no login) asks nothing: it has no vote yet', async () => {
    localStorage.clear();
    const { count } = await mount();
    await new Promise((r) => setTimeout(r, 60));
    expect(stateCalls).toHaveLength(0);
    expect(calls).toHaveLength(0);
    expect([count('like'), count('dislike')]).toEqual(['4', '1']);
  });

  test('when the ask fails the page keeps its own counts and still votes', async () => {
    const { button, count } = await mount();
    await new Promise((r) => setTimeout(r, 60));
    stateCalls[0]!.settle(500, 'boom');
    await flush();
    expect([count('like'), count('dislike')]).toEqual(['4', '1']);
    button('like').click();
    await flush(1);
    expect(calls).toHaveLength(1);
  });

  test('an answer that arrives after a vote does not overwrite the vote’s newer figures', async () => {
    const { button, count } = await mount();
    await new Promise((r) => setTimeout(r, 60));
    button('like').click();
    await flush(1);
    calls[0]!.settle(200, { success: true, data: { like_count: 5, dislike_count: 1, vote: 'like' } });
    await flush();
    stateCalls[0]!.settle(200, { success: true, data: { votes: { 12: { like_count: 4, dislike_count: 1, vote: '' } } } });
    await flush();
    expect(count('like')).toBe('5');
    expect(button('like').getAttribute('aria-pressed')).toBe('true');
  });
});
