/**
 * The popup rules decided by the visitor's history alone, and the counters they read. In a module
 * of their own: ./gate.ts decides them before the popup's chunk loads, without the other rules.
 * Their names alone are in ./history-rules.ts, which the runtime's wait reads.
 */
import type { Store } from '../../src/runtime/storage';
import type { PopupTiming } from './settings';

/** What a history rule reads: the popup's id and the visitor's stores. */
export interface HistoryEnv {
  id: string;
  local: Store;
  session: Store;
}

function sinceFirstEvaluation(counter: 'pageViews' | 'sessions', baselineKey: string, needed: number, env: HistoryEnv): boolean {
  const current = env.local.get<number>(counter) ?? 0;
  let baseline = env.local.get<number>(baselineKey);
  if (baseline === undefined) {
    baseline = current;
    env.local.set(baselineKey, baseline);
  }
  return current - baseline >= needed;
}

/** In the order the popup's rules run (./timing.ts puts them first). */
export const historyRules = {
  page_views: (t: PopupTiming, env: HistoryEnv) =>
    sinceFirstEvaluation('pageViews', `popup_${env.id}_page_views_initialPageViews`, Number(t.page_views_views ?? 3), env),

  sessions: (t: PopupTiming, env: HistoryEnv) =>
    sinceFirstEvaluation('sessions', `popup_${env.id}_sessions_initialSessions`, Number(t.sessions_sessions ?? 2), env),
};

/**
 * Page-view and session counters, written only on pages where a popup uses them (the caller makes
 * sure it is once per page). A session is a tab's sessionStorage `activeSession` flag (a new tab,
 * unless the browser copied the opener's session storage, starts a new session).
 */
export function countVisit(local: Store, session: Store): void {
  local.set('pageViews', (local.get<number>('pageViews') ?? 0) + 1);
  if (!session.get('activeSession')) {
    session.set('activeSession', true);
    local.set('sessions', (local.get<number>('sessions') ?? 0) + 1);
  }
}
