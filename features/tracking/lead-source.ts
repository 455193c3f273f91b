/**
 * Where a visit came from: `source` (default `direct`), `medium`,
 * `campaign`, `content`, `term` (default `none`) from the `utm_*` parameters, plus `gclid` and
 * `fbclid` when present. Pure: the tracking chunk keeps the result for the visit (./visit.ts).
 */
import { CLICK_IDS, LEAD_FIELDS } from './params';

export { LEAD_FIELDS };

export interface LeadSource {
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  gclid?: string;
  fbclid?: string;
}

/** Longest value kept from the address (a tracking parameter longer than this is not a campaign name). */
export const MAX_VALUE = 200;

const clean = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_VALUE) : undefined;
};

/** The lead source an address carries, or null when it carries no `utm_*`, `gclid` or `fbclid` (so an earlier one stays). */
export function leadSourceFrom(search: string): LeadSource | null {
  const params = new URLSearchParams(search);
  const found: LeadSource = { source: 'direct', medium: 'none', campaign: 'none', content: 'none', term: 'none' };
  let any = false;
  for (const field of LEAD_FIELDS) {
    const value = clean(params.get(`utm_${field}`));
    if (value) {
      found[field] = value;
      any = true;
    }
  }
  for (const click of CLICK_IDS) {
    const value = clean(params.get(click));
    if (value) {
      found[click] = value;
      any = true;
    }
  }
  return any ? found : null;
}

/** What a visit with no campaign in its address reports. */
export const DIRECT: Readonly<LeadSource> = Object.freeze({ source: 'direct', medium: 'none', campaign: 'none', content: 'none', term: 'none' });
