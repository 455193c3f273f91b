/** @jsxImportSource wp-element */
/** Renames one template. */
import type { LibraryApi } from '../api';
import { LibraryDialog } from '../dialog';
import { NameField } from './fields';
import type { DialogProps } from './props';
import { __, sprintf } from '@wordpress/i18n';

export function RenameDialog({ open, form, working, error, edit, cancel, confirm, api }: DialogProps & { api: LibraryApi }) {
  const template = open.template!;
  return (
    <LibraryDialog
      /* translators: %s: a template's title */
      title={sprintf(__('Rename “%s”', 'colophon'), template.title)}
      confirm={__('Rename', 'colophon')}
      working={working}
      error={error}
      onCancel={cancel}
      onConfirm={() =>
        confirm(async () => {
          await api.rename(template.id, form.name);
          /* translators: %s: the new name */
          return sprintf(__('Renamed to “%s”.', 'colophon'), form.name.trim());
        })
      }
    >
      <NameField label={__('Name', 'colophon')} value={form.name} onInput={(name) => edit({ name })} />
    </LibraryDialog>
  );
}
