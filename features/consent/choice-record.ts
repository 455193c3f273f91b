/**
 * A consent choice as the site records it (features/consent-records: the table, the endpoint, the
 * screen): the kind of choice, each category's answer, the page and the banner's version, sent as
 * a beacon so it never holds the page up. The server adds the time, the law and the truncated
 * address.
 */
import type { ConsentConfig } from './config';
import type { CategoryValue } from './record';

export type ChoiceKind = 'accept' | 'reject' | 'custom' | 'withdrawal';

/** Withdrawal when a category allowed before is refused now; otherwise all, none or some allowed. */
export function choiceKind(config: ConsentConfig, before: Record<string, CategoryValue>, after: Record<string, CategoryValue>): ChoiceKind {
  const optional = config.categories.filter((c) => !c.necessary).map((c) => c.slug);
  if (optional.some((slug) => before[slug] === 'yes' && after[slug] !== 'yes')) return 'withdrawal';
  const allowed = optional.filter((slug) => after[slug] === 'yes').length;
  return allowed === optional.length ? 'accept' : allowed ? 'custom' : 'reject';
}

/** Queues the record; false when the browser would not (the choice itself stands all the same). */
export function sendChoice(
  url: string,
  config: ConsentConfig,
  consentId: string,
  before: Record<string, CategoryValue>,
  after: Record<string, CategoryValue>,
  page = location.pathname,
): boolean {
  if (!url || typeof navigator.sendBeacon !== 'function') return false;
  const categories: Record<string, 'yes' | 'no'> = {};
  for (const c of config.categories) categories[c.slug] = c.necessary || after[c.slug] === 'yes' ? 'yes' : 'no';
  const body = { consentId, kind: choiceKind(config, before, after), categories, page, version: config.version ?? '' };
  return navigator.sendBeacon(url, JSON.stringify(body));
}
