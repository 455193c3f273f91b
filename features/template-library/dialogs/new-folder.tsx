/** @jsxImportSource wp-element */
/** Creates a folder. */
import type { LibraryApi } from '../api';
import { LibraryDialog } from '../dialog';
import { NameField } from './fields';
import type { DialogProps } from './props';
import { __, sprintf } from '@wordpress/i18n';

export function NewFolderDialog({ form, working, error, edit, cancel, confirm, api }: DialogProps & { api: LibraryApi }) {
  return (
    <LibraryDialog
      title={__('New folder', 'colophon')}
      confirm={__('Create folder', 'colophon')}
      working={working}
      error={error}
      onCancel={cancel}
      onConfirm={() =>
        confirm(async () => {
          await api.createFolder(form.name);
          /* translators: %s: a folder's name */
          return sprintf(__('Folder “%s” created.', 'colophon'), form.name.trim());
        })
      }
    >
      <NameField label={__('Folder name', 'colophon')} value={form.name} onInput={(name) => edit({ name })} />
    </LibraryDialog>
  );
}
