/** @jsxImportSource wp-element */
/**
 * Colophon → Templates: Colophon's own templates (its popups) in folders, searched, renamed,
 * copied, moved (one or many), deleted, imported from a kit, exported to a kit, and one
 * template's display settings applied to others. The screen's state is one reducer (./state.ts);
 * each dialog is a component of its own (./dialogs/), in the frame of ./dialog.tsx; every dialog
 * reports to the editor's events manager (./events.ts), and the list comes from the site again
 * after each change.
 */
import { Button } from '@wordpress/components';
import { useCallback, useEffect, useReducer, useState } from '../../src/admin/element';
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import { errorMessage, type KitsApi } from '../kits/api';
import { KitError } from '../kits/manifest';
import { visibleTemplates, type LibraryApi } from './api';
import { ApplySettingsDialog } from './dialogs/apply-settings';
import { BulkDialog } from './dialogs/bulk';
import { CopyMoveDialog } from './dialogs/copy-move';
import { DeleteDialog } from './dialogs/delete';
import { ImportDialog } from './dialogs/import';
import { NewFolderDialog } from './dialogs/new-folder';
import type { DialogProps } from './dialogs/props';
import { RenameDialog } from './dialogs/rename';
import { tellModal, type LibraryElement, type LibraryModal, type LibraryTemplate } from './events';
import { exportToKit } from './export-kit';
import { folderName, initialState, libraryReducer } from './state';
import { TemplateRow } from './template-row';
import { Toolbar } from './toolbar';
import { __, sprintf } from '@wordpress/i18n';

export interface LibraryAppProps {
  api: LibraryApi;
  kits: KitsApi;
  events: EventsManager;
  download(bytes: Uint8Array, fileName: string): void;
}

export function LibraryApp({ api, kits, events, download }: LibraryAppProps) {
  const [state, dispatch] = useReducer(libraryReducer, initialState);
  const [attempt, setAttempt] = useState(0);
  const { templates, folders, open } = state;

  const reload = useCallback(
    () =>
      api.list().then(
        (answer) => dispatch({ type: 'loaded', templates: answer.templates, folders: answer.folders }),
        (problem: unknown) => dispatch({ type: 'load failed', message: errorMessage(problem) }),
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
    dispatch({ type: 'open', dialog: template ? { modal, element, template } : { modal, element } });
    tellModal(events, { modal, phase: 'open', element, template });
  };
  const nameOf = (id: number) => folderName(folders, id, __('no folder', 'colophon'), __('a folder', 'colophon'));

  if (templates === null) {
    return state.loadError ? (
      <div className="notice notice-error inline" role="alert">
        <p>
          {/* translators: %s: why */}
          {sprintf(__('The templates could not be loaded: %s', 'colophon'), state.loadError)}{' '}
          <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
            {__('Try again', 'colophon')}
          </Button>
        </p>
      </div>
    ) : (
      <p role="status">{__('Loading the templates…', 'colophon')}</p>
    );
  }

  const dialog: DialogProps | null = open
    ? {
        open,
        form: state.form,
        working: state.working,
        error: state.error,
        folders,
        folderName: nameOf,
        edit: (form) => dispatch({ type: 'edit', form }),
        cancel: () => {
          tellModal(events, { modal: open.modal, phase: 'cancel', element: open.element, template: open.template });
          dispatch({ type: 'close' });
        },
        confirm: (work, count, step) => {
          const modal: LibraryModal = open.modal === 'new folder' ? 'create folder' : open.modal;
          const tell = (error?: string) => tellModal(events, { modal, phase: 'confirm', element: open.element, template: open.template, error, count, step });
          dispatch({ type: 'working' });
          void work().then(
            async (said) => {
              tell();
              dispatch({ type: 'done', notice: said });
              await reload();
            },
            (problem: unknown) => {
              const message = problem instanceof KitError ? problem.message : errorMessage(problem);
              tell(message);
              dispatch({ type: 'refused', message });
            },
          );
        },
      }
    : null;
  const shown = visibleTemplates(templates, state.folder, state.search);
  const withTemplate = dialog && open?.template ? dialog : null;

  return (
    <div className="colophon-templates__app">
      <p className="colophon-kits__intro">
        {__("Colophon's own templates: its popups. Sort them into folders, copy one to start another, or carry one to another site as a kit.", 'colophon')}
      </p>
      <Toolbar
        templates={templates}
        folders={folders}
        folder={state.folder}
        search={state.search}
        onFolder={(folder) => dispatch({ type: 'filter', folder })}
        onSearch={(search) => dispatch({ type: 'search', search })}
        onNewFolder={() => start('new folder', 'toolbar')}
        onImport={() => start('import', 'toolbar')}
      />
      <div className="colophon-templates__live" role="status" aria-live="polite">
        {state.notice ? <p>{state.notice}</p> : null}
      </div>
      {state.loadError ? (
        <div className="notice notice-error inline" role="alert">
          <p>{state.loadError}</p>
        </div>
      ) : null}
      {state.selected.length ? (
        <p className="colophon-templates__bulk" role="group" aria-label={__('Selected templates', 'colophon')}>
          {/* translators: %d: how many templates */}
          <span>{sprintf(__('%d selected', 'colophon'), state.selected.length)}</span>
          <Button variant="secondary" onClick={() => start('bulk move', 'bulk action')}>
            {__('Move selected', 'colophon')}
          </Button>
          <Button variant="secondary" onClick={() => start('bulk copy', 'bulk action')}>
            {__('Copy selected', 'colophon')}
          </Button>
        </p>
      ) : null}
      {shown.length ? (
        <ul className="colophon-templates__list" aria-label={__('Templates', 'colophon')}>
          {shown.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              folder={nameOf(template.folder)}
              selected={state.selected.includes(template.id)}
              onSelect={(on) => dispatch({ type: 'select', id: template.id, on })}
              onAction={(modal) => start(modal, 'row action', template)}
              onExport={() =>
                void exportToKit(template, {
                  kits,
                  events,
                  download,
                  say: (notice) => dispatch({ type: 'notice', notice }),
                  fail: (message) => dispatch({ type: 'load failed', message }),
                })
              }
            />
          ))}
        </ul>
      ) : (
        <p className="colophon-templates__empty">
          {templates.length ? __('No template matches.', 'colophon') : __('No templates yet: create a popup, or import a kit.', 'colophon')}
        </p>
      )}

      {withTemplate && open?.modal === 'rename' ? <RenameDialog {...withTemplate} api={api} /> : null}
      {dialog && open?.modal === 'new folder' ? <NewFolderDialog {...dialog} api={api} /> : null}
      {withTemplate && (open?.modal === 'copy' || open?.modal === 'move') ? <CopyMoveDialog {...withTemplate} api={api} /> : null}
      {dialog && (open?.modal === 'bulk move' || open?.modal === 'bulk copy') ? (
        <BulkDialog
          {...dialog}
          api={api}
          selected={state.selected}
          progress={(notice) => dispatch({ type: 'notice', notice })}
          unselect={() => dispatch({ type: 'unselect all' })}
        />
      ) : null}
      {withTemplate && open?.modal === 'delete' ? <DeleteDialog {...withTemplate} api={api} /> : null}
      {withTemplate && open?.modal === 'apply settings' ? <ApplySettingsDialog {...withTemplate} api={api} templates={templates} /> : null}
      {dialog && open?.modal === 'import' ? <ImportDialog {...dialog} kits={kits} /> : null}
    </div>
  );
}
