/** SPEC §7 call 7: POST admin-ajax `handle_like_dislike` → `{success, data: {like_count, dislike_count}}`. */
import { request, RequestError, serverMessage } from '../../runtime/request';
import type { Counts, VoteType } from './types';

interface VoteAnswer {
  success?: boolean;
  data?: { like_count?: unknown; dislike_count?: unknown; message?: unknown };
}

/** The server refused the vote; `message` is its own (translated) reason, or empty. */
export class VoteError extends Error {
  override name = 'VoteError';
}

function count(value: unknown): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new VoteError();
  return Math.floor(n);
}

export async function sendVote(ajaxUrl: string, nonce: string, postId: number, type: VoteType, signal: AbortSignal): Promise<Counts> {
  const body = new URLSearchParams({ action: 'handle_like_dislike', post_id: String(postId), type, nonce });
  let answer: VoteAnswer;
  try {
    answer = await request<VoteAnswer>(ajaxUrl, { method: 'POST', body, signal });
  } catch (error) {
    if (error instanceof RequestError) {
      const message = serverMessage(error.body);
      if (message) throw new VoteError(message);
    }
    throw error;
  }
  if (!answer || answer.success !== true || !answer.data) {
    throw new VoteError(serverMessage(answer));
  }
  return { like: count(answer.data.like_count), dislike: count(answer.data.dislike_count) };
}
