/**
 * What the Kits and Templates screens take from the page: the editor events manager the admin
 * script made (window.colophonAdmin.events, src/admin/index.ts, loaded before them) and
 * WordPress's apiFetch. A screen that finds either missing does not start, and says why.
 */
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import type { ApiFetch } from '../../src/admin/element';

export function adminContext(): { events: EventsManager; apiFetch: ApiFetch } {
  const events = window.colophonAdmin?.events;
  const apiFetch = window.wp?.apiFetch;
  if (!events) throw new Error('the Colophon admin script (colophon-admin) is not loaded.');
  if (!apiFetch) throw new Error('WordPress’s wp-api-fetch script is not loaded.');
  return { events, apiFetch };
}
