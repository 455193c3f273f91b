/**
 * wp-admin entry (never loaded for visitors): the editor events API (window.colophonAdmin.events,
 * for the Kits screen and the page builder's editor), then each feature's admin entry
 * (src/boot/generated/admin.ts, from the features' `admin`), which mounts its screen where its
 * container is.
 */
import { createEventsManager, type EventsManager } from './analytics/events-manager';
import type { AdminConfig } from './context';
import { ADMIN } from '../boot/generated/admin';

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

const apiFetch = window.wp?.apiFetch;
if (apiFetch) {
  for (const [id, mount] of Object.entries(ADMIN)) {
    try {
      mount({ config, events, apiFetch });
    } catch (error) {
      console.error(`[colophon] the ${id} screen could not start.`, error);
    }
  }
}
