/** @jsxImportSource wp-element */
/** Imports the popups of a kit file (a .zip or its manifest.json); a popup whose name is taken is skipped. */
import type { KitsApi } from '../../kits/api';
import { groupOf, isImportable } from '../../kits/doc-types';
import { KitFileButton } from '../../kits/kit-file-button';
import { KitError } from '../../kits/manifest';
import { MAX_KIT_BYTES, readKitFile } from '../../kits/zip';
import { LibraryDialog } from '../dialog';
import type { DialogProps } from './props';
import { __, _n, sprintf } from '@wordpress/i18n';

/** Reads the kit, refuses one too large or without popups, imports its popups; says what it did. */
export async function importPopups(kits: KitsApi, file: File | null): Promise<string> {
  if (!file) throw new KitError(__('Choose a kit file first.', 'colophon'));
  /* translators: %s: a file name */
  if (file.size > MAX_KIT_BYTES) throw new KitError(sprintf(__('“%s” is too large for a kit.', 'colophon'), file.name));
  const kit = readKitFile(file.name, new Uint8Array(await file.arrayBuffer()));
  const popups = kit.templates.filter((t) => groupOf(t.doc_type) === 'popups' && isImportable(t.doc_type));
  if (!popups.length)
    /* translators: %s: a file name */
    throw new KitError(sprintf(__('“%s” holds no popup templates. Import its other contents under Colophon → Kits.', 'colophon'), file.name));
  const summary = await kits.importKit(popups);
  const created = summary.created.length;
  const skipped = summary.skipped.length;
  return skipped
    ? /* translators: 1: how many were imported, 2: how many were skipped */ sprintf(
        _n(
          'Imported %1$d template; %2$d skipped (a template with the same name is here already).',
          'Imported %1$d templates; %2$d skipped (a template with the same name is here already).',
          created,
          'colophon',
        ),
        created,
        skipped,
      )
    : /* translators: %d: how many */ sprintf(_n('Imported %d template.', 'Imported %d templates.', created, 'colophon'), created);
}

export function ImportDialog({ form, working, error, edit, cancel, confirm, kits }: DialogProps & { kits: KitsApi }) {
  return (
    <LibraryDialog
      title={__('Import templates', 'colophon')}
      confirm={__('Import', 'colophon')}
      working={working}
      error={error}
      disabled={!form.file}
      onCancel={cancel}
      onConfirm={() => confirm(() => importPopups(kits, form.file), undefined, 'import')}
    >
      <p id="colophon-templates-file-help">
        {__('Kit file (.zip or manifest.json): its popups are added; a popup whose name is taken here is skipped.', 'colophon')}
      </p>
      <p className="colophon-templates__file">
        <KitFileButton describedBy="colophon-templates-file-help" onFile={(file) => edit({ file })} /> {/* translators: %s: a file name */}
        <span>{form.file ? sprintf(__('Chosen: %s', 'colophon'), form.file.name) : __('No file chosen yet.', 'colophon')}</span>
      </p>
    </LibraryDialog>
  );
}
