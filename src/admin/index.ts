/**
 * wp-admin entry (never loaded for visitors): the editor events API (window.colophonAdmin.events,
 * for the Kits screen and the page builder's editor) and, on Colophon → Kits and Colophon →
 * Templates, those screens.
 */
import { createEventsManager, type EventsManager } from './analytics/events-manager';
import { mount, wpElement } from './element';
import { restApi } from '../../features/kits/api';
import { KitsApp } from '../../features/kits/app';
import { downloadBytes } from '../../features/kits/download';
import { browserStorage, createExpiryStore } from '../../features/kits/expiry-store';
import { createRegistry } from '../../features/kits/sections';
import { libraryApi } from '../../features/template-library/api';
import { LibraryApp } from '../../features/template-library/app';

interface AdminConfig {
  sharing?: { enabled?: boolean; url?: string };
  siteName?: string;
  settings?: string;
  pageBuilderImport?: string;
}

declare global {
  interface Window {
    colophonAdminConfig?: AdminConfig;
    colophonAdmin?: { events: EventsManager };
  }
}

const config: AdminConfig = window.colophonAdminConfig ?? {};
const sharing = { enabled: Boolean(config.sharing?.enabled), url: String(config.sharing?.url ?? '') };
const events = createEventsManager({
  hooks: window.wp?.hooks,
  dataLayer: (window.dataLayer = window.dataLayer ?? []),
  sharing,
  sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
  strict: __DEV__,
  onDropped: (problem) => console.error(`[colophon] editor event dropped: ${problem}`),
});
window.colophonAdmin = { events };

const container = document.getElementById('colophon-kits-app');
if (container && window.wp?.apiFetch) {
  const { registry, problems } = createRegistry(window.wp.hooks);
  container.textContent = '';
  mount(
    wpElement().createElement(KitsApp as never, {
      api: restApi(window.wp.apiFetch),
      registry,
      problems,
      events,
      store: createExpiryStore(browserStorage()),
      siteName: config.siteName ?? '',
      pageBuilderImport: config.pageBuilderImport,
      sharingSettings: config.settings ?? 'options-general.php?page=colophon-usage-sharing',
      sharing: sharing.enabled,
      download: downloadBytes,
    }),
    container,
  );
}

const library = document.getElementById('colophon-templates-app');
if (library && window.wp?.apiFetch) {
  library.textContent = '';
  mount(
    wpElement().createElement(LibraryApp as never, {
      api: libraryApi(window.wp.apiFetch),
      kits: restApi(window.wp.apiFetch),
      events,
      download: downloadBytes,
    }),
    library,
  );
}
