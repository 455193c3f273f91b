/**
 * Advanced rules ("timing"): a popup shows only if every switched-on rule passes. Pure functions
 * of an environment (clock, storage, referrer, user, device), so each boundary is unit-tested.
 *
 * Fixes against the incumbent: impressions are counted when this popup actually shows or closes
 * (not at rule evaluation, not when any other popup closes); counters are only written on pages
 * where a popup uses them; windows are fixed from the first impression (documented, not implied).
 */
import type { Store } from '../../src/runtime/storage';
import { historyRules } from './history';
import { on, type PopupTiming } from './settings';

export { countVisit } from './history';

export const PERIODS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
export const SEARCH_ENGINES = ['google', 'yahoo', 'bing', 'yandex', 'baidu'];

export interface TimingEnv {
  id: string;
  local: Store;
  session: Store;
  referrer: string;
  host: string;
  roles: string[] | null;
  device: string;
  userAgent: string;
  /** Epoch ms. */
  now: number;
  /** Milliseconds since the page was generated (for the site clock). */
  sincePageStart: number;
}

type Rule = (timing: PopupTiming, env: TimingEnv) => boolean;

export const impressionsKey = (id: string) => `popup-${id}-impressions-count`;
export const timesKey = (id: string) => `popup_${id}_times`;

export const rules: Record<string, Rule> = {
  ...historyRules,

  url: (t, env) => {
    const text = t.url_url ?? '';
    const action = t.url_action ?? 'show';
    if (action === 'regex') {
      try {
        return new RegExp(text).test(env.referrer);
      } catch {
        return false; // an invalid pattern fails the rule
      }
    }
    const contains = env.referrer.includes(text);
    return action === 'hide' ? !contains : contains;
  },

  sources: (t, env) => {
    const sources = t.sources_sources ?? ['search', 'external', 'internal'];
    if (sources.length >= 3) return true;
    const stripped = env.referrer.replace(/^https?:\/\//, '').replace(/^www\./, '');
    const host = stripped.split('/')[0] ?? '';
    if (host && host === env.host.replace(/^www\./, '')) return sources.includes('internal');
    if (sources.includes('external')) return true;
    return sources.includes('search') && SEARCH_ENGINES.some((engine) => stripped.startsWith(`${engine}.`));
  },

  logged_in: (t, env) => {
    if (!env.roles) return true; // anonymous visitors always pass
    if ((t.logged_in_users ?? 'all') === 'all') return false;
    return !(t.logged_in_roles ?? []).some((role) => env.roles!.includes(role));
  },

  devices: (t, env) => (t.devices_devices ?? []).includes(env.device),

  times: (t, env) => shownCount(t, env) < Number(t.times_times ?? 3),

  browsers: (t, env) => {
    if ((t.browsers_browsers ?? 'all') === 'all') return true;
    return (t.browsers_browsers_options ?? []).includes(browserOf(env.userAgent) as never);
  },

  schedule: (t, env) => {
    const now = t.schedule_timezone === 'visitor' || !t.schedule_server_datetime ? env.now : parseLocal(t.schedule_server_datetime) + env.sincePageStart;
    const start = t.schedule_start_date ? parseLocal(t.schedule_start_date) : -Infinity;
    const end = t.schedule_end_date ? parseLocal(t.schedule_end_date) : Infinity;
    return now >= start && now <= end;
  },
};

/** 'Y-m-d H:i' (or 'Y-m-d'), read as local wall-clock time; NaN-safe (an unreadable date never matches). */
export function parseLocal(value: string): number {
  const m = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/);
  if (!m) return NaN;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)).getTime();
}

export function browserOf(ua: string): string {
  if (/Edg\//.test(ua)) return 'edge';
  if (/MSIE |Trident\//.test(ua)) return 'ie';
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua)) return 'safari';
  return 'other';
}

/** How often this popup has counted as shown in the current window. */
export function shownCount(t: PopupTiming, env: Pick<TimingEnv, 'id' | 'local' | 'session'>): number {
  const period = t.times_period ?? '';
  if (!period) return env.local.get<number>(timesKey(env.id)) ?? 0;
  if (period === 'session') return env.session.get<number>(impressionsKey(env.id)) ?? 0;
  return env.local.get<number>(impressionsKey(env.id)) ?? 0;
}

/** Counts one impression. The window (day/week/month) starts at the first impression and is fixed. */
export function countImpression(t: PopupTiming, env: Pick<TimingEnv, 'id' | 'local' | 'session'>): void {
  const period = t.times_period ?? '';
  const next = shownCount(t, env) + 1;
  if (!period) env.local.set(timesKey(env.id), next);
  else if (period === 'session') env.session.set(impressionsKey(env.id), next);
  else env.local.set(impressionsKey(env.id), next, next === 1 ? { lifetimeInSeconds: PERIODS[period] } : {});
}

/** Rules that are switched on, by name. */
export function activeRules(timing: PopupTiming): string[] {
  return Object.keys(rules).filter((name) => on((timing as Record<string, unknown>)[name]));
}

/** True when every switched-on rule passes. Rules run in order and stop at the first failure. */
export function timingPasses(timing: PopupTiming, env: TimingEnv): boolean {
  return activeRules(timing).every((name) => rules[name]!(timing, env));
}
