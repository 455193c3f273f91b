/** @jsxImportSource wp-element */
/**
 * Export: tick what goes in, name the kit, export. The site answers with the templates, the zip is
 * made here (manifest.json) and downloaded; the export summary says what went in.
 */
import { Button, TextControl } from '@wordpress/components';
import { useEffect, useMemo, useState } from '../../src/admin/element';
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import { errorMessage, kitManifest, type KitsApi } from './api';
import { Customization } from './customization';
import type { ExpiryStore } from './expiry-store';
import { childrenOf, type CustomizationContext, type CustomizationRegistry, type CustomizationSection, type KitItem } from './registry';
import { chosen, initialSelection, toggleItem, toggleSection, uncheckedKeys, type Selection } from './selection';
import { describeCounts, kitFileName } from './words';
import { __, _n, sprintf } from '@wordpress/i18n';
import { writeKitZip } from './zip';

const REMEMBER = 'kits.export.unchecked';
const REMEMBER_FOR = 30 * 24 * 3600;

interface Props {
  api: KitsApi;
  registry: CustomizationRegistry;
  events: EventsManager;
  store: ExpiryStore;
  siteName: string;
  download(bytes: Uint8Array, fileName: string): void;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'ready' }
  | { kind: 'working'; message: string }
  | { kind: 'done'; fileName: string; counts: string; missing: number; bytes: Uint8Array }
  | { kind: 'failed'; message: string };

export function ExportPanel({ api, registry, events, store, siteName, download }: Props) {
  const [items, setItems] = useState<KitItem[] | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  /* translators: %s: the site's name */
  const [name, setName] = useState(sprintf(__('%s kit', 'colophon'), siteName || 'Colophon'));
  const [selection, setSelection] = useState<Selection>({});
  const [attempt, setAttempt] = useState(0);

  const context = useMemo<CustomizationContext>(
    () => ({ mode: 'export', uploaded: null, items: (items ?? []).map((item) => ({ ...item, group: registry.groupOf(item.doc_type) })) }),
    [items, registry],
  );
  const sections = useMemo(() => registry.available(context), [registry, context]);

  useEffect(() => {
    let live = true;
    setPhase({ kind: 'loading' });
    api.items().then(
      (list) => {
        if (!live) return;
        setItems(list);
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => live && setPhase({ kind: 'load-failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  useEffect(() => {
    if (items) setSelection(initialSelection(sections, context, store.get<string[]>(REMEMBER) ?? []));
  }, [items]); // eslint-disable-line react-hooks/exhaustive-deps -- once per list

  const remember = (next: Selection): void => {
    setSelection(next);
    store.set(REMEMBER, uncheckedKeys(next), { lifetimeInSeconds: REMEMBER_FOR });
  };
  const onSection = (section: CustomizationSection, checked: boolean): void => {
    events.dispatch('export_customization', { section: section.key, action: checked ? 'check' : 'uncheck', site_area: 'export customization' });
    remember(toggleSection(selection, section.key, checked));
  };
  const onItem = (section: CustomizationSection, key: string, checked: boolean): void => {
    events.dispatch('export_customization', { section: section.key, item: key, action: checked ? 'check' : 'uncheck', site_area: 'export customization' });
    remember(toggleItem(selection, section, childrenOf(section, context), key, checked));
  };

  const ids = chosen(selection, sections, context);
  const kitName = name.trim() || __('Colophon kit', 'colophon');

  const run = async (): Promise<void> => {
    events.dispatch('admin_import_export_action', { action_type: 'export', site_area: 'plugin tools tab', kit_name: kitName });
    setPhase({
      kind: 'working',
      /* translators: %d: how many items */
      message: sprintf(_n('Collecting %d item from the site…', 'Collecting %d items from the site…', ids.length, 'colophon'), ids.length),
    });
    try {
      const result = await api.exportKit(ids);
      setPhase({ kind: 'working', message: __('Packing the kit…', 'colophon') });
      const bytes = writeKitZip(kitManifest(kitName, result));
      const fileName = kitFileName(kitName);
      const counts = describeCounts(result.templates);
      const countsForEvents = describeCounts(result.templates, true);
      download(bytes, fileName);
      setPhase({ kind: 'done', fileName, counts, missing: result.missing.length, bytes });
      events.dispatch('kit_export_summary', { status: 'success', kit_name: kitName, item: countsForEvents, site_area: 'export summary' });
    } catch (error) {
      const message = errorMessage(error);
      setPhase({ kind: 'failed', message });
      events.dispatch('kit_export_summary', { status: 'failure', kit_name: kitName, error: message, site_area: 'export summary' });
    }
  };

  if (phase.kind === 'loading')
    return (
      <p className="colophon-kits__status" role="status">
        {__('Reading what this site can export…', 'colophon')}
      </p>
    );
  if (phase.kind === 'load-failed') {
    return (
      <div className="notice notice-error inline" role="alert">
        {/* translators: %s: why */}
        <p>{sprintf(__('Could not read what this site can export: %s', 'colophon'), phase.message)}</p>
        <p>
          <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
            {__('Try again', 'colophon')}
          </Button>
        </p>
      </div>
    );
  }
  const busy = phase.kind === 'working';
  return (
    <div className="colophon-kits__panel" aria-busy={busy}>
      <Customization
        legend={__('What goes into the kit', 'colophon')}
        sections={sections}
        context={context}
        selection={selection}
        disabled={busy}
        onSection={onSection}
        onItem={onItem}
      />
      <TextControl
        className="colophon-kits__name"
        label={__('Kit name', 'colophon')}
        value={name}
        maxLength={120}
        onChange={setName}
        disabled={busy}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <p className="colophon-kits__actions">
        <Button variant="primary" disabled={busy || ids.length === 0} onClick={() => void run()} __next40pxDefaultSize>
          {/* translators: %d: how many items */}
          {sprintf(_n('Export kit (%d item)', 'Export kit (%d items)', ids.length, 'colophon'), ids.length)}
        </Button>
        {ids.length === 0 ? <span className="description"> {__('Tick at least one item.', 'colophon')}</span> : null}
      </p>
      <div className="colophon-kits__live" role="status" aria-live="polite">
        {busy ? <p>{phase.message}</p> : null}
        {phase.kind === 'done' ? (
          <div className="notice notice-success inline colophon-kits__summary">
            <p>
              {/* translators: %s: the kit's file name */}
              <strong>{sprintf(__('Exported %s:', 'colophon'), phase.fileName)}</strong> {phase.counts}.
            </p>
            {phase.missing > 0 ? (
              <p>
                {sprintf(
                  /* translators: %d: how many items */
                  _n('%d ticked item was deleted meanwhile and left out.', '%d ticked items were deleted meanwhile and left out.', phase.missing, 'colophon'),
                  phase.missing,
                )}
              </p>
            ) : null}
            <p>
              <Button variant="link" onClick={() => phase.kind === 'done' && download(phase.bytes, phase.fileName)}>
                {__('Download it again', 'colophon')}
              </Button>
            </p>
          </div>
        ) : null}
      </div>
      {phase.kind === 'failed' ? (
        <div className="notice notice-error inline" role="alert">
          {/* translators: %s: why */}
          <p>{sprintf(__('The export did not finish: %s Nothing on the site changed; try again.', 'colophon'), phase.message)}</p>
        </div>
      ) : null}
    </div>
  );
}
