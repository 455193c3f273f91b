/**
 * The waitlist screen's rules (./admin-screen.tsx), pure so each is unit-tested: a field as the
 * screen edits it, the kinds and autofill choices an owner picks from, and what the screen refuses
 * before saving, each message naming the field ("Field 3, Label: …") word for word as the site
 * does (php/Fields.php check(), which also makes an empty id or name from the label).
 */
import { __, sprintf } from '@wordpress/i18n';

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'select' | 'checkbox' | 'textarea';

/** A field as the site keeps it. */
export interface SavedField {
  id: string;
  key: string;
  label: string;
  type: FieldKind;
  options: string[];
  required: boolean;
  wide: boolean;
  autofill: string;
}

/** A field as the screen edits it: its choices as typed, one per line; `uid` keeps its panel its own as fields move. */
export interface FieldRow extends Omit<SavedField, 'options'> {
  options: string;
  uid: number;
}

let uids = 0;

export function kinds(): Array<{ value: FieldKind; label: string }> {
  return [
    { value: 'text', label: __('Short text', 'colophon') },
    { value: 'email', label: __('Email address', 'colophon') },
    { value: 'tel', label: __('Phone number', 'colophon') },
    { value: 'number', label: __('Number', 'colophon') },
    { value: 'select', label: __('A choice from a list', 'colophon') },
    { value: 'checkbox', label: __('A box to tick (sent as Yes or empty)', 'colophon') },
    { value: 'textarea', label: __('Long text', 'colophon') },
  ];
}

export function autofills(): Array<{ value: string; label: string }> {
  return [
    { value: '', label: __('Nothing', 'colophon') },
    { value: 'name', label: __('Full name', 'colophon') },
    { value: 'given-name', label: __('First name', 'colophon') },
    { value: 'family-name', label: __('Last name', 'colophon') },
    { value: 'email', label: __('Email', 'colophon') },
    { value: 'tel', label: __('Phone number', 'colophon') },
    { value: 'organization', label: __('Company or organisation', 'colophon') },
    { value: 'url', label: __('Website', 'colophon') },
    { value: 'country-name', label: __('Country', 'colophon') },
  ];
}

export function toRow(field: SavedField): FieldRow {
  return { ...field, options: field.options.join('\n'), uid: ++uids };
}

export function newRow(): FieldRow {
  return { id: '', key: '', label: '', type: 'text', options: '', required: false, wide: false, autofill: '', uid: ++uids };
}

/** The choices typed one per line: trimmed, without blank lines and repeats. */
export function choices(typed: string): string[] {
  return [...new Set(typed.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean);
}

export function toSaved({ uid: _uid, ...row }: FieldRow): SavedField {
  return {
    ...row,
    id: row.id.trim(),
    key: row.key.trim(),
    label: row.label.trim(),
    options: row.type === 'select' ? choices(row.options) : [],
  };
}

const ID = /^[a-z][a-z0-9_-]{0,39}$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_LABEL = 200;
const MAX_OPTIONS = 50;

/** `<index>.<setting>` (or `list`) → message; empty when the fields can be saved. */
export function refusals(rows: FieldRow[], max: number): Record<string, string> {
  const refused: Record<string, string> = {};
  if (!rows.length) return { list: __('Fields: the form needs at least one field.', 'colophon') };
  // translators: %d: the most fields a form may have
  if (rows.length > max) return { list: sprintf(__('Fields: a form may have at most %d fields.', 'colophon'), max) };
  const ids = new Map<string, number>();
  rows.forEach((row, index) => {
    // translators: %d: the field's number in the form
    const name = sprintf(__('Field %d', 'colophon'), index + 1);
    // translators: 1: "Field 2", 2: the setting's name, 3: what is wrong and how to fix it
    const say = (setting: string, why: string) => sprintf(__('%1$s, %2$s: %3$s', 'colophon'), name, setting, why);
    const label = row.label.trim();
    if (!label) refused[`${index}.label`] = say(__('Label', 'colophon'), __('write what the field asks, such as Your genre.', 'colophon'));
    else if (label.length > MAX_LABEL)
      // translators: %d: the most characters a label may have
      refused[`${index}.label`] = say(__('Label', 'colophon'), sprintf(__('at most %d characters.', 'colophon'), MAX_LABEL));
    const options = choices(row.options);
    if (row.type === 'select' && !options.length)
      refused[`${index}.options`] = say(__('Choices', 'colophon'), __('write at least one choice, one per line.', 'colophon'));
    else if (row.type === 'select' && options.length > MAX_OPTIONS)
      // translators: %d: the most choices a field may have
      refused[`${index}.options`] = say(__('Choices', 'colophon'), sprintf(__('at most %d.', 'colophon'), MAX_OPTIONS));
    const id = row.id.trim();
    if (id && !ID.test(id))
      refused[`${index}.id`] = say(
        __('Field id', 'colophon'),
        __('lowercase letters, digits, - and _, starting with a letter (at most 40), or empty to make it from the label.', 'colophon'),
      );
    else if (id && ids.has(id))
      // translators: 1: the id, 2: the number of the field that has it
      refused[`${index}.id`] = say(__('Field id', 'colophon'), sprintf(__('“%1$s” is already the id of field %2$d.', 'colophon'), id, ids.get(id)!));
    if (id) ids.set(id, index + 1);
    const key = row.key.trim();
    if (key && !KEY.test(key))
      refused[`${index}.key`] = say(
        __('Sent as', 'colophon'),
        __('letters, digits and _, not starting with a digit (at most 64), or empty to make it from the label.', 'colophon'),
      );
    else if (key === 'id')
      refused[`${index}.key`] = say(__('Sent as', 'colophon'), __('“id” is the application’s own (the time it was sent): choose another name.', 'colophon'));
  });
  return refused;
}

/** Whether the form asks for an email (the privacy tools find an applicant's applications by it). */
export function asksForEmail(rows: FieldRow[]): boolean {
  return rows.some((row) => row.type === 'email');
}
