/**
 * The popup's gate: a small chunk ./asked.ts loads, before the popup's own, for a popup that would
 * open by itself but has page-view or session rules. It says whether this visitor's history lets
 * the popup open on this page view ("show after 3 page views": not on a first visit), so the
 * popup's chunk waits for the first interaction (an action link or its open selector may still ask
 * for it) instead of loading for nothing. The page view is counted here, once (the popup's handler
 * then counts nothing again): as with the page builder, every view counts, whether or not the
 * popup's chunk loads.
 */
import { createStore, type Store } from '../../src/runtime/storage';
import { countVisit, historyRules, type HistoryEnv } from './history';
import { adoptIncumbentHistory } from './incumbent-history';
import { on } from './on';
import type { PopupTiming } from './settings';

/** Session key: the page view (its time origin) already counted. */
const COUNTED = 'countedView';

/** Counts this page view for the page-view and session rules, once, whoever asks first. */
export function countThisView(local: Store, session: Store): void {
  const view = String(performance.timeOrigin);
  if (session.get(COUNTED) === view) return;
  session.set(COUNTED, view);
  countVisit(local, session);
}

/** Whether popup `id` may open by itself on this page view, as far as the visitor's history says. */
export function mayOpenByItself(id: string, timing: PopupTiming): boolean {
  adoptIncumbentHistory(() => window.localStorage);
  adoptIncumbentHistory(() => window.sessionStorage);
  const local = createStore();
  const session = createStore({ session: true });
  if (local.get(`popup_${id}_disable`) === true) return false;
  const history = Object.entries(historyRules).filter(([name]) => on((timing as Record<string, unknown>)[name]));
  if (history.length === 0) return true;
  countThisView(local, session);
  const env: HistoryEnv = { id, local, session };
  return history.every(([, rule]) => rule(timing, env));
}
