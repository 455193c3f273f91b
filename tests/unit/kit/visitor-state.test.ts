/** This visitor's own state on a cached page: one batched ask, checked answers, none for a first visit. */
import { BATCH_MS, readAnswer, visitorState } from '../../../src/kit/visitor-state';
import { flush, pendingFetches, type PendingFetch } from '../helpers/fakes';

let calls: PendingFetch<URLSearchParams>[];
const runtime = (user = false) =>
  ({ config: { urls: { ajax: '/wp-admin/admin-ajax.php', assets: '', rest: '' }, nonces: {}, ...(user ? { user: { roles: ['subscriber'] } } : {}) } }) as never;
const wait = () => new Promise((r) => setTimeout(r, BATCH_MS + 20));

beforeEach(() => {
  localStorage.clear();
  calls = pendingFetches<URLSearchParams>();
});

test('the asks of one moment (a like widget, two store buttons, a counter) go out as one request', async () => {
  localStorage.setItem('colophon_session', '1');
  const asks = [
    visitorState(runtime(), { vote: 12 }),
    visitorState(runtime(), { store: 'compare' }),
    visitorState(runtime(), { store: 'compare' }),
    visitorState(runtime(), { store: 'later' }),
  ];
  await wait();
  expect(calls).toHaveLength(1);
  expect(Object.fromEntries(calls[0]!.body)).toEqual({ action: 'colophon_visitor_state', votes: '12', stores: 'compare,later' });
  calls[0]!.settle(200, {
    success: true,
    data: { votes: { 12: { like_count: 3, dislike_count: 0, vote: 'like' } }, stores: { compare: { ids: [4, 9], count: 2 } } },
  });
  const answers = await Promise.all(asks);
  expect(answers[0]).toBe(answers[3]);
  expect(answers[1]).toEqual({ votes: { 12: { like: 3, dislike: 0, vote: 'like' } }, stores: { compare: [4, 9] } });
  // A later ask (a card a load-more added) is a new request: the state may have changed since.
  void visitorState(runtime(), { store: 'compare' });
  await wait();
  expect(calls).toHaveLength(2);
});

test('a first visit asks nothing; a logged-in user asks without a session', async () => {
  expect(await visitorState(runtime(), { vote: 1 })).toBeNull();
  await wait();
  expect(calls).toHaveLength(0);
  void visitorState(runtime(true), { store: 'wishlist' });
  await wait();
  expect(calls).toHaveLength(1);
});

test('a failed request answers null (the page keeps its markup)', async () => {
  localStorage.setItem('colophon_session', '1');
  const answer = visitorState(runtime(), { vote: 5 });
  await wait();
  calls[0]!.fail();
  await flush();
  expect(await answer).toBeNull();
});

test('malformed parts of an answer are left out, never shown', () => {
  expect(readAnswer(null)).toEqual({ votes: {}, stores: {} });
  expect(readAnswer({ success: false, data: { votes: { 1: { like_count: 1, dislike_count: 1 } } } })).toEqual({ votes: {}, stores: {} });
  expect(
    readAnswer({
      success: true,
      data: {
        votes: { 1: { like_count: -1, dislike_count: 0 }, x: { like_count: 1, dislike_count: 0 }, 2: { like_count: '7', dislike_count: 1, vote: 'love' } },
        stores: { a: { ids: 'no' }, b: { ids: [3, 'x', -1, 4.5, '8'] } },
      },
    }),
  ).toEqual({ votes: { 2: { like: 7, dislike: 1, vote: '' } }, stores: { b: [3, 8] } });
});

test('nothing is sent when every widget that asked has left the page before the request went out', async () => {
  localStorage.setItem('colophon_session', '1');
  const gone = new AbortController();
  const stays = new AbortController();
  const answer = visitorState(runtime(), { vote: 3 }, gone.signal);
  gone.abort();
  await wait();
  expect(calls).toHaveLength(0);
  expect(await answer).toBeNull();
  void visitorState(runtime(), { vote: 3 }, gone.signal);
  void visitorState(runtime(), { vote: 4 }, stays.signal);
  await wait();
  expect(calls).toHaveLength(1);
});
