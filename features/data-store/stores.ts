/**
 * The data stores screen's rules (./admin-screen.tsx), pure so each is unit-tested: a store as the
 * screen edits it, the kinds an owner chooses from, and what the screen refuses before saving,
 * each message naming the store and the field (the server, ./php/StoresScreen.php, keeps the same
 * rules: a name, a kind it knows, a limit from 0 to its maximum).
 */
import { __, sprintf } from '@wordpress/i18n';

export type StoreKind = 'local-storage' | 'cookies' | 'session' | 'user-meta';

export interface StoreRow {
  slug: string;
  label: string;
  type: StoreKind;
  /** Typed by the owner: a whole number, 0 for no limit. */
  size: string;
  on_view: boolean;
  button: Record<string, string> & { label?: string; added_label?: string };
}

export interface SavedStore {
  slug: string;
  label: string;
  type: StoreKind;
  size: number;
  on_view: boolean;
  button: Record<string, string> | [];
}

export function kinds(): Array<{ value: StoreKind; label: string }> {
  return [
    { value: 'local-storage', label: __('In the visitor’s browser (no account needed)', 'colophon') },
    { value: 'cookies', label: __('In a cookie (the server sees it too)', 'colophon') },
    { value: 'session', label: __('For this visit only', 'colophon') },
    { value: 'user-meta', label: __('In the visitor’s account (logged-in visitors only)', 'colophon') },
  ];
}

export function toRow(store: SavedStore): StoreRow {
  return { ...store, size: String(store.size), button: Array.isArray(store.button) ? {} : { ...store.button } };
}

export function newRow(): StoreRow {
  return { slug: '', label: '', type: 'local-storage', size: '0', on_view: false, button: {} };
}

export function toSaved(row: StoreRow): SavedStore {
  return { ...row, label: row.label.trim(), size: Number(row.size.trim() || '0') };
}

/** field key (`<index>.<field>`) → message; empty when the list can be saved. */
export function refusals(rows: StoreRow[], max: number): Record<string, string> {
  const refused: Record<string, string> = {};
  const names = new Map<string, number>();
  rows.forEach((row, index) => {
    // translators: %d: the store's number in the list
    const store = sprintf(__('Store %d', 'colophon'), index + 1);
    const label = row.label.trim();
    // translators: 1: "Store 2", 2: the field's name, 3: what is wrong and how to fix it
    const say = (field: string, why: string) => sprintf(__('%1$s, %2$s: %3$s', 'colophon'), store, field, why);
    if (!label) refused[`${index}.label`] = say(__('Name', 'colophon'), __('write a name, such as Favourites.', 'colophon'));
    else {
      const first = names.get(label.toLowerCase());
      // translators: 1: the name, 2: the number of the store that has it
      if (first !== undefined)
        refused[`${index}.label`] = say(__('Name', 'colophon'), sprintf(__('“%1$s” is already the name of store %2$d.', 'colophon'), label, first + 1));
      else names.set(label.toLowerCase(), index);
    }
    const size = row.size.trim();
    if (size !== '' && !(/^\d+$/.test(size) && Number(size) <= max))
      // translators: %d: the largest limit
      refused[`${index}.size`] = say(__('Limit', 'colophon'), sprintf(__('a whole number from 0 (no limit) to %d.', 'colophon'), max));
  });
  return refused;
}
