import type { ActionName } from './events';
import { decode, safeUrl } from '../../src/kit/uri';
/**
 * Link action hashes. Settings are data: base64 JSON parsed into a plain object, never HTML; an
 * action not on the allow-list does nothing.
 *
 *   #elementor-action:action=popup:open&settings=eyJpZCI6IjEyIn0=   (also URL-encoded: %23elementor-action…)
 *   #jet-engine-action:action=popup:open&popup_id=12&event=hover
 */

export const ACTIONS = [
  'lightbox',
  'reload-page',
  'popup:open',
  'popup:close',
  'off_canvas:open',
  'off_canvas:close',
  'off_canvas:toggle',
] as const satisfies readonly ActionName[];
// Every action the bus's type names is allowed here too (a name missing from the list fails to compile).
const everyAction: Exclude<ActionName, (typeof ACTIONS)[number]> extends never ? true : never = true;
void everyAction;
export type { ActionName };

export interface ParsedAction {
  action: ActionName;
  settings: Record<string, unknown>;
  /** For the listing plugin's links: run on click or after hovering. */
  event: 'click' | 'hover';
}

/** A same-page anchor (src/kit/anchor.ts). */
export { ANCHOR } from '../../src/kit/anchor';

export { decode, safeUrl };

function base64Json(value: string): Record<string, unknown> {
  if (!value) return {};
  try {
    const json = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const allowed = (name: string): name is ActionName => (ACTIONS as readonly string[]).includes(name);

export function parseAction(href: string): ParsedAction | null {
  const decoded = decode(href);
  const elementor = decoded.match(/#elementor-action:action=([\w:-]+)(?:&settings=([\w+/=-]*))?/);
  if (elementor) {
    return allowed(elementor[1]!) ? { action: elementor[1]!, settings: base64Json(elementor[2] ?? ''), event: 'click' } : null;
  }
  const jet = decoded.match(/#jet-engine-action:(.*)$/);
  if (jet) {
    const params = new URLSearchParams(jet[1]!.replace(/^&/, ''));
    const action = params.get('action') ?? '';
    if (!allowed(action)) return null;
    const settings: Record<string, unknown> = {};
    for (const [key, value] of params) if (key !== 'action' && key !== 'event') settings[key] = value;
    if (settings.popup_id !== undefined && settings.id === undefined) settings.id = settings.popup_id;
    return { action, settings, event: params.get('event') === 'hover' ? 'hover' : 'click' };
  }
  return null;
}
