/** @jsxImportSource wp-element */
/** The two fields several dialogs share: a name, and the folder to put templates in. */
import type { LibraryFolder } from '../api';
import { __ } from '../../../src/admin/i18n';

export function NameField({ label, value, onInput }: { label: string; value: string; onInput(value: string): void }) {
  return (
    <p>
      <label htmlFor="colophon-templates-name">{label}</label>
      <br />
      <input
        type="text"
        id="colophon-templates-name"
        className="regular-text"
        value={value}
        required
        onInput={(event: Event) => onInput((event.currentTarget as HTMLInputElement).value)}
      />
    </p>
  );
}

export function FolderSelect({ label, value, folders, onChange }: { label: string; value: number; folders: LibraryFolder[]; onChange(id: number): void }) {
  return (
    <p>
      <label htmlFor="colophon-templates-target">{label}</label>
      <br />
      <select id="colophon-templates-target" value={value} onChange={(event: Event) => onChange(Number((event.currentTarget as HTMLSelectElement).value))}>
        <option value={0}>{__('No folder', 'colophon')}</option>
        {folders.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </p>
  );
}
