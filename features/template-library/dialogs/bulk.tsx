/** @jsxImportSource wp-element */
/** Copies or moves every selected template into a folder, one after another, saying how far it is. */
import type { LibraryApi } from '../api';
import { LibraryDialog } from '../dialog';
import { FolderSelect } from './fields';
import type { DialogProps } from './props';
import { __, _n, sprintf } from '@wordpress/i18n';

interface Props extends DialogProps {
  api: LibraryApi;
  selected: number[];
  /** Says how far the change is. */
  progress(text: string): void;
  /** Clears the selection once the change is done. */
  unselect(): void;
}

export function BulkDialog({ open, form, working, error, folders, edit, cancel, confirm, folderName, api, selected, progress, unselect }: Props) {
  const copying = open.modal === 'bulk copy';
  const count = selected.length;
  const run = async () => {
    for (const [index, id] of selected.entries()) {
      progress(
        copying
          ? /* translators: 1: which one, 2: how many */ sprintf(__('Copying %1$d of %2$d…', 'colophon'), index + 1, count)
          : /* translators: 1: which one, 2: how many */ sprintf(__('Moving %1$d of %2$d…', 'colophon'), index + 1, count),
      );
      await (copying ? api.copy(id, form.target) : api.move(id, form.target));
    }
    unselect();
    return copying
      ? /* translators: 1: how many, 2: a folder */ sprintf(
          _n('Copied %1$d template to %2$s.', 'Copied %1$d templates to %2$s.', count, 'colophon'),
          count,
          folderName(form.target),
        )
      : /* translators: 1: how many, 2: a folder */ sprintf(
          _n('Moved %1$d template to %2$s.', 'Moved %1$d templates to %2$s.', count, 'colophon'),
          count,
          folderName(form.target),
        );
  };
  return (
    <LibraryDialog
      title={
        copying
          ? /* translators: %d: how many */ sprintf(_n('Copy %d template', 'Copy %d templates', count, 'colophon'), count)
          : /* translators: %d: how many */ sprintf(_n('Move %d template', 'Move %d templates', count, 'colophon'), count)
      }
      confirm={copying ? __('Copy', 'colophon') : __('Move', 'colophon')}
      working={working}
      error={error}
      onCancel={cancel}
      onConfirm={() => confirm(run, count)}
    >
      <FolderSelect
        label={copying ? __('Put the copies in', 'colophon') : __('Move to', 'colophon')}
        value={form.target}
        folders={folders}
        onChange={(target) => edit({ target })}
      />
    </LibraryDialog>
  );
}
