/**
 * This visitor's own state, which a page from a full-page cache cannot carry: their vote on the
 * posts whose like/dislike widgets the page shows (with the current counts), and what they keep in
 * its server stores. Every handler on the page asks for its part; the asks of one moment go out as
 * one POST to admin-ajax `colophon_visitor_state` (includes/Ajax/VisitorState.php).
 *
 * Only a browser that has had a session (src/kit/session.ts), or a logged-in user, can
 * have anything on the server: for everyone else the answer is null at once and no request is made,
 * so a first visit costs nothing. A failed request answers null too: the page keeps what its HTML
 * says, and the next vote or store change brings the real state back.
 */
import type { RuntimeServices } from '../runtime/handler';
import { request } from '../runtime/request';
import { hadSession } from './session';

export interface VoteState {
  like: number;
  dislike: number;
  vote: 'like' | 'dislike' | '';
}

export interface VisitorState {
  votes: Record<number, VoteState>;
  stores: Record<string, number[]>;
}

export interface Ask {
  vote?: number;
  store?: string;
}

/** Asks made within this many milliseconds share one request (handlers connect a few frames apart). */
export const BATCH_MS = 40;

interface Batch {
  votes: Set<number>;
  stores: Set<string>;
  /** The askers' lifetimes: when every asker has gone (its widget left the page), nothing is sent. */
  signals: AbortSignal[];
  /** Some asker has no lifetime: always send. */
  always: boolean;
  answer: Promise<VisitorState | null>;
}

// Chunks each carry their own copy of this module: the pending batch lives on one global, so the
// like widget's ask and the store buttons' asks still share a request.
const BATCHES = Symbol.for('colophon.visitorState.batches');
const batches: Map<string, Batch> = ((globalThis as Record<symbol, unknown>)[BATCHES] as Map<string, Batch> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[BATCHES] = batches;

const count = (value: unknown) => (Number.isFinite(Number(value)) && Number(value) >= 0 ? Math.floor(Number(value)) : null);

/** The answer, checked: anything malformed is left out rather than shown. */
export function readAnswer(answer: unknown): VisitorState {
  const data = (answer as { success?: unknown; data?: { votes?: unknown; stores?: unknown } } | null)?.data;
  const state: VisitorState = { votes: {}, stores: {} };
  if ((answer as { success?: unknown } | null)?.success !== true || !data) return state;
  for (const [id, raw] of Object.entries(typeof data.votes === 'object' && data.votes ? data.votes : {})) {
    const entry = raw as { like_count?: unknown; dislike_count?: unknown; vote?: unknown };
    const like = count(entry?.like_count);
    const dislike = count(entry?.dislike_count);
    if (like === null || dislike === null || !/^\d+$/.test(id)) continue;
    state.votes[Number(id)] = { like, dislike, vote: entry.vote === 'like' || entry.vote === 'dislike' ? entry.vote : '' };
  }
  for (const [slug, raw] of Object.entries(typeof data.stores === 'object' && data.stores ? data.stores : {})) {
    const ids = (raw as { ids?: unknown })?.ids;
    if (!Array.isArray(ids)) continue;
    state.stores[slug] = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  }
  return state;
}

/** Whether the server can hold anything of this visitor's. */
export function serverKnowsVisitor(config: RuntimeServices['config']): boolean {
  return !!config.user || hadSession();
}

/**
 * This visitor's state for `ask` (shared with the other asks of the moment), or null when there is
 * none to fetch, it could not be had, or every asker's `signal` ended before the request went out.
 */
export function visitorState(runtime: Pick<RuntimeServices, 'config'>, ask: Ask, signal?: AbortSignal): Promise<VisitorState | null> {
  const { config } = runtime;
  if (!serverKnowsVisitor(config) || (ask.vote === undefined && ask.store === undefined)) return Promise.resolve(null);
  const url = config.urls.ajax;
  let batch = batches.get(url);
  if (!batch) {
    const created: Batch = { votes: new Set(), stores: new Set(), signals: [], always: false, answer: Promise.resolve(null) };
    created.answer = new Promise<void>((resolve) => setTimeout(resolve, BATCH_MS)).then(async () => {
      batches.delete(url);
      if (!created.always && created.signals.every((s) => s.aborted)) return null;
      const body = new URLSearchParams({ action: 'colophon_visitor_state', votes: [...created.votes].join(','), stores: [...created.stores].join(',') });
      try {
        return readAnswer(await request(url, { method: 'POST', body }));
      } catch {
        return null;
      }
    });
    batch = created;
    batches.set(url, batch);
  }
  if (ask.vote !== undefined) batch.votes.add(ask.vote);
  if (ask.store !== undefined) batch.stores.add(ask.store);
  if (signal) batch.signals.push(signal);
  else batch.always = true;
  return batch.answer;
}
