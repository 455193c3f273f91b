/** Banner texts: translated in PHP (features/consent/php/BannerTexts.php) and printed as `colophonConfig.consentTexts`. */
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
  preferencesFailed: string;
  alwaysActive: string;
  revisit: string;
  gpcNotice: string;
  [category: `category_${string}`]: string;
}

export function categoryLabel(texts: ConsentTexts, slug: string): string {
  return texts[`category_${slug}`] ?? slug;
}

export function categoryDescription(texts: ConsentTexts, slug: string): string {
  return texts[`category_${slug}_description`] ?? '';
}
