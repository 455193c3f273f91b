/**
 * A connected handler's settings changed in the markup (the editor's live preview): it gets the new
 * settings and one `settingsChanged(key)` per key whose value differs.
 */
import type { Handler, HandlerClass } from './handler';

export function passSettingsOn(instance: Handler, element: Element, report: (error: unknown, phase: string) => void): void {
  let next: Record<string, unknown>;
  try {
    next = (instance.constructor as HandlerClass).read(element).settings as Record<string, unknown>;
  } catch (error) {
    report(error, 'reading attributes');
    return;
  }
  const previous = instance.settings as Record<string, unknown>;
  const changed = new Set([...Object.keys(previous), ...Object.keys(next)]);
  instance.settings = next;
  for (const key of changed) {
    if (JSON.stringify(previous[key]) === JSON.stringify(next[key])) continue;
    try {
      instance.settingsChanged?.(key);
    } catch (error) {
      report(error, `settingsChanged(${key})`);
    }
  }
}
