/**
 * The address parameters tracking reads: the lead source's `utm_*` fields and click ids
 * (./lead-source.ts) and the affiliate code (./affiliate.ts). Also in the runtime, where they
 * decide whether the tracking chunk is needed at once (./wanted.ts): one list for both.
 */
export const LEAD_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export const CLICK_IDS = ['gclid', 'fbclid'] as const;
export const AFFILIATE_KEYS = ['aff', 'aff_id'] as const;

/** Whether the address `search` carries any of them (with a value or not). */
export function carriesAttribution(search: string): boolean {
  const params = new URLSearchParams(search);
  return [...LEAD_FIELDS.map((field) => `utm_${field}`), ...CLICK_IDS, ...AFFILIATE_KEYS].some((key) => params.has(key));
}
