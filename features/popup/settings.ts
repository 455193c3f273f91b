/**
 * Popup document settings (`data-elementor-settings` on `[data-elementor-type="popup"]`), as the
 * page builder prints them: every timing rule and trigger is switched on by `{name}: 'yes'` and
 * configured by `{name}_{field}`. Missing keys mean the default.
 */

export interface PopupTiming {
  page_views?: string;
  /** @default 3 */
  page_views_views?: number;
  sessions?: string;
  /** @default 2 */
  sessions_sessions?: number;
  url?: string;
  url_url?: string;
  /** @default 'show' */
  url_action?: 'show' | 'hide' | 'regex';
  sources?: string;
  /** @default ['search', 'external', 'internal'] */
  sources_sources?: Array<'search' | 'external' | 'internal'>;
  logged_in?: string;
  /** @default 'all' */
  logged_in_users?: 'all' | 'custom';
  logged_in_roles?: string[];
  devices?: string;
  devices_devices?: string[];
  times?: string;
  /** @default 3 */
  times_times?: number;
  /** '' or absent: persisting; otherwise a window. */
  times_period?: '' | 'session' | 'day' | 'week' | 'month';
  /** '' or absent: count on open. */
  times_count?: '' | 'close';
  browsers?: string;
  /** @default 'all' */
  browsers_browsers?: 'all' | 'custom';
  browsers_browsers_options?: Array<'ie' | 'chrome' | 'edge' | 'firefox' | 'safari'>;
  schedule?: string;
  /** @default 'site' */
  schedule_timezone?: 'site' | 'visitor';
  schedule_start_date?: string;
  schedule_end_date?: string;
  schedule_server_datetime?: string;
}

export interface PopupTriggers {
  page_load?: string;
  /** seconds @default 0 */
  page_load_delay?: number;
  scrolling?: string;
  /** @default 'down' */
  scrolling_direction?: 'down' | 'up';
  /** percent @default 50 */
  scrolling_offset?: number;
  scrolling_to?: string;
  scrolling_to_selector?: string;
  click?: string;
  /** @default 1 */
  click_times?: number;
  inactivity?: string;
  /** seconds @default 30 */
  inactivity_time?: number;
  exit_intent?: string;
  adblock_detection?: string;
  /** seconds @default 0 */
  adblock_detection_delay?: number;
}

export interface PopupSettings {
  open_selector: string;
  timing: PopupTiming;
  /** Only present when display conditions printed the popup: then it opens by itself. */
  triggers: PopupTriggers | null;
  /** seconds @default 0 */
  close_button_delay: number;
  /** @default 'inside' */
  close_button_position: 'inside' | 'outside';
  /** seconds; 0: never @default 0 */
  close_automatically: number;
  prevent_scroll: string;
  prevent_close_on_background_click: string;
  prevent_close_on_esc_key: string;
  avoid_multiple_popups: string;
  a11y_navigation: string;
  classes: string;
  /** Accessible name when the popup has no heading. */
  title: string;
  entrance_animation: string;
  entrance_animation_tablet?: string;
  entrance_animation_mobile?: string;
  entrance_animation_duration: { size: number };
  exit_animation: string;
  exit_animation_tablet?: string;
  exit_animation_mobile?: string;
}

export const defaults: PopupSettings = {
  open_selector: '',
  timing: {},
  triggers: null,
  close_button_delay: 0,
  close_button_position: 'inside',
  close_automatically: 0,
  prevent_scroll: '',
  prevent_close_on_background_click: '',
  prevent_close_on_esc_key: '',
  avoid_multiple_popups: '',
  a11y_navigation: 'yes',
  classes: '',
  title: '',
  entrance_animation: '',
  entrance_animation_duration: { size: 1.2 },
  exit_animation: '',
};

export { on } from './on';

/** A listing item's post id from a link action's settings: a positive integer, else none. */
export function itemOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
