/** @jsxImportSource wp-element */
/** The two fields several dialogs share: a name, and the folder to put templates in. */
import { SelectControl, TextControl } from '@wordpress/components';
import type { LibraryFolder } from '../api';
import { __ } from '@wordpress/i18n';

export function NameField({ label, value, onInput }: { label: string; value: string; onInput(value: string): void }) {
  return <TextControl label={label} value={value} required onChange={onInput} __nextHasNoMarginBottom __next40pxDefaultSize />;
}

export function FolderSelect({ label, value, folders, onChange }: { label: string; value: number; folders: LibraryFolder[]; onChange(id: number): void }) {
  return (
    <SelectControl
      label={label}
      value={String(value)}
      options={[{ value: '0', label: __('No folder', 'colophon') }, ...folders.map((f) => ({ value: String(f.id), label: f.name }))]}
      onChange={(id) => onChange(Number(id))}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}
