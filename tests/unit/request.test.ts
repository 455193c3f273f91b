import { request, RequestError, serverMessage } from '../../src/runtime/request';

/** jsdom has no Response: this is the part of it request() reads. */
const response = (status: number, body: string) => ({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) });
const respond = (status: number, body: string) => jest.fn(() => Promise.resolve(response(status, body)));

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('parses JSON and sends plain objects as JSON, forms as they are', async () => {
  const fetch = respond(200, '{"ok":true}');
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  await expect(request('/x', { body: { a: 1 } })).resolves.toEqual({ ok: true });
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"a":1}');
  expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');

  const form = new URLSearchParams({ a: '1' });
  await request('/x', { body: form });
  const [, second] = fetch.mock.calls[1] as unknown as [string, RequestInit];
  expect(second.body).toBe(form);
  expect((second.headers as Record<string, string>)['Content-Type']).toBeUndefined();
});

test('an http error carries the status and the parsed body', async () => {
  globalThis.fetch = respond(400, '{"success":false,"data":{"message":"Unknown vote type"}}') as unknown as typeof fetch;
  const error = (await request('/x').catch((e: unknown) => e)) as RequestError;
  expect(error).toBeInstanceOf(RequestError);
  expect([error.kind, error.status]).toEqual(['http', 400]);
  expect(serverMessage(error.body)).toBe('Unknown vote type');
});

test('an http error with a non-JSON body still says http', async () => {
  globalThis.fetch = respond(500, '<html>Fatal error</html>') as unknown as typeof fetch;
  await expect(request('/x')).rejects.toMatchObject({ kind: 'http', status: 500, body: undefined });
});

test('a 200 that is not JSON is a parse error', async () => {
  globalThis.fetch = respond(200, '0') as unknown as typeof fetch;
  await expect(request('/x')).resolves.toBe(0);
  globalThis.fetch = respond(200, 'not json') as unknown as typeof fetch;
  await expect(request('/x')).rejects.toMatchObject({ kind: 'parse' });
});

test('a failed fetch is a network error', async () => {
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  await expect(request('/x')).rejects.toMatchObject({ kind: 'network', message: 'The request to /x failed: Failed to fetch' });
});

function hangingFetch() {
  return jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

test('a request that takes too long is a timeout error', async () => {
  jest.useFakeTimers();
  try {
    globalThis.fetch = hangingFetch() as unknown as typeof fetch;
    const pending = request('/slow', { timeout: 5000 }).catch((e: unknown) => e);
    jest.advanceTimersByTime(5000);
    expect(await pending).toMatchObject({ kind: 'timeout', message: 'The request to /slow timed out after 5000 ms.' });
  } finally {
    jest.useRealTimers();
  }
});

test("aborting the caller's signal is an abort error, also when already aborted", async () => {
  globalThis.fetch = hangingFetch() as unknown as typeof fetch;
  const controller = new AbortController();
  const pending = request('/x', { signal: controller.signal }).catch((e: unknown) => e);
  controller.abort();
  expect(await pending).toMatchObject({ kind: 'abort' });
  await expect(request('/x', { signal: controller.signal })).rejects.toMatchObject({ kind: 'abort' });
});

test('serverMessage finds WordPress messages and ignores everything else', () => {
  expect(serverMessage({ data: { message: 'a' } })).toBe('a');
  expect(serverMessage({ message: 'b' })).toBe('b');
  expect(serverMessage({ data: { message: '' } })).toBeUndefined();
  expect(serverMessage('text')).toBeUndefined();
  expect(serverMessage(null)).toBeUndefined();
});
