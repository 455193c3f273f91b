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
  const each = async (ids: number[], [doing, done]: [string, string], one: (id: number) => Promise<unknown>) => {
    for (const [index, id] of ids.entries()) {
      setNotice(`${doing} ${index + 1} of ${ids.length}…`);
      await one(id);
    }
    setSelected([]);
    return `${done} ${ids.length} ${ids.length === 1 ? 'template' : 'templates'} to ${folderName(target)}.`;
  };
  const folderName = (id: number) => (id ? (folders.find((f) => f.id === id)?.name ?? 'a folder') : 'no folder');

  const exportToKit = async (template: LibraryTemplate) => {
    const kitName = template.title || 'Template';
    events.dispatch('admin_import_export_action', { action_type: 'export', site_area: 'website templates tab', kit_name: kitName });
    setNotice(`Exporting “${kitName}”…`);
    try {
      const result = await kits.exportKit([`popup-${template.id}`]);
      if (!result.templates.length) throw new Error('That template is no longer there. Reload the list.');
      const fileName = kitFileName(kitName);
      download(writeKitZip(kitManifest(kitName, result)), fileName);
      setNotice(`“${kitName}” was exported as ${fileName}; import it on another site under Colophon → Kits or here.`);
    } catch (problem) {
      setNotice('');
      setError('');
      setLoadError(`The export failed: ${errorMessage(problem)}`);
    }
  };

  const importKit = async (): Promise<string> => {
    if (!file) throw new KitError('Choose a kit file first.');
    if (file.size > MAX_KIT_BYTES) throw new KitError(`“${file.name}” is too large for a kit.`);
    const kit = readKitFile(file.name, new Uint8Array(await file.arrayBuffer()));
    const popups = kit.templates.filter((t) => groupOf(t.doc_type) === 'popups' && isImportable(t.doc_type));
    if (!popups.length) throw new KitError(`“${file.name}” holds no popup templates. Import its other contents under Colophon → Kits.`);
    const summary = await kits.importKit(popups);
    const created = summary.created.length;
    const skipped = summary.skipped.length;
    return `Imported ${created} ${created === 1 ? 'template' : 'templates'}${skipped ? `; ${skipped} skipped (a template with the same name is here already)` : ''}.`;
  };

  if (templates === null) {
    return loadError ? (
      <div className="notice notice-error inline" role="alert">
        <p>
          The templates could not be loaded: {loadError}{' '}
          <button type="button" className="button" onClick={() => setAttempt(attempt + 1)}>
            Try again
          </button>
        </p>
      </div>
    ) : (
      <p role="status">Loading the templates…</p>
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
        <option value={0}>No folder</option>
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
        Colophon's own templates: its popups. Sort them into folders, copy one to start another, or carry one to another site as a kit.
      </p>
      <div className="colophon-templates__toolbar">
        <p className="colophon-templates__search">
          <label htmlFor="colophon-templates-search">Search templates</label>
          <input
            type="search"
            id="colophon-templates-search"
            value={search}
            onInput={(event: Event) => setSearch((event.currentTarget as HTMLInputElement).value)}
          />
        </p>
        <p>
          <label htmlFor="colophon-templates-folder">Folder</label>
          <select
            id="colophon-templates-folder"
            value={folder}
            onChange={(event: Event) => setFolder(Number((event.currentTarget as HTMLSelectElement).value))}
          >
            <option value={ALL}>All folders ({templates.length})</option>
            <option value={0}>No folder ({templates.filter((t) => !t.folder).length})</option>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} ({f.count})
              </option>
            ))}
          </select>
        </p>
        <p className="colophon-templates__tools">
          <button type="button" className="button" onClick={() => start('new folder', 'toolbar')}>
            New folder
          </button>
          <button type="button" className="button" onClick={() => start('import', 'toolbar')}>
            Import
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
        <p className="colophon-templates__bulk" role="group" aria-label="Selected templates">
          <span>{selected.length} selected</span>
          <button type="button" className="button" onClick={() => start('bulk move', 'bulk action')}>
            Move selected
          </button>
          <button type="button" className="button" onClick={() => start('bulk copy', 'bulk action')}>
            Copy selected
          </button>
        </p>
      ) : null}
      {shown.length ? (
        <ul className="colophon-templates__list" aria-label="Templates">
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
        <p className="colophon-templates__empty">{templates.length ? 'No template matches.' : 'No templates yet: create a popup, or import a kit.'}</p>
      )}

      {open?.modal === 'rename' && open.template ? (
        <LibraryDialog
          title={`Rename “${open.template.title}”`}
          confirm="Rename"
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() => void confirm(async () => (await api.rename(open.template!.id, name), `Renamed to “${name.trim()}”.`))}
        >
          {nameField('Name')}
        </LibraryDialog>
      ) : null}
      {open?.modal === 'new folder' ? (
        <LibraryDialog
          title="New folder"
          confirm="Create folder"
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() => void confirm(async () => (await api.createFolder(name), `Folder “${name.trim()}” created.`))}
        >
          {nameField('Folder name')}
        </LibraryDialog>
      ) : null}
      {(open?.modal === 'copy' || open?.modal === 'move') && open.template ? (
        <LibraryDialog
          title={`${open.modal === 'copy' ? 'Copy' : 'Move'} “${open.template.title}”`}
          confirm={open.modal === 'copy' ? 'Copy' : 'Move'}
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(async () =>
              open.modal === 'copy'
                ? (await api.copy(open.template!.id, target), `Copied into ${folderName(target)} as a draft.`)
                : (await api.move(open.template!.id, target), `Moved to ${folderName(target)}.`),
            )
          }
        >
          {folderSelect(open.modal === 'copy' ? 'Put the copy in' : 'Move to')}
        </LibraryDialog>
      ) : null}
      {open?.modal === 'bulk move' || open?.modal === 'bulk copy' ? (
        <LibraryDialog
          title={`${open.modal === 'bulk copy' ? 'Copy' : 'Move'} ${selected.length} ${selected.length === 1 ? 'template' : 'templates'}`}
          confirm={open.modal === 'bulk copy' ? 'Copy' : 'Move'}
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(
              () =>
                open.modal === 'bulk copy'
                  ? each(selected, ['Copying', 'Copied'], (id) => api.copy(id, target))
                  : each(selected, ['Moving', 'Moved'], (id) => api.move(id, target)),
              selected.length,
            )
          }
        >
          {folderSelect(open.modal === 'bulk copy' ? 'Put the copies in' : 'Move to')}
        </LibraryDialog>
      ) : null}
      {open?.modal === 'delete' && open.template ? (
        <LibraryDialog
          title={`Delete “${open.template.title}”?`}
          confirm="Move to trash"
          danger
          working={working}
          error={error}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(
              async () => (await api.remove(open.template!.id), `“${open.template!.title}” is in the trash (Popups → Trash brings it back for 30 days).`),
            )
          }
        >
          <p>Pages that open it will open nothing. It stays in the trash for 30 days.</p>
        </LibraryDialog>
      ) : null}
      {open?.modal === 'apply settings' && open.template ? (
        <LibraryDialog
          title={`Apply the settings of “${open.template.title}”`}
          confirm="Apply settings"
          working={working}
          error={error}
          disabled={!targets.length}
          onCancel={cancel}
          onConfirm={() =>
            void confirm(
              async () => (
                await api.applySettings(open.template!.id, targets),
                `Settings applied to ${targets.length} ${targets.length === 1 ? 'template' : 'templates'}.`
              ),
              targets.length,
            )
          }
        >
          <fieldset>
            <legend>Its triggers, display rules, close options and pages go to:</legend>
            {others.length ? null : <p>There is no other template.</p>}
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
          title="Import templates"
          confirm="Import"
          working={working}
          error={error}
          disabled={!file}
          onCancel={cancel}
          onConfirm={() => void confirm(importKit, undefined, 'import')}
        >
          <p>
            <label htmlFor="colophon-templates-file">
              Kit file (.zip or manifest.json): its popups are added; a popup whose name is taken here is skipped.
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
