/** @jsxImportSource wp-element */
/** Copies one template (as a draft) into a folder, or moves it there. */
import type { LibraryApi } from '../api';
import { LibraryDialog } from '../dialog';
import { FolderSelect } from './fields';
import type { DialogProps } from './props';
import { __, sprintf } from '@wordpress/i18n';

export function CopyMoveDialog({ open, form, working, error, folders, edit, cancel, confirm, folderName, api }: DialogProps & { api: LibraryApi }) {
  const template = open.template!;
  const copying = open.modal === 'copy';
  return (
    <LibraryDialog
      title={
        copying
          ? /* translators: %s: a template's title */ sprintf(__('Copy “%s”', 'colophon'), template.title)
          : /* translators: %s: a template's title */ sprintf(__('Move “%s”', 'colophon'), template.title)
      }
      confirm={copying ? __('Copy', 'colophon') : __('Move', 'colophon')}
      working={working}
      error={error}
      onCancel={cancel}
      onConfirm={() =>
        confirm(async () => {
          if (copying) {
            await api.copy(template.id, form.target);
            /* translators: %s: a folder */
            return sprintf(__('Copied into %s as a draft.', 'colophon'), folderName(form.target));
          }
          await api.move(template.id, form.target);
          /* translators: %s: a folder */
          return sprintf(__('Moved to %s.', 'colophon'), folderName(form.target));
        })
      }
    >
      <FolderSelect
        label={copying ? __('Put the copy in', 'colophon') : __('Move to', 'colophon')}
        value={form.target}
        folders={folders}
        onChange={(target) => edit({ target })}
      />
    </LibraryDialog>
  );
}
