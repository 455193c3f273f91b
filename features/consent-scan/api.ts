/** The scan screen's calls to the site (REST, colophon/v1/consent-scan…), through WordPress's apiFetch. */
import type { ApiFetch } from '../../src/admin/element';
import type { ScanResult } from './crawl';

export interface ScanRow {
  host: string;
  pages: string[];
  tags: string[];
  urls: string[];
  reports: boolean;
  status: 'unknown' | 'owner' | 'held' | 'necessary' | 'allowed' | 'off';
  categories: string[];
  service: { id: string; name: string } | null;
}

export interface ScanView {
  /** Strict mode is on: the browser refuses every host not allowed. */
  strict: boolean;
  time: number | null;
  stopped: boolean;
  pages: Array<{ url: string; error?: string }>;
  changes: { added: string[]; gone: string[] } | null;
  rows: ScanRow[];
}

export interface ScanApi {
  last(): Promise<ScanView>;
  save(scan: ScanResult): Promise<ScanView>;
  decide(host: string, action: string): Promise<ScanView>;
  /** Hosts needing no consent always allowed, and strict mode on. */
  confirm(): Promise<ScanView>;
}

const checked = (view: ScanView) =>
  Array.isArray(view?.rows) && Array.isArray(view.pages) ? view : Promise.reject(new Error('the site answered without a scan'));

export function scanApi(apiFetch: ApiFetch): ScanApi {
  return {
    last: () => apiFetch<ScanView>({ path: '/colophon/v1/consent-scan' }).then(checked),
    save: (scan) => apiFetch<ScanView>({ path: '/colophon/v1/consent-scan', method: 'POST', data: scan }).then(checked),
    confirm: () => apiFetch<ScanView>({ path: '/colophon/v1/consent-scan/confirm', method: 'POST' }).then(checked),
    decide: (host, action) => apiFetch<ScanView>({ path: '/colophon/v1/consent-scan/host', method: 'POST', data: { host, action } }).then(checked),
  };
}
