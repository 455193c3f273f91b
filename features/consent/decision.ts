/**
 * What a visitor's record and Global Privacy Control allow, read the same way by the controller
 * (./controller.ts) and by strict mode's small boot (./strict-boot.ts), which builds the page's
 * policy from it before the controller exists.
 */
import type { ConsentConfig } from './config';
import { isDecided, type ConsentRecord } from './record';

/** The category Global Privacy Control refuses, under every law. */
export const ADVERTISING = 'advertisement';

export interface Decision {
  /** Global Privacy Control decided for the visitor (the opt-out law, no choice of their own). */
  gpc: boolean;
  /** The category is advertising and Global Privacy Control refuses it. */
  ads(slug: string): boolean;
  allowed(slug: string): boolean;
  decided(): boolean;
}

/**
 * `record`: the visitor's (read live, so a later choice counts), or null for none. Global Privacy
 * Control is honoured under every law as a refusal of advertising (sale or sharing); under the
 * opt-out law it also decides for a visitor who has not, with no banner.
 */
export function decisionFor(config: ConsentConfig, record: ConsentRecord | null, gpcSignal: boolean): Decision {
  const { categories } = config;
  const refusesAds = config.respectGpc && gpcSignal;
  const own = () => !!record && isDecided(record, categories);
  const gpc = config.law === 'ccpa' && refusesAds && !own();
  const ads = (slug: string) => refusesAds && slug === ADVERTISING;
  const necessary = new Set(categories.filter((c) => c.necessary).map((c) => c.slug));
  return {
    gpc,
    ads,
    allowed: (slug) => necessary.has(slug) || (!gpc && !ads(slug) && record?.categories[slug] === 'yes'),
    decided: () => gpc || own(),
  };
}
