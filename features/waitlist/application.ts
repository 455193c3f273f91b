/**
 * The marketplace waitlist application: read from the form's
 * fields by id, sent as JSON. No validation: a missing or empty field is "".
 */

/** What the marketplace API receives. */
export interface Application {
  /** When it was sent, in ms since the epoch. */
  id: number;
  /** First and last name joined by a space. */
  fullName: string;
  email: string;
  publishedBooks: string;
  plannedBooks: string;
  workedWithTUW: string;
  monthlyBudget: string;
  moreInsight: string;
}

/** The form's field ids, as the page builder's form prints them. */
export const FIELD_IDS = ['fname', 'lname', 'email', 'books_published', 'planning_to_publish', 'worked_with_us', 'budget', 'message'] as const;
type FieldId = (typeof FIELD_IDS)[number];

/** A field's value by id inside `root` ("" when the field is missing or not a form control). */
export function fieldValue(root: ParentNode, id: FieldId): string {
  const field = root.querySelector(`[id="${id}"]`);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked ? field.value : '';
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.value : '';
}

export function applicationFrom(root: ParentNode, now: number): Application {
  const value = (id: FieldId) => fieldValue(root, id);
  return {
    id: now,
    fullName: `${value('fname')} ${value('lname')}`,
    email: value('email'),
    publishedBooks: value('books_published'),
    plannedBooks: value('planning_to_publish'),
    workedWithTUW: value('worked_with_us'),
    monthlyBudget: value('budget'),
    moreInsight: value('message'),
  };
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
