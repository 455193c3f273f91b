/**
 * State-changing requests with a session behind them. A browser's first vote or store change
 * first asks admin-ajax `colophon_session` for its visitor cookie and fresh nonces
 * (includes/Ajax/Session.php), and remembers that it did. Later, a page from a cache may carry a
 * nonce that has expired, or the cookie may have been cleared: the server answers 403 with a
 * recovery code, and the request is sent again after a new session, once.
 */
import type { RuntimeServices } from '../runtime/handler';
import { request, RequestError } from '../runtime/request';

const RECOVERABLE = ['colophon_stale_nonce', 'colophon_no_visitor'];

/** A 403 the server says a fresh session fixes. */
export function recoverable(error: unknown): boolean {
  if (!(error instanceof RequestError) || error.status !== 403) return false;
  const code = (error.body as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' && RECOVERABLE.includes(code);
}

/** Set once this browser has had a session (its cookie is HttpOnly: the script cannot see it). */
const HAD_SESSION = 'colophon_session';

/** Whether this browser ever had a session: only then can the server hold votes or items of its own. */
export function hadSession(): boolean {
  try {
    return localStorage.getItem(HAD_SESSION) === '1';
  } catch {
    return false;
  }
}

async function session(runtime: Pick<RuntimeServices, 'config'>, signal?: AbortSignal): Promise<void> {
  const answer = await request<{ data?: { nonces?: Record<string, string> } }>(runtime.config.urls.ajax, {
    method: 'POST',
    body: new URLSearchParams({ action: 'colophon_session' }),
    ...(signal ? { signal } : {}),
  });
  Object.assign(runtime.config.nonces, answer?.data?.nonces);
  try {
    localStorage.setItem(HAD_SESSION, '1');
  } catch {
    // Blocked storage: the next first request asks again, that is all.
  }
}

/** Runs `send` with current nonces: after a first session if this browser never had one, and again after a recoverable refusal, once. */
export async function withSession<T>(
  runtime: Pick<RuntimeServices, 'config'>,
  send: (nonces: Record<string, string>) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (!hadSession()) await session(runtime, signal);
  try {
    return await send(runtime.config.nonces);
  } catch (error) {
    if (!recoverable(error)) throw error;
    await session(runtime, signal);
    return send(runtime.config.nonces);
  }
}
