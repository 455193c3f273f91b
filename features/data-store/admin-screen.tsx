/** @jsxImportSource wp-element */
/**
 * Colophon → Data stores, with WordPress's components: one panel per store (name, where the
 * visitor's items are kept, a limit, whether viewing an item adds it, the button's two texts),
 * Add a store, Remove, and Save, which sends the list to the REST settings endpoint. What the
 * screen refuses is named by store and field before anything is sent; what the server refuses or
 * a failed request is said above the list, and what was typed stays.
 */
import { Button, Panel, PanelBody, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from '../../src/admin/element';
import { mountScreen, RefusableText, saveSetting, SaveButton, StatusNotice, useSave } from '../../src/blocks/screen';
import { kinds, newRow, refusals, toRow, toSaved, type SavedStore, type StoreKind, type StoreRow } from './stores';

interface Start {
  stores: SavedStore[];
  max: number;
}

function Store({
  row,
  index,
  refused,
  max,
  change,
  remove,
}: {
  row: StoreRow;
  index: number;
  refused: Record<string, string>;
  max: number;
  change: (row: StoreRow) => void;
  remove: () => void;
}) {
  const set = (part: Partial<StoreRow>) => change({ ...row, ...part });
  const text = (key: 'label' | 'added_label', value: string) => set({ button: { ...row.button, [key]: value } });
  const name = row.label.trim() || __('favourites', 'colophon');
  // translators: %d: the store's number in the list
  const title = row.label.trim() || sprintf(__('Store %d', 'colophon'), index + 1);
  return (
    <PanelBody title={title} initialOpen>
      <RefusableText
        refused={refused[`${index}.label`]}
        label={__('Name', 'colophon')}
        value={row.label}
        onChange={(label) => set({ label })}
        help={
          row.slug
            ? sprintf(__('Shortcodes: [colophon_store_button store="%1$s"] and [colophon_store_count store="%1$s"]', 'colophon'), row.slug)
            : __('What visitors read on its buttons, such as Favourites.', 'colophon')
        }
      />
      <SelectControl
        label={__('Keep each visitor’s items', 'colophon')}
        value={row.type}
        options={kinds()}
        onChange={(type) => set({ type: type as StoreKind })}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <RefusableText
        refused={refused[`${index}.size`]}
        label={__('Limit', 'colophon')}
        type="number"
        min={0}
        max={max}
        value={row.size}
        onChange={(size) => set({ size })}
        help={__('The most items a visitor can keep; adding one more drops the oldest. 0: no limit.', 'colophon')}
      />
      <ToggleControl
        label={__('Add an item when a visitor views it (recently viewed)', 'colophon')}
        checked={row.on_view}
        onChange={(on_view) => set({ on_view })}
        __nextHasNoMarginBottom
      />
      <TextControl
        label={__('Button text', 'colophon')}
        value={row.button.label ?? ''}
        onChange={(value) => text('label', value)}
        // translators: %s: the store's name
        help={sprintf(__('Empty: “Add to %s”.', 'colophon'), name)}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <TextControl
        label={__('Button text once added', 'colophon')}
        value={row.button.added_label ?? ''}
        onChange={(value) => text('added_label', value)}
        // translators: %s: the store's name
        help={sprintf(__('Empty: “In %s”. Pressing it again takes the item out.', 'colophon'), name)}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <Button variant="tertiary" isDestructive onClick={remove} __next40pxDefaultSize>
        {/* translators: %s: the store's name */}
        {sprintf(__('Remove %s', 'colophon'), title)}
      </Button>
    </PanelBody>
  );
}

function Screen({ start }: { start: Start }) {
  const [rows, setRows] = useState<StoreRow[]>(() => start.stores.map(toRow));
  const { refused, status, saving, save: saveWith } = useSave();
  const change = (index: number, row: StoreRow) => setRows(rows.map((old, i) => (i === index ? row : old)));

  function save() {
    return saveWith(refusals(rows, start.max), async () => {
      const saved = await saveSetting('colophon_data_stores', rows.map(toSaved), (value): value is SavedStore[] => Array.isArray(value));
      setRows(saved.map(toRow));
      return { kind: 'success', text: __('Data stores saved.', 'colophon') };
    });
  }

  return (
    <div className="colophon-screen">
      <p>
        {__(
          'A store keeps what each visitor collects — favourites, a comparison, what they viewed — and its buttons and counts show it. Place them with the Store button block or on listing cards.',
          'colophon',
        )}
      </p>
      <StatusNotice status={status} />
      <Panel className="colophon-screen__panels">
        {rows.length ? (
          rows.map((row, index) => (
            <Store
              key={index}
              row={row}
              index={index}
              refused={refused}
              max={start.max}
              change={(next) => change(index, next)}
              remove={() => setRows(rows.filter((_, i) => i !== index))}
            />
          ))
        ) : (
          <p className="components-panel__body">{__('No store yet.', 'colophon')}</p>
        )}
      </Panel>
      <p className="colophon-screen__actions">
        <Button variant="secondary" onClick={() => setRows([...rows, newRow()])} __next40pxDefaultSize>
          {__('Add a store', 'colophon')}
        </Button>{' '}
        <SaveButton label={__('Save data stores', 'colophon')} saving={saving} save={save} />
      </p>
    </div>
  );
}

mountScreen<Start>((start) => <Screen start={start} />);
