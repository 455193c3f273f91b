/**
 * The reviews provider's calls, pure so each query is unit-tested: the JSON-LD
 * of a business unit for this page (url, templateId, locale) or for one product (sku,
 * numberOfReviews — 10 unless set — productName, language, templateId), and the path that
 * reports a failed load. Empty values are left out of a query rather than sent blank.
 */
export interface ReviewsSettings {
  /** The provider's base address (https, or this site for the demo's stand-in). */
  api: string;
  businessUnit: string;
  templateId: string;
  locale: string;
  /** Set: the product's reviews; empty: the business unit's for this page. */
  sku: string;
  productName: string;
  language: string;
  numberOfReviews: number;
  /** Wait until the widget is in view before asking (a "lazy" template). */
  lazy: boolean;
  /** The consent category that must allow the provider. */
  category: string;
}

/** Reviews in a product's JSON-LD unless the widget says otherwise. */
export const DEFAULT_REVIEWS = 10;

export const defaults: ReviewsSettings = {
  api: '',
  businessUnit: '',
  templateId: '',
  locale: '',
  sku: '',
  productName: '',
  language: '',
  numberOfReviews: DEFAULT_REVIEWS,
  lazy: false,
  category: 'functional',
};

function withQuery(url: URL, query: Record<string, string>): URL {
  for (const [key, value] of Object.entries(query)) if (value !== '') url.searchParams.set(key, value);
  return url;
}

/** The count a product query asks for: a whole number from 1, else the default. */
export function reviewCount(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : DEFAULT_REVIEWS;
}

/** Call 8: where the JSON-LD comes from. `page` is this page's address (its hash is not sent). */
export function jsonLdUrl(api: URL, settings: ReviewsSettings, page: string): URL {
  const base = new URL(`v1/jsonld/${encodeURIComponent(settings.businessUnit)}`, api);
  if (settings.sku.trim() !== '') {
    return withQuery(new URL(`${base.pathname}/product`, base), {
      sku: settings.sku.trim(),
      numberOfReviews: String(reviewCount(settings.numberOfReviews)),
      productName: settings.productName,
      language: settings.language,
      templateId: settings.templateId,
    });
  }
  const url = new URL(page);
  url.hash = '';
  return withQuery(base, { url: url.href, templateId: settings.templateId, locale: settings.locale });
}

/** Call 9: reported once per page when a load fails. */
export function reportErrorUrl(api: URL): URL {
  return new URL('v1/report-error', api);
}

/** JSON-LD as the text of a `<script type="application/ld+json">`: `<` escaped, so no string in it can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Only an object (or a list of them) is structured data worth putting in the head. */
export function isJsonLd(data: unknown): boolean {
  const one = (item: unknown) => typeof item === 'object' && item !== null && !Array.isArray(item);
  return Array.isArray(data) ? data.length > 0 && data.every(one) : one(data);
}
