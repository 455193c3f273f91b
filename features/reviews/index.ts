/**
 * Marker: `data-widget_type="colophon-reviews.default"`: a reviews widget's structured data.
 * The provider is a third party: nothing is asked before the consent category
 * set for it (`functional` unless set) allows it. Then the business unit's (or the product's)
 * JSON-LD is fetched — at once, or for a lazy template when the widget comes into view (an
 * IntersectionObserver rather than the incumbent's 500 ms polling) — and put in `<head>` as one
 * `<script type="application/ld+json">` per widget. A failed load is reported to the provider once
 * per page, and the page keeps the reviews it printed.
 */
import { Handler } from '../../src/runtime/handler';
import { whenAllowed } from '../consent/consent-gate';
import { onceInView } from '../../src/kit/once-in-view';
import { thirdPartyUrl } from '../../src/kit/uri';
import { defaults, reportErrorUrl, type ReviewsSettings } from './query';

export default class Reviews extends Handler<ReviewsSettings> {
  static override defaults = defaults;

  connect(): void {
    const api = thirdPartyUrl(this.settings.api, location.href);
    if (!api) throw new Error(`reviews: "api" must be the provider's https address (got "${this.settings.api}").`);
    if (this.settings.businessUnit.trim() === '') throw new Error('reviews: "businessUnit" is not set.');
    whenAllowed(this.settings.category, this.signal, () => {
      if (this.settings.lazy) onceInView(this.element, this.signal, () => void this.load(api));
      else void this.load(api);
    });
  }

  /** The request code loads only now: a visitor who never allows the provider never downloads it. */
  private async load(api: URL): Promise<void> {
    const { loadJsonLd } = await import(/* webpackChunkName: "reviews-load" */ './load');
    if (this.signal.aborted) return;
    const outcome = await loadJsonLd(api, this.settings, this.signal);
    if (outcome === 'aborted') return;
    this.element.dataset.reviews = outcome;
    if (outcome === 'failed') {
      // Once per page, however many widgets failed.
      this.shared(`reviews.reported.${api.origin}`, () => {
        void fetch(reportErrorUrl(api).href, { credentials: 'omit', keepalive: true }).catch(() => {});
        return true;
      });
    }
  }
}
