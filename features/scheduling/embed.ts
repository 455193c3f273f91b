/**
 * The scheduling embed's rules, pure so each is unit-tested: it refuses without a
 * parent element ('Parent element not set') or a URL ('Widget URL not set'), each prefixed with
 * the provider's name, and passes on prefilled custom answers only under keys `a` + 1–2 digits.
 */
import { thirdPartyUrl } from '../../src/kit/uri';

export interface Prefill {
  name?: unknown;
  email?: unknown;
  customAnswers?: unknown;
}

/** A custom answer's key. */
export const ANSWER_KEY = /^a\d{1,2}$/;

export class SchedulingError extends Error {}

/** The prefilled custom answers worth sending: allowed keys, text or number values. */
export function customAnswers(answers: unknown): Record<string, string> {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return {};
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (!ANSWER_KEY.test(key)) continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) kept[key] = String(value);
  }
  return kept;
}

/**
 * The inline widget's frame address: the booking page with the embedding host and the prefill.
 * Throws a SchedulingError naming the provider when the parent or the URL is missing (a URL that
 * is not https, or on this site, counts as missing).
 */
export function embedUrl(provider: string, parent: Element | null, rawUrl: unknown, prefill: Prefill, page: string): URL {
  if (!parent) throw new SchedulingError(`${provider}: Parent element not set`);
  const url = thirdPartyUrl(rawUrl, page);
  if (!url) throw new SchedulingError(`${provider}: Widget URL not set`);
  url.searchParams.set('embed_domain', new URL(page).host);
  url.searchParams.set('embed_type', 'Inline');
  for (const key of ['name', 'email'] as const) {
    const value = prefill[key];
    if (typeof value === 'string' && value.trim() !== '') url.searchParams.set(key, value.trim());
  }
  for (const [key, value] of Object.entries(customAnswers(prefill.customAnswers))) url.searchParams.set(key, value);
  return url;
}
