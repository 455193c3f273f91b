/**
 * The built runtime's loader (src/boot/load-feature.ts), with webpack's chunk loading and require
 * stood in for: a feature's chunk comes with the handler kit's and those its description names, and
 * its module is required by the feature's id once all have come.
 */
import { KIT_CHUNK, loadFeature } from '../../src/boot/load-feature';

const scope = globalThis as unknown as { __webpack_chunk_load__?: (chunk: string) => Promise<void>; __webpack_require__?: (id: string) => unknown };

afterEach(() => {
  delete scope.__webpack_chunk_load__;
  delete scope.__webpack_require__;
});

test('loads the shared chunks, the kit and the feature, then requires the feature by its id', async () => {
  const loaded: string[] = [];
  const pending: Array<() => void> = [];
  scope.__webpack_chunk_load__ = (chunk) => new Promise((resolve) => (loaded.push(chunk), pending.push(resolve)));
  const module = { default: class {} };
  const required: string[] = [];
  scope.__webpack_require__ = (id) => (required.push(id), module);
  const result = loadFeature('like-dislike', ['vendor-preact-compat', 'vendor-preact']);
  expect(loaded).toEqual(['vendor-preact-compat', 'vendor-preact', KIT_CHUNK, 'like-dislike']);
  pending.slice(0, 3).forEach((resolve) => resolve());
  await Promise.resolve();
  expect(required).toEqual([]); // not before every chunk has come
  pending[3]!();
  await expect(result).resolves.toBe(module);
  expect(required).toEqual(['like-dislike']);
});

test('a chunk that fails to load fails the feature, and nothing is required', async () => {
  const failure = Object.assign(new Error('Loading chunk alert failed.'), { name: 'ChunkLoadError' });
  scope.__webpack_chunk_load__ = (chunk) => (chunk === 'alert' ? Promise.reject(failure) : Promise.resolve());
  scope.__webpack_require__ = jest.fn();
  await expect(loadFeature('alert')).rejects.toBe(failure);
  expect(scope.__webpack_require__).not.toHaveBeenCalled();
});
