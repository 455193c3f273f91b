/**
 * Server stores (session, cookies, user meta): `{prefix}add_to_store_{slug}` /
 * `{prefix}remove_from_store_{slug}` on admin-ajax with `store, post_id` and a nonce. `success: false` carries the server's message to show (or none); transport and
 * http failures are RequestErrors (their body may carry a message, or a code to recover from).
 */
import { request, serverMessage } from '../../src/runtime/request';

export const ACTION_PREFIX = 'jet_engine_';

export interface StoreAnswer {
  count?: number;
  fragments?: Record<string, string>;
}

export class StoreRefused extends Error {
  override name = 'StoreRefused';
}

export async function storeRequest(
  url: string,
  verb: 'add' | 'remove',
  slug: string,
  postId: number,
  nonce: string,
  signal: AbortSignal,
): Promise<StoreAnswer> {
  const action = `${ACTION_PREFIX}${verb === 'add' ? 'add_to' : 'remove_from'}_store_${slug}`;
  const body = new URLSearchParams({ action, store: slug, post_id: String(postId), nonce });
  const answer = await request<{ success?: boolean; data?: StoreAnswer & { message?: string } }>(url, { method: 'POST', body, signal });
  if (answer?.success !== true) throw new StoreRefused(serverMessage(answer));
  return answer.data ?? {};
}
