/** Banner texts. PHP prints translated ones (`colophonConfig.consentTexts`); these are the English fallbacks. */
export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  customise: string;
  save: string;
  close: string;
  preferencesTitle: string;
  preferencesDescription: string;
  alwaysActive: string;
  revisit: string;
  gpcNotice: string;
  [category: `category_${string}`]: string;
}

export const defaultTexts: ConsentTexts = {
  title: 'We value your privacy',
  description:
    'We use cookies to run this site, to understand how it is used and to show relevant ads. Choose which ones you allow; you can change your mind at any time.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save my preferences',
  close: 'Close',
  preferencesTitle: 'Cookie preferences',
  preferencesDescription: 'Necessary cookies keep the site working and are always on. The others are off until you turn them on.',
  alwaysActive: 'Always active',
  revisit: 'Cookie settings',
  gpcNotice: 'Your browser’s Global Privacy Control signal was honoured: we do not sell or share your data.',
  category_necessary: 'Necessary',
  category_necessary_description: 'Security, load balancing and remembering your cookie choice.',
  category_functional: 'Functional',
  category_functional_description: 'Embedded videos, chat and remembering preferences.',
  category_analytics: 'Analytics',
  category_analytics_description: 'Counting visits and learning which pages help readers.',
  category_performance: 'Performance',
  category_performance_description: 'Measuring how fast pages load.',
  category_advertisement: 'Advertisement',
  category_advertisement_description: 'Ad pixels that tell us which ads brought you here.',
  category_other: 'Other',
  category_other_description: 'Cookies that do not fit the other categories yet.',
};

export function categoryLabel(texts: ConsentTexts, slug: string): string {
  return texts[`category_${slug}`] ?? slug;
}

export function categoryDescription(texts: ConsentTexts, slug: string): string {
  return texts[`category_${slug}_description`] ?? '';
}
