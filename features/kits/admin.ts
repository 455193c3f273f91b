/** The Kits screen (Colophon → Kits), mounted by the admin script where its container is (src/admin/index.ts). */
import type { AdminMount } from '../../src/admin/context';
import { mount as render, wpElement } from '../../src/admin/element';
import { restApi } from './api';
import { KitsApp } from './app';
import { downloadBytes } from './download';
import { browserStorage, createExpiryStore } from './expiry-store';
import { createRegistry } from './sections';

export const mount: AdminMount = ({ config, events, apiFetch }) => {
  const container = document.getElementById('colophon-kits-app');
  if (!container) return;
  const { registry, problems } = createRegistry(window.wp?.hooks);
  container.textContent = '';
  render(
    wpElement().createElement(KitsApp as never, {
      api: restApi(apiFetch),
      registry,
      problems,
      events,
      store: createExpiryStore(browserStorage()),
      siteName: config.siteName ?? '',
      pageBuilderImport: config.pageBuilderImport,
      sharingSettings: config.settings ?? 'options-general.php?page=colophon-usage-sharing',
      sharing: Boolean(config.sharing?.enabled),
      download: downloadBytes,
    }),
    container,
  );
};
