/**
 * Reading `data-settings` / `data-elementor-settings`. The server drops null and empty values, so a
 * missing key means "use the default": every handler declares its defaults and gets them merged in.
 * Responsive keys carry a device suffix (`offset_tablet`); a device without its own value falls
 * back to the next larger device, then desktop (the unsuffixed key).
 */
import { fallbackChain, type Device } from './breakpoints';

export class SettingsParseError extends Error {
  override name = 'SettingsParseError';
}

/** Widgets carry `data-settings`, documents (popups, pages) `data-elementor-settings`. */
export const SETTINGS_ATTRIBUTES = ['data-settings', 'data-elementor-settings'];

/** The attribute holding an element's settings, or null when it has none. */
export function settingsAttribute(element: Element): string | null {
  return SETTINGS_ATTRIBUTES.find((name) => element.hasAttribute(name)) ?? null;
}

/** Parses an element's settings JSON. Throws SettingsParseError with a clear message when it is malformed. */
export function parseSettings(element: Element): Record<string, unknown> {
  const attribute = settingsAttribute(element);
  const raw = attribute ? element.getAttribute(attribute) : null;
  if (raw === null || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new SettingsParseError(
      `${attribute} is not valid JSON (${(error as Error).message}); this element is skipped. Fix the markup that printed it.`,
    );
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SettingsParseError(`${attribute} must hold a JSON object; this element is skipped.`);
  }
  return parsed as Record<string, unknown>;
}

/** Defaults overlaid with the parsed values; `undefined`, null and '' in the markup count as absent. */
export function withDefaults<S extends object>(defaults: S, parsed: Record<string, unknown>): S {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined && value !== null && value !== '') merged[key] = value;
  }
  return merged as S;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The value of responsive setting `key` for `device`, walking toward larger devices; 0 counts as a value. */
export function responsive<T = unknown>(settings: object, key: string, device: Device): T | undefined {
  const bag = settings as Record<string, unknown>;
  for (const step of fallbackChain(device)) {
    const value = bag[step === 'desktop' ? key : `${key}_${step}`];
    if (present(value)) return value as T;
  }
  return undefined;
}
