import { CHUNK_TIMEOUT, ChunkLoadError, loadChunk } from '../../src/runtime/chunks';

test('a chunk that never settles fails after 120 s with a timeout ChunkLoadError', async () => {
  jest.useFakeTimers();
  try {
    const pending = loadChunk('popup', () => new Promise(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    jest.advanceTimersByTime(CHUNK_TIMEOUT - 1);
    await Promise.resolve();
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    const error = (await outcome) as ChunkLoadError;
    expect(CHUNK_TIMEOUT).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Loading chunk popup failed.\n(timeout: popup)');
    expect([error.type, error.request]).toEqual(['timeout', 'popup']);
  } finally {
    jest.useRealTimers();
  }
});

test("webpack's own ChunkLoadError keeps its type and request", async () => {
  const webpackError = Object.assign(new Error('Loading chunk 7 failed.'), {
    name: 'ChunkLoadError',
    type: 'missing',
    request: 'https://example.test/dist/like-dislike.js',
  });
  await expect(loadChunk('like-dislike', () => Promise.reject(webpackError))).rejects.toMatchObject({
    name: 'ChunkLoadError',
    message: 'Loading chunk like-dislike failed.\n(missing: https://example.test/dist/like-dislike.js)',
    type: 'missing',
    request: 'https://example.test/dist/like-dislike.js',
  });
});

test('any other failure (a throwing module, a sync throw) becomes a ChunkLoadError with its cause', async () => {
  const cause = new TypeError('x is not a function');
  const error = (await loadChunk('sticky', () => Promise.reject(cause)).catch((e: unknown) => e)) as ChunkLoadError & { cause: unknown };
  expect(error.message).toBe('Loading chunk sticky failed.\n(error: sticky)');
  expect(error.cause).toBe(cause);
  await expect(
    loadChunk('sync', () => {
      throw new Error('sync');
    }),
  ).rejects.toBeInstanceOf(ChunkLoadError);
});

test('a chunk that loads resolves with its module and leaves no timer behind', async () => {
  jest.useFakeTimers();
  try {
    const module = { default: 1 };
    await expect(loadChunk('ok', () => Promise.resolve(module))).resolves.toBe(module);
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
