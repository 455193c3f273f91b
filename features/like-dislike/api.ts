/**
 * POST admin-ajax `handle_like_dislike` → `{success, data: {like_count,
 * dislike_count, vote}}`: the counts, and this visitor's vote (one per post, changeable).
 * Transport and http failures stay RequestErrors (the handler recovers a stale page once and
 * shows the server's message); a 200 that says no, or a nonsense count, is a VoteError.
 */
import { request, serverMessage } from '../../src/runtime/request';
import type { Counts, VoteType } from './types';

interface VoteAnswer {
  success?: boolean;
  data?: { like_count?: unknown; dislike_count?: unknown; vote?: unknown; message?: unknown };
}

export interface VoteResult {
  counts: Counts;
  /** The vote this visitor now has (none: only in what the page learns on load). */
  vote: VoteType | null;
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

export async function sendVote(ajaxUrl: string, nonce: string, postId: number, type: VoteType, signal: AbortSignal): Promise<VoteResult> {
  const body = new URLSearchParams({ action: 'handle_like_dislike', post_id: String(postId), type, nonce });
  const answer = await request<VoteAnswer>(ajaxUrl, { method: 'POST', body, signal });
  if (!answer || answer.success !== true || !answer.data) {
    throw new VoteError(serverMessage(answer));
  }
  const vote = answer.data.vote === 'like' || answer.data.vote === 'dislike' ? answer.data.vote : type;
  return { counts: { like: count(answer.data.like_count), dislike: count(answer.data.dislike_count) }, vote };
}
