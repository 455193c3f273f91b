/**
 * The Kits screen's calls to the site (REST, colophon/v1/kit/…) through WordPress's apiFetch,
 * which adds the REST nonce. Every failure becomes a sentence for the site owner.
 */
import type { ApiFetch } from '../../src/admin/element';
import type { KitItem } from './registry';
import type { KitTemplate } from './manifest';
import { kitFileName } from './words';
import { __ } from '@wordpress/i18n';

export interface ExportResult {
  generator: string;
  version: string;
  site: string;
  siteName: string;
  created: string;
  templates: KitTemplate[];
  /** Ids that were listed but are gone (deleted meanwhile). */
  missing: string[];
}

/** The manifest.json of a kit named `title`, from the site's export answer (both Kits and Templates write it). */
export function kitManifest(title: string, result: ExportResult) {
  return {
    name: kitFileName(title).replace(/\.zip$/, ''),
    title,
    generator: 'colophon',
    version: result.version,
    created: result.created,
    site: result.site,
    templates: result.templates,
  };
}

export interface SummaryEntry {
  id: string;
  title: string;
  doc_type: string;
  note?: string;
  reason?: string;
  link?: string;
}

export interface ImportSummary {
  created: SummaryEntry[];
  skipped: SummaryEntry[];
}

/** What one template would change, as the site reads it before anything is applied (features/kits/php/Review.php). */
export interface ReviewEntry {
  id: string;
  title: string;
  doc_type: string;
  changes: Array<{ label: string; from: string; to: string }>;
  /** What an owner would not expect, in plain words. */
  warnings: string[];
  /** Why the site would refuse these settings (the current ones would stay). */
  refused: string[];
}

export interface KitsApi {
  items(): Promise<KitItem[]>;
  exportKit(ids: string[]): Promise<ExportResult>;
  reviewKit(templates: KitTemplate[]): Promise<ReviewEntry[]>;
  importKit(templates: KitTemplate[]): Promise<ImportSummary>;
}

export function restApi(apiFetch: ApiFetch): KitsApi {
  return {
    items: () =>
      apiFetch<{ items: KitItem[] }>({ path: '/colophon/v1/kit/items' }).then((r) =>
        Array.isArray(r?.items) ? r.items : Promise.reject(new Error('the site answered without a list of items')),
      ),
    exportKit: (ids) => apiFetch<ExportResult>({ path: '/colophon/v1/kit/export', method: 'POST', data: { ids } }),
    reviewKit: (templates) =>
      apiFetch<{ review: ReviewEntry[] }>({ path: '/colophon/v1/kit/review', method: 'POST', data: { templates } }).then((r) =>
        Array.isArray(r?.review) ? r.review : Promise.reject(new Error('the site answered without a review')),
      ),
    importKit: (templates) =>
      apiFetch<ImportSummary>({ path: '/colophon/v1/kit/import', method: 'POST', data: { templates } }).then((r) =>
        Array.isArray(r?.created) && Array.isArray(r?.skipped) ? r : Promise.reject(new Error('the site answered without an import summary')),
      ),
  };
}

/** A sentence for a failed call: apiFetch's {code, message}, a network failure, or anything else. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === 'fetch_error' || error instanceof TypeError)
      return __('The site could not be reached (network error). Check the connection and try again.', 'colophon');
    if (code === 'rest_cookie_invalid_nonce') return __('Your login has expired. Reload this screen (nothing is lost) and try again.', 'colophon');
    if (code === 'rest_forbidden') return "Your account may not manage this site's kits.";
    if (typeof message === 'string' && message) return message.replace(/<[^>]*>/g, '');
  }
  return "Something went wrong on the site. Try again; if it keeps failing, the site's PHP error log says why.";
}
