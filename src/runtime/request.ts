/**
 * The one network helper: fetch with an AbortSignal, a timeout and typed errors, so every caller
 * can tell "the visitor navigated away" (abort) from "the server said no" (http) from "offline"
 * (network) and show the right thing.
 */

export type RequestErrorKind = 'abort' | 'timeout' | 'network' | 'http' | 'parse';

export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly status = 0,
    /** The parsed JSON body of an http error, when there was one (e.g. `{success:false, data:{message}}`). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** A plain object is sent as JSON; FormData / URLSearchParams as forms. */
  body?: BodyInit | Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned with a `timeout` error. */
  timeout?: number;
  credentials?: RequestCredentials;
}

export const DEFAULT_TIMEOUT = 15000;

function isPlainObject(body: unknown): body is Record<string, unknown> {
  return !!body && Object.getPrototypeOf(body) === Object.prototype;
}

/** Fetches `url` and parses the JSON answer. Rejects with a RequestError only. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body ? 'POST' : 'GET', headers = {}, signal, timeout = DEFAULT_TIMEOUT } = options;
  let body = options.body as BodyInit | undefined;
  if (isPlainObject(options.body)) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    response = await fetch(url, {
      method,
      headers: { Accept: 'application/json', ...headers },
      body: body ?? null,
      signal: controller.signal,
      credentials: options.credentials ?? 'same-origin',
    });
  } catch (error) {
    if (timedOut) throw new RequestError('timeout', `The request to ${url} timed out after ${timeout} ms.`);
    if (signal?.aborted) throw new RequestError('abort', 'The request was cancelled.');
    throw new RequestError('network', `The request to ${url} failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const text = await response.text().catch(() => '');
  let parsed: unknown = undefined;
  let parseFailed = false;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parseFailed = true;
    }
  }
  if (!response.ok) {
    throw new RequestError('http', `The server answered ${response.status} for ${url}.`, response.status, parsed);
  }
  if (parseFailed) throw new RequestError('parse', `The answer from ${url} is not JSON.`, response.status);
  return parsed as T;
}

/** The human-readable message a WordPress JSON answer carries (`data.message` or `message`), if any. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { message?: unknown; data?: { message?: unknown } };
  const message = record.data?.message ?? record.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
