/**
 * The reviews provider's JSON-LD, fetched (call 8) and put in `<head>` as one
 * `<script type="application/ld+json">`, removed again when the widget leaves. Loaded only after
 * consent (./index.ts).
 */
import { request } from '../../src/runtime/request';
import { isJsonLd, jsonLdText, jsonLdUrl, type ReviewsSettings } from './query';

export async function loadJsonLd(api: URL, settings: ReviewsSettings, signal: AbortSignal): Promise<'loaded' | 'failed' | 'aborted'> {
  const url = jsonLdUrl(api, settings, location.href);
  try {
    const data = await request<unknown>(url.href, { credentials: 'omit', signal });
    if (!isJsonLd(data)) throw new Error('the answer is not JSON-LD');
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.colophonReviews = settings.sku || settings.businessUnit;
    script.textContent = jsonLdText(data);
    document.head.append(script);
    signal.addEventListener('abort', () => script.remove(), { once: true });
    return 'loaded';
  } catch (error) {
    if (signal.aborted) return 'aborted';
    console.warn(`[colophon] reviews: the reviews data (${url.href}) could not be loaded: ${error instanceof Error ? error.message : String(error)}.`);
    return 'failed';
  }
}
