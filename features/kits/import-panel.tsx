/** @jsxImportSource wp-element */
/**
 * Import: the upload box (choose or drop a .zip or manifest.json), the import customization (a
 * section is ticked only when the kit holds something of its group), a review of what the kit
 * would change (settings it replaces, and warnings in plain words; the owner ticks what to apply),
 * the import, and the import summary of what was created or skipped. A file that is not a kit
 * gets a message and changes nothing.
 */
import { Button, CheckboxControl } from '@wordpress/components';
import { useEffect, useMemo, useRef, useState } from '../../src/admin/element';
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import { errorMessage, type ImportSummary, type KitsApi, type ReviewEntry, type SummaryEntry } from './api';
import { Customization } from './customization';
import type { ExpiryStore } from './expiry-store';
import { KitFileButton } from './kit-file-button';
import { assertImportable, KitError, megabytes, splitImportable, type Kit } from './manifest';
import { childrenOf, type CustomizationContext, type CustomizationRegistry, type CustomizationSection } from './registry';
import { chosen, initialSelection, toggleItem, toggleSection, type Selection } from './selection';
import { describeCounts } from './words';
import { __, _n, sprintf } from '@wordpress/i18n';
import { MAX_KIT_BYTES, readKitFile } from './zip';

const LAST = 'kits.import.last';
/** The templates that replace what the site has (the others only add). */
const SETTINGS_TYPES = ['colophon-consent-settings', 'colophon-tracking-settings'];
const LAST_FOR = 3600;

interface Props {
  api: KitsApi;
  registry: CustomizationRegistry;
  events: EventsManager;
  store: ExpiryStore;
  /** The page builder's own kit import, when it is active (for its own templates). */
  pageBuilderImport?: string | undefined;
}

interface Last {
  kitName: string;
  summary: ImportSummary;
}

type Phase =
  | { kind: 'empty' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'chosen' }
  | { kind: 'reviewing' }
  | { kind: 'review'; entries: ReviewEntry[]; skip: string[] }
  | { kind: 'importing'; count: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; last: Last };

export function ImportPanel({ api, registry, events, store, pageBuilderImport }: Props) {
  const remembered = store.get<Last>(LAST);
  const [phase, setPhase] = useState<Phase>(remembered && Array.isArray(remembered.summary?.created) ? { kind: 'done', last: remembered } : { kind: 'empty' });
  const [kit, setKit] = useState<Kit | null>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [dragging, setDragging] = useState(false);

  const importable = useMemo(() => (kit ? splitImportable(kit) : { importable: [], other: [] }), [kit]);
  const context = useMemo(() => importContext(kit, registry), [kit, registry]);
  const sections = useMemo(() => registry.available(context), [registry, context]);
  const kitName = kit ? kit.title || kit.name || __('Uploaded kit', 'colophon') : '';

  const receive = async (file: File, method: 'browse' | 'drop'): Promise<void> => {
    setPhase({ kind: 'reading', fileName: file.name });
    try {
      if (file.size > MAX_KIT_BYTES)
        /* translators: 1: a file name, 2: its size, 3: the largest size */
        throw new KitError(sprintf(__('"%1$s" is %2$s; a kit may be at most %3$s.', 'colophon'), file.name, megabytes(file.size), megabytes(MAX_KIT_BYTES)));
      const read = readKitFile(file.name, new Uint8Array(await file.arrayBuffer()));
      assertImportable(read);
      const name = read.title || read.name || file.name;
      const uploadedContext = importContext(read, registry);
      setKit(read);
      setSelection(initialSelection(registry.available(uploadedContext), uploadedContext));
      setPhase({ kind: 'chosen' });
      events.dispatch('kit_import_upload_file', { kit_import_upload_file_status: 'success', kit_name: name, method, site_area: 'import upload box' });
    } catch (error) {
      const message =
        error instanceof KitError
          ? error.message
          : /* translators: 1: a file name, 2: why */ sprintf(__('"%1$s" could not be read (%2$s).', 'colophon'), file.name, (error as Error).message);
      setKit(null);
      setPhase({ kind: 'rejected', message });
      events.dispatch('kit_import_upload_file', { kit_import_upload_file_status: 'failure', error: message, method, site_area: 'import upload box' });
    }
  };

  const onSection = (section: CustomizationSection, checked: boolean): void => {
    events.dispatch('import_customization', {
      section: section.key,
      action: checked ? 'check' : 'uncheck',
      site_area: 'import customization',
      kit_name: kitName,
    });
    setSelection(toggleSection(selection, section.key, checked));
  };
  const onItem = (section: CustomizationSection, key: string, checked: boolean): void => {
    events.dispatch('import_customization', {
      section: section.key,
      item: key,
      action: checked ? 'check' : 'uncheck',
      site_area: 'import customization',
      kit_name: kitName,
    });
    setSelection(toggleItem(selection, section, childrenOf(section, context), key, checked));
  };

  const ids = kit ? chosen(selection, sections, context) : [];
  /** First what the kit would change: nothing is applied before the owner has read it. */
  const review = async (): Promise<void> => {
    if (!kit) return;
    setPhase({ kind: 'reviewing' });
    try {
      const entries = await api.reviewKit(kit.templates.filter((t) => ids.includes(t.id)));
      // Settings that warn, and anything refused, start unticked: the owner ticks them knowingly.
      const unticked = entries.filter((e) => e.refused.length || (e.warnings.length && SETTINGS_TYPES.includes(e.doc_type)));
      if (entries.length) setPhase({ kind: 'review', entries, skip: unticked.map((e) => e.id) });
      else await run([]);
    } catch (error) {
      setPhase({ kind: 'failed', message: errorMessage(error) });
    }
  };
  const run = async (skip: string[]): Promise<void> => {
    if (!kit) return;
    const templates = kit.templates.filter((t) => ids.includes(t.id) && !skip.includes(t.id));
    events.dispatch('admin_import_export_action', { action_type: 'import', site_area: 'plugin tools tab', kit_name: kitName });
    setPhase({ kind: 'importing', count: templates.length });
    try {
      const summary = await api.importKit(templates);
      const last = { kitName, summary: { ...summary, skipped: [...summary.skipped, ...notCreatable(importable.other)] } };
      store.set(LAST, last, { lifetimeInSeconds: LAST_FOR });
      setKit(null);
      setPhase({ kind: 'done', last });
      events.dispatch('kit_import_status', {
        kit_import_status: 'success',
        kit_name: kitName,
        item: `created: ${describeCounts(summary.created, true)}; skipped: ${summary.skipped.length}`,
        site_area: 'import summary',
      });
    } catch (error) {
      const message = errorMessage(error);
      setPhase({ kind: 'failed', message });
      events.dispatch('kit_import_status', { kit_import_status: 'failure', kit_import_error: message, kit_name: kitName, site_area: 'import summary' });
    }
  };

  const busy = phase.kind === 'importing' || phase.kind === 'reading' || phase.kind === 'reviewing';
  return (
    <div className="colophon-kits__panel" aria-busy={busy}>
      <div
        className={`colophon-kits__drop${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer?.files?.[0];
          if (file && !busy) void receive(file, 'drop');
        }}
      >
        <p className="colophon-kits__drop-title">{__('Kit file: a .zip from a kit export, or its manifest.json', 'colophon')}</p>
        <KitFileButton describedBy="colophon-kit-file-help" disabled={busy} onFile={(file) => void receive(file, 'browse')} />
        <p className="description" id="colophon-kit-file-help">
          {__("Or drop the file here. Colophon kits and the page builder's kit exports are read; nothing changes until you press Import.", 'colophon')}
        </p>
      </div>
      <div className="colophon-kits__live" role="status" aria-live="polite">
        {/* translators: %s: a file name */}
        {phase.kind === 'reading' ? <p>{sprintf(__('Reading %s…', 'colophon'), phase.fileName)}</p> : null}
        {phase.kind === 'reviewing' ? <p>{__('Reading what this kit would change…', 'colophon')}</p> : null}
        {phase.kind === 'importing' ? (
          <p>
            {/* translators: %d: how many items */}
            {sprintf(_n('Importing %d item… Keep this screen open.', 'Importing %d items… Keep this screen open.', phase.count, 'colophon'), phase.count)}
          </p>
        ) : null}
        {phase.kind === 'done' ? <ImportSummaryView last={phase.last} /> : null}
      </div>
      {phase.kind === 'rejected' ? (
        <div className="notice notice-error inline" role="alert">
          <p>{phase.message}</p>
        </div>
      ) : null}
      {phase.kind === 'failed' ? (
        <div className="notice notice-error inline" role="alert">
          {/* translators: %s: why */}
          <p>{sprintf(__('The import failed: %s Your choices are kept: try again.', 'colophon'), phase.message)}</p>
        </div>
      ) : null}
      {kit && phase.kind === 'review' ? (
        <ReviewView
          entries={phase.entries}
          skip={phase.skip}
          total={ids.length}
          onToggle={(id, apply) => setPhase({ ...phase, skip: apply ? phase.skip.filter((s) => s !== id) : [...phase.skip, id] })}
          onApply={() => void run(phase.skip)}
          onBack={() => setPhase({ kind: 'chosen' })}
        />
      ) : null}
      {kit && (phase.kind === 'chosen' || phase.kind === 'reviewing' || phase.kind === 'importing' || phase.kind === 'failed') ? (
        <div className="colophon-kits__chosen">
          <h3>
            {kitName} <span className="colophon-kits__count">({describeCounts(kit.templates)})</span>
          </h3>
          <Customization
            legend={__('What to import', 'colophon')}
            sections={sections}
            context={context}
            selection={selection}
            disabled={busy}
            onSection={onSection}
            onItem={onItem}
          />
          {importable.other.length > 0 ? (
            <div className="notice notice-warning inline">
              <p>
                {sprintf(
                  /* translators: 1: how many templates, 2: their types */
                  _n(
                    '%1$d template of this kit cannot be created by Colophon and will be listed as skipped: %2$s.',
                    '%1$d templates of this kit cannot be created by Colophon and will be listed as skipped: %2$s.',
                    importable.other.length,
                    'colophon',
                  ),
                  importable.other.length,
                  [...new Set(importable.other.map((t) => t.doc_type))].join(', '),
                )}
              </p>
              {pageBuilderImport ? (
                <p>
                  <a
                    href={pageBuilderImport}
                    onClick={() =>
                      events.dispatch(
                        'upgrade_clicked',
                        { upgrade_location: 'import customization', site_area: 'import customization', kit_name: kitName },
                        'import kit',
                      )
                    }
                  >
                    {__("Import them with the page builder's kit import", 'colophon')}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
          <p className="colophon-kits__actions">
            <Button variant="primary" disabled={busy || ids.length === 0} onClick={() => void review()} __next40pxDefaultSize>
              {/* translators: %d: how many items */}
              {sprintf(_n('Review and import %d item', 'Review and import %d items', ids.length, 'colophon'), ids.length)}
            </Button>
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The import customization's context: the kit's templates Colophon can create, by group. */
function importContext(kit: Kit | null, registry: CustomizationRegistry): CustomizationContext {
  const items = kit ? splitImportable(kit).importable : [];
  return {
    mode: 'import',
    uploaded: kit ? kit.templates : null,
    items: items.map((t) => ({ id: t.id, title: t.title, doc_type: t.doc_type, group: registry.groupOf(t.doc_type) })),
  };
}

function notCreatable(other: Kit['templates']): SummaryEntry[] {
  return other.map((t) => ({ id: t.id, title: t.title, doc_type: t.doc_type, reason: __('Colophon cannot create this type of template.', 'colophon') }));
}

function ImportSummaryView({ last }: { last: Last }) {
  const { created, skipped } = last.summary;
  return (
    <div className={`notice inline colophon-kits__summary ${created.length ? 'notice-success' : 'notice-warning'}`}>
      <p>
        {/* translators: %s: the kit's name */}
        <strong>{sprintf(__('Imported %s:', 'colophon'), last.kitName)}</strong> {/* translators: 1: how many were created, 2: how many were skipped */}
        {sprintf(__('%1$d created, %2$d skipped.', 'colophon'), created.length, skipped.length)}
      </p>
      {created.length ? (
        <>
          <h4>{__('Created', 'colophon')}</h4>
          <ul className="colophon-kits__created">
            {created.map((entry) => (
              <li key={`c-${entry.id}`}>
                {entry.link ? <a href={entry.link}>{entry.title}</a> : entry.title} — {entry.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {skipped.length ? (
        <>
          <h4>{__('Skipped', 'colophon')}</h4>
          <ul className="colophon-kits__skipped">
            {skipped.map((entry) => (
              <li key={`s-${entry.id}`}>
                {entry.title} — {entry.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

interface ReviewProps {
  entries: ReviewEntry[];
  skip: string[];
  total: number;
  onToggle(id: string, apply: boolean): void;
  onApply(): void;
  onBack(): void;
}

/** What the kit would change, template by template; the owner ticks what to apply. */
function ReviewView({ entries, skip, total, onToggle, onApply, onBack }: ReviewProps) {
  const applied = total - skip.length;
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The button that led here is gone: the review's heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="colophon-kits__review" aria-labelledby="colophon-kits-review-title">
      <h3 id="colophon-kits-review-title" tabIndex={-1} ref={heading}>
        {__('Before anything changes: what this kit would do', 'colophon')}
      </h3>
      <p>
        {__('New popups, pages and stores are only added (one that exists is kept). These items change what the site already has, or need a look:', 'colophon')}
      </p>
      {entries.map((entry) => {
        /* translators: %s: a template's title */
        const apply = sprintf(__('Apply “%s”', 'colophon'), entry.title || entry.id);
        return (
          <div key={entry.id} className="colophon-kits__review-item" role="group" aria-label={apply}>
            <CheckboxControl
              className="colophon-kits__review-tick"
              label={apply}
              checked={!skip.includes(entry.id)}
              disabled={entry.refused.length > 0}
              onChange={(on) => onToggle(entry.id, on)}
              __nextHasNoMarginBottom
            />
            {entry.warnings.length ? (
              <div className="notice notice-warning inline">
                <ul>
                  {entry.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {entry.refused.length ? (
              <div className="notice notice-error inline">
                <p>{__('The site would refuse these settings, so the current ones stay:', 'colophon')}</p>
                <ul>
                  {entry.refused.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {entry.changes.length ? (
              <table className="widefat striped">
                <thead>
                  <tr>
                    <th scope="col">{__('Setting', 'colophon')}</th>
                    <th scope="col">{__('Now', 'colophon')}</th>
                    <th scope="col">{__('After the import', 'colophon')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.label}>
                      <th scope="row">{change.label}</th>
                      <td>{change.from}</td>
                      <td>{change.to}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        );
      })}
      <p className="colophon-kits__actions">
        <Button variant="primary" disabled={applied === 0} onClick={onApply} __next40pxDefaultSize>
          {/* translators: %d: how many items */}
          {sprintf(_n('Import %d item', 'Import %d items', applied, 'colophon'), applied)}
        </Button>
        <Button variant="secondary" onClick={onBack} __next40pxDefaultSize>
          {__('Back', 'colophon')}
        </Button>
      </p>
    </section>
  );
}
