/**
 * Colophon → Site scan, mounted by the admin script where its container is (src/admin/index.ts).
 * (In the admin bundle itself, not a chunk of its own: WordPress loads the translations of the
 * scripts it enqueues, which a chunk webpack loads later is not.)
 */
import type { AdminMount } from '../../src/admin/context';
import { mount as render, wpElement } from '../../src/admin/element';
import { scanApi } from './api';
import { ScanApp, type ScanConfig } from './app';
import { browserReader } from './crawl';

export const mount: AdminMount = ({ config, apiFetch }) => {
  const container = document.getElementById('colophon-scan-app');
  const scan = config.scan as ScanConfig | undefined;
  if (!container || !scan) return;
  container.textContent = '';
  render(wpElement().createElement(ScanApp as never, { api: scanApi(apiFetch), config: scan, read: browserReader }), container);
};
