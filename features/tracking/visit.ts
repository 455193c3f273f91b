/**
 * The lead source for the visit: the one in this page's address, else the one kept from the
 * visit's landing page, else `direct`. It is kept (session storage, for the visit) only once
 * analytics consent allows it: before that it lives in this page alone, and `keep()` stores it when
 * consent arrives. Forms get it in hidden fields named after it (`lead_source`, `lead_medium`,
 * `lead_campaign`, `lead_content`, `lead_term`, `gclid`, `fbclid`) where they have them.
 */
import type { Store } from '../../src/runtime/storage';
import { DIRECT, LEAD_FIELDS, leadSourceFrom, type LeadSource } from './lead-source';

export const VISIT_KEY = 'leadSource';

export function createVisit(search: string, session: Store, allowed: () => boolean) {
  const here = leadSourceFrom(search);
  const keep = (): void => {
    if (here && allowed()) session.set(VISIT_KEY, here);
  };
  keep();
  const lead = (): LeadSource => here ?? session.get<LeadSource>(VISIT_KEY) ?? { ...DIRECT };
  return { lead, keep };
}

/** Fills the hidden lead-source fields a form (or every form under `root`) has; adds none. */
export function fillLeadFields(root: ParentNode, lead: LeadSource): number {
  const values: Record<string, string | undefined> = { gclid: lead.gclid, fbclid: lead.fbclid };
  for (const field of LEAD_FIELDS) values[`lead_${field}`] = lead[field];
  let filled = 0;
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    const value = values[input.name];
    if (value === undefined) continue;
    input.value = value;
    filled += 1;
  }
  return filled;
}
