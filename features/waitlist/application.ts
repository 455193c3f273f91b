/**
 * What the waitlist form sends: the value of each of its fields by id, read from the form as the
 * visitor filled it in, with the time as the application's id. The site (php/Application.php)
 * turns it into the application the owner's fields describe (SPEC's fullName, email, … for the
 * marketplace's form). No validation here: a field the owner made required is checked by the
 * browser before the form is submitted; an empty one is "".
 */

/** What the site's endpoint receives. */
export interface Sent {
  /** When it was sent, in ms since the epoch. */
  id: number;
  /** Each field's value by its id (a radio group by its name; boxes ticked in a group joined by ", "). */
  fields: Record<string, string>;
}

const SKIPPED = new Set(['submit', 'button', 'reset', 'image', 'file', 'hidden']);

/** Every field's value in `form` by id ("" when empty or unticked). */
export function fieldValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) continue;
    if (SKIPPED.has(field.type)) continue;
    const choice = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    // A radio group shares a name, its buttons each have their own id.
    const key = (field.type === 'radio' ? field.name : field.id || field.name) || '';
    if (!key) continue;
    const value = choice ? (field.checked ? field.value : '') : field.value;
    const before = values[key];
    values[key] = before && value ? `${before}, ${value}` : before || value;
  }
  return values;
}

export function sentFrom(form: HTMLFormElement, now: number): Sent {
  return { id: now, fields: fieldValues(form) };
}

/**
 * The re-submit guard (2000 ms): set when an application is sent; while set, further
 * submits are ignored. Cleared `ms` after a call that reached the API, at once after a failure
 * (the visitor is told and may try again).
 */
export function createGuard(ms: number, later: (fn: () => void, ms: number) => () => void) {
  let held = false;
  let cancel = () => {};
  return {
    /** Takes the guard: false while a submission is in flight or just ended. */
    take(): boolean {
      if (held) return false;
      held = true;
      return true;
    },
    sent(): void {
      cancel();
      cancel = later(() => (held = false), ms);
    },
    failed(): void {
      cancel();
      held = false;
    },
  };
}
