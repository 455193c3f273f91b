/** @jsxImportSource wp-element */
/** Moves one template to the trash. */
import type { LibraryApi } from '../api';
import { LibraryDialog } from '../dialog';
import type { DialogProps } from './props';
import { __, sprintf } from '@wordpress/i18n';

export function DeleteDialog({ open, working, error, cancel, confirm, api }: DialogProps & { api: LibraryApi }) {
  const template = open.template!;
  return (
    <LibraryDialog
      /* translators: %s: a template's title */
      title={sprintf(__('Delete “%s”?', 'colophon'), template.title)}
      confirm={__('Move to trash', 'colophon')}
      danger
      working={working}
      error={error}
      onCancel={cancel}
      onConfirm={() =>
        confirm(async () => {
          await api.remove(template.id);
          /* translators: %s: a template's title */
          return sprintf(__('“%s” is in the trash (Popups → Trash brings it back for 30 days).', 'colophon'), template.title);
        })
      }
    >
      <p>{__('Pages that open it will open nothing. It stays in the trash for 30 days.', 'colophon')}</p>
    </LibraryDialog>
  );
}
