/** @jsxImportSource wp-element */
/**
 * Colophon → Templates: Colophon's own templates (its popups) in folders, searched, renamed,
 * copied, moved (one or many), deleted, imported from a kit, exported to a kit, and one
 * template's display settings applied to others. Every dialog reports to the editor's events
 * manager (events.ts); the list comes from the site again after each change. Longer than most
 * files here because every dialog reads and sets the screen's one state (selection, folders, what
 * was typed); the row (template-row.tsx) and the dialog frame (dialog.tsx) stand apart.
 */
import { useCallback, useEffect, useState } from '../../src/admin/element';
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import { errorMessage, kitManifest, type KitsApi } from '../kits/api';
import { groupOf, isImportable } from '../kits/doc-types';
import { KitError } from '../kits/manifest';
import { kitFileName } from '../kits/words';
import { MAX_KIT_BYTES, readKitFile, writeKitZip } from '../kits/zip';
import { visibleTemplates, type LibraryApi, type LibraryFolder } from './api';
import { LibraryDialog } from './dialog';
import { TemplateRow } from './template-row';
import { tellModal, type LibraryElement, type LibraryModal, type LibraryTemplate } from './events';
import { __, _n, sprintf } from '../../src/admin/i18n';

export interface LibraryAppProps {
  api: LibraryApi;
  kits: KitsApi;
  events: EventsManager;
  download(bytes: Uint8Array, fileName: string): void;
}

interface Open {
  modal: LibraryModal;
  element: LibraryElement;
  template?: LibraryTemplate;
}

const ALL = -1;

export function LibraryApp({ api, kits, events, download }: LibraryAppProps) {
  const [templates, setTemplates] = useState<LibraryTemplate[] | null>(null);
  const [folders, setFolders] = useState<LibraryFolder[]>([]);
  const [loadError, setLoadError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [folder, setFolder] = useState(ALL);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<Open | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // The dialogs' inputs, kept across a refusal.
  const [name, setName] = useState('');
  const [target, setTarget] = useState(0);
  const [targets, setTargets] = useState<number[]>([]);
  const [file, setFile] = useState<File | null>(null);

  const reload = useCallback(
    () =>
      api.list().then(
        (answer) => {
          setTemplates(answer.templates);
          setFolders(answer.folders);
          setSelected((ids) => ids.filter((id) => answer.templates.some((t) => t.id === id)));
          setLoadError('');
        },
        (problem: unknown) => setLoadError(errorMessage(problem)),
      ),
    [api],
  );

  useEffect(() => {
    void reload();
  }, [reload, attempt]);
  useEffect(() => {
    events.dispatch('website_templates_page_view', { site_area: 'website templates tab', page_source: 'colophon templates' });
    tellModal(events, { modal: 'site tab', phase: 'open', element: 'toolbar' });
  }, [events]);

  const start = (modal: LibraryModal, element: LibraryElement, template?: LibraryTemplate) => {
    setOpen(template ? { modal, element, template } : { modal, element });
    setError('');
    setNotice('');
    setName(modal === 'rename' && template ? template.title : '');
    setTarget(template && (modal === 'copy' || modal === 'move') ? template.folder : 0);
    setTargets([]);
    setFile(null);
    tellModal(events, { modal, phase: 'open', element, template });
  };
  const cancel = () => {
    if (open) tellModal(events, { modal: open.modal, phase: 'cancel', element: open.element, template: open.template });
    setOpen(null);
  };
  /** Runs a dialog's work; success closes it and says what happened, a refusal stays in it. */
  const confirm = async (work: () => Promise<string>, count?: number, step?: string) => {
    if (!open) return;
    const modal: LibraryModal = open.modal === 'new folder' ? 'create folder' : open.modal;
    setWorking(true);
    setError('');
    try {
      const said = await work();
      tellModal(events, { modal, phase: 'confirm', element: open.element, template: open.template, count, step });
      setOpen(null);
      setNotice(said);
      await reload();
    } catch (problem) {
      const message = problem instanceof KitError ? problem.message : errorMessage(problem);
      tellModal(events, { modal, phase: 'confirm', element: open.element, template: open.template, error: message, count, step });
      setError(message);
    } finally {
      setWorking(false);
    }
  };
  /** The same change for each selected template, one after another, with its progress said. */
  const each = async (ids: number[], copying: boolean, one: (id: number) => Promise<unknown>) => {
    for (const [index, id] of ids.entries()) {
      setNotice(
        copying
          ? /* translators: 1: which one, 2: how many */ sprintf(__('Copying %1$d of %2$d…', 'colophon'), index + 1, ids.length)
          : /* translators: 1: which one, 2: how many */ sprintf(__('Moving %1$d of %2$d…', 'colophon'), index + 1, ids.length),
      );
      await one(id);
    }
    setSelected([]);
    return copying
      ? /* translators: 1: how many, 2: a folder */ sprintf(
          _n('Copied %1$d template to %2$s.', 'Copied %1$d templates to %2$s.', ids.length, 'colophon'),
          ids.length,
          folderName(target),
        )
      : /* translators: 1: how many, 2: a folder */ sprintf(
          _n('Moved %1$d template to %2$s.', 'Moved %1$d templates to %2$s.', ids.length, 'colophon'),
          ids.length,
          folderName(target),
        );
  };
  const folderName = (id: number) => (id ? (folders.find((f) => f.id === id)?.name ?? __('a folder', 'colophon')) : __('no folder', 'colophon'));

  const exportToKit = async (template: LibraryTemplate) => {
    const kitName = template.title || __('Template', 'colophon');
    events.dispatch('admin_import_export_action', { action_type: 'export', site_area: 'website templates tab', kit_name: kitName });
    /* translators: %s: a template's title */
    setNotice(sprintf(__('Exporting “%s”…', 'colophon'), kitName));
    try {
      const result = await kits.exportKit([`popup-${template.id}`]);
      if (!result.templates.length) throw new Error(__('That template is no longer there. Reload the list.', 'colophon'));
      const fileName = kitFileName(kitName);
      download(writeKitZip(kitManifest(kitName, result)), fileName);
      /* translators: 1: a template's title, 2: a file name */
      setNotice(sprintf(__('“%1$s” was exported as %2$s; import it on another site under Colophon → Kits or here.', 'colophon'), kitName, fileName));
    } catch (problem) {
      setNotice('');
      setError('');
      /* translators: %s: why */
      setLoadError(sprintf(__('The export failed: %s', 'colophon'), errorMessage(problem)));
    }
  };

  const importKit = async (): Promise<string> => {
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
  };

  if (templates === null) {
    return loadError ? (
      <div className="notice notice-error inline" role="alert">
        <p>
          {/* translators: %s: why */}
          {sprintf(__('The templates could not be loaded: %s', 'colophon'), loadError)}{' '}
          <button type="button" className="button" onClick={() => setAttempt(attempt + 1)}>
            {__('Try again', 'colophon')}
          </button>
        </p>
      </div>
    ) : (
      <p role="status">{__('Loading the templates…', 'colophon')}</p>
    );
  }

  const shown = visibleTemplates(templates, folder, search);
  const others = open?.template ? templates.filter((t) => t.id !== open.template!.id) : [];
  const nameField = (label: string) => (
    <p>
      <label htmlFor="colophon-templates-name">{label}</label>
      <br />
      <input
        type="text"
        id="colophon-templates-name"
        className="regular-text"
        value={name}
        required
        onInput={(event: Event) => setName((event.currentTarget as HTMLInputElement).value)}
      />
    </p>
  );
  const folderSelect = (label: string) => (
    <p>
      <label htmlFor="colophon-templates-target">{label}</label>
      <br />
      <select id="colophon-templates-target" value={target} onChange={(event: Event) => setTarget(Number((event.currentTarget as HTMLSelectElement).value))}>
        <option value={0}>{__('No folder', 'colophon')}</option>
        {folders.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </p>
  );

  return (
    <div className="colophon-templates__app">
      <p className="colophon-kits__intro">
        {__("Colophon's own templates: its popups. Sort them into folders, copy one to start another, or carry one to another site as a kit.", 'colophon')}
      </p>
      <div className="colophon-templates__toolbar">
        <p className="colophon-templates__search">
          <label htmlFor="colophon-templates-search">{__('Search templates', 'colophon')}</label>
          <input
            type="search"
            id="colophon-templates-search"
            value={search}
            onInput={(event: Event) => setSearch((event.currentTarget as HTMLInputElement).value)}
          />
        </p>
        <p>
          <label htmlFor="colophon-templates-folder">{__('Folder', 'colophon')}</label>
          <select
            id="colophon-templates-folder"
            value={folder}
            onChange={(event: Event) => setFolder(Number((event.currentTarget as HTMLSelectElement).value))}
          >
            {/* translators: %d: how many templates */}
            <option value={ALL}>{sprintf(__('All folders (%d)', 'colophon'), templates.length)}</option>
            {/* translators: %d: how many templates */}
            <option value={0}>{sprintf(__('No folder (%d)', 'colophon'), templates.filter((t) => !t.folder).length)}</option>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} ({f.count})
              </option>
            ))}
          </select>
        </p>
        <p className="colophon-templates__tools">
          <button type="button" className="button" onClick={() => start('new folder', 'toolbar')}>
            {__('New folder', 'colophon')}
          </button>
          <button type="button" className="button" onClick={() => start('import', 'toolbar')}>
            {__('Import', 'colophon')}
          </button>
        </p>
      </div>
      <div className="colophon-templates__live" role="status" aria-live="polite">
        {notice ? <p>{notice}</p> : null}
      </div>
      {loadError ? (
        <div className="notice notice-error inline" role="alert">
          <p>{loadError}</p>
        </div>
      ) : null}
      {selected.length ? (
        <p className="colophon-templates__bulk" role="group" aria-label={__('Selected templates', 'colophon')}>
          {/* translators: %d: how many templates */}
          <span>{sprintf(__('%d selected', 'colophon'), selected.length)}</span>
          <button type="button" className="button" onClick={() => start('bulk move', 'bulk action')}>
            {__('Move selected', 'colophon')}
          </button>
          <button type="button" className="button" onClick={() => start('bulk copy', 'bulk action')}>
            {__('Copy selected', 'colophon')}
          </button>
        </p>
      ) : null}
      {shown.length ? (
        <ul className="colophon-templates__list" aria-label={__('Templates', 'colophon')}>
          {shown.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              folder={folderName(template.folder)}
              selected={selected.includes(template.id)}
              onSelect={(on) => setSelected((ids) => (on ? [...ids, template.id] : ids.filter((id) => id !== template.id)))}
              onAction={(modal) => start(modal, 'row action', template)}
              onExport={() => void exportToKit(template)}
            />
          ))}
        </ul>
      ) : (
        <p className="colophon-templates__empty">
          {templates.length ? __('No template matches.', 'colophon') : __('No templates yet: create a popup, or import a kit.', 'colophon')}
        </p>
      )}

      {open?.modal === 'rename' && open.template ? (
        <LibraryDialog
          /* translators: %s: a template's title */
          title={sprintf(__('Rename “%s”', 'colophon'), open.template.title)}
          confirm={__('Rename', 'colophon')}
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            /* translators: %s: the new name */
            void confirm(async () => (await api.rename(open.template!.id, name), sprintf(__('Renamed to “%s”.', 'colophon'), name.trim())))
          }
        >
          {nameField(__('Name', 'colophon'))}
        </LibraryDialog>
      ) : null}
      {open?.modal === 'new folder' ? (
        <LibraryDialog
          title={__('New folder', 'colophon')}
          confirm={__('Create folder', 'colophon')}
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            /* translators: %s: a folder's name */
            void confirm(async () => (await api.createFolder(name), sprintf(__('Folder “%s” created.', 'colophon'), name.trim())))
          }
        >
          {nameField(__('Folder name', 'colophon'))}
        </LibraryDialog>
      ) : null}
      {(open?.modal === 'copy' || open?.modal === 'move') && open.template ? (
        <LibraryDialog
          title={
            open.modal === 'copy'
              ? /* translators: %s: a template's title */ sprintf(__('Copy “%s”', 'colophon'), open.template.title)
              : /* translators: %s: a template's title */ sprintf(__('Move “%s”', 'colophon'), open.template.title)
          }
          confirm={open.modal === 'copy' ? __('Copy', 'colophon') : __('Move', 'colophon')}
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(async () =>
              open.modal === 'copy'
                ? /* translators: %s: a folder */ (await api.copy(open.template!.id, target),
                  sprintf(__('Copied into %s as a draft.', 'colophon'), folderName(target)))
                : /* translators: %s: a folder */ (await api.move(open.template!.id, target), sprintf(__('Moved to %s.', 'colophon'), folderName(target))),
            )
          }
        >
          {folderSelect(open.modal === 'copy' ? __('Put the copy in', 'colophon') : __('Move to', 'colophon'))}
        </LibraryDialog>
      ) : null}
      {open?.modal === 'bulk move' || open?.modal === 'bulk copy' ? (
        <LibraryDialog
          title={
            open.modal === 'bulk copy'
              ? /* translators: %d: how many */ sprintf(_n('Copy %d template', 'Copy %d templates', selected.length, 'colophon'), selected.length)
              : /* translators: %d: how many */ sprintf(_n('Move %d template', 'Move %d templates', selected.length, 'colophon'), selected.length)
          }
          confirm={open.modal === 'bulk copy' ? __('Copy', 'colophon') : __('Move', 'colophon')}
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(
              () => (open.modal === 'bulk copy' ? each(selected, true, (id) => api.copy(id, target)) : each(selected, false, (id) => api.move(id, target))),
              selected.length,
            )
          }
        >
          {folderSelect(open.modal === 'bulk copy' ? __('Put the copies in', 'colophon') : __('Move to', 'colophon'))}
        </LibraryDialog>
      ) : null}
      {open?.modal === 'delete' && open.template ? (
        <LibraryDialog
          /* translators: %s: a template's title */
          title={sprintf(__('Delete “%s”?', 'colophon'), open.template.title)}
          confirm={__('Move to trash', 'colophon')}
          danger
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(
              async () => (
                await api.remove(open.template!.id),
                /* translators: %s: a template's title */
                sprintf(__('“%s” is in the trash (Popups → Trash brings it back for 30 days).', 'colophon'), open.template!.title)
              ),
            )
          }
        >
          <p>{__('Pages that open it will open nothing. It stays in the trash for 30 days.', 'colophon')}</p>
        </LibraryDialog>
      ) : null}
      {open?.modal === 'apply settings' && open.template ? (
        <LibraryDialog
          /* translators: %s: a template's title */
          title={sprintf(__('Apply the settings of “%s”', 'colophon'), open.template.title)}
          confirm={__('Apply settings', 'colophon')}
          working={working}
          error={error}
          disabled={!targets.length}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(
              async () => (
                await api.applySettings(open.template!.id, targets),
                /* translators: %d: how many */
                sprintf(_n('Settings applied to %d template.', 'Settings applied to %d templates.', targets.length, 'colophon'), targets.length)
              ),
              targets.length,
            )
          }
        >
          <fieldset>
            <legend>{__('Its triggers, display rules, close options and pages go to:', 'colophon')}</legend>
            {others.length ? null : <p>{__('There is no other template.', 'colophon')}</p>}
            {others.map((other) => (
              <p key={other.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={targets.includes(other.id)}
                    onChange={(event: Event) => {
                      const on = (event.currentTarget as HTMLInputElement).checked;
                      setTargets((ids) => (on ? [...ids, other.id] : ids.filter((id) => id !== other.id)));
                    }}
                  />{' '}
                  {other.title}
                </label>
              </p>
            ))}
          </fieldset>
        </LibraryDialog>
      ) : null}
      {open?.modal === 'import' ? (
        <LibraryDialog
          title={__('Import templates', 'colophon')}
          confirm={__('Import', 'colophon')}
          working={working}
          error={error}
          disabled={!file}
          onCancel={cancel}
          onConfirm={() => void confirm(importKit, undefined, 'import')}
        >
          <p>
            <label htmlFor="colophon-templates-file">
              {__('Kit file (.zip or manifest.json): its popups are added; a popup whose name is taken here is skipped.', 'colophon')}
            </label>
            <br />
            <input
              type="file"
              id="colophon-templates-file"
              accept=".zip,.json,application/zip,application/json"
              onChange={(event: Event) => setFile((event.currentTarget as HTMLInputElement).files?.[0] ?? null)}
            />
          </p>
        </LibraryDialog>
      ) : null}
    </div>
  );
}
