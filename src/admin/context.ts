/**
 * What the admin script hands each feature's admin entry (`admin` in its feature.json, a module
 * exporting `mount`): the editor events manager, the admin config the PHP printed
 * (`colophon_admin_config`), and WordPress's apiFetch. An entry mounts its screen when its
 * container is on the page, and does nothing elsewhere.
 */
import type { EventsManager } from './analytics/events-manager';

export interface AdminConfig {
  sharing?: { enabled?: boolean; url?: string };
  [key: string]: unknown;
}

export interface AdminContext {
  config: AdminConfig;
  events: EventsManager;
  apiFetch: NonNullable<NonNullable<Window['wp']>['apiFetch']>;
}

export type AdminMount = (context: AdminContext) => void;
