/**
 * Loading a handler's chunk: one attempt per id and page, a 120 s ceiling, and failures normalised
 * to the error `Loading chunk {n} failed` with its `type` and `request`. webpack's own
 * loader has the same timeout (output.chunkLoadTimeout); the guard here also covers a chunk whose
 * request never settles for any other reason.
 */

export const CHUNK_TIMEOUT = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    /** "timeout", "missing", "error" or the failing event's type. */
    readonly type: string,
    /** The URL (or chunk id when unknown) that failed. */
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`);
  }
}

function normalise(chunk: string, error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const shaped = error as { name?: string; type?: unknown; request?: unknown } | null;
  if (shaped && shaped.name === 'ChunkLoadError') {
    return new ChunkLoadError(chunk, String(shaped.type ?? 'error'), String(shaped.request ?? chunk));
  }
  const wrapped = new ChunkLoadError(chunk, 'error', chunk);
  (wrapped as { cause?: unknown }).cause = error;
  return wrapped;
}

/** Runs `importer` and rejects with a ChunkLoadError if it fails or takes longer than `timeout` ms. */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeout = CHUNK_TIMEOUT): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', chunk)), timeout);
    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(normalise(chunk, error));
      },
    );
  });
}
