/** @jsxImportSource wp-element */
/**
 * Colophon → Waitlist, with WordPress's components: where applications are forwarded, and the
 * form's fields — one panel per field (label, kind, choices, required, full width, what the
 * browser may fill in, and, folded, its id and the name it is sent under), moved up and down,
 * removed, added, or the marketplace's fields restored — then Save, which sends both to the REST
 * settings endpoint. What the screen refuses is named by field before anything is sent; what the
 * server refuses or a failed request is said above the form, and what was typed stays.
 */
import { Button, Notice, Panel, PanelBody, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useState } from '../../src/admin/element';
import { mountScreen, RefusableText, RefusableTextarea, saveSetting, SaveButton, StatusNotice, useSave } from '../../src/blocks/screen';
import { moved } from '../../src/blocks/lists';
import { asksForEmail, autofills, kinds, newRow, refusals, toRow, toSaved, type FieldKind, type FieldRow, type SavedField } from './fields';

interface Saved {
  api: string;
  thanks?: string;
  fields: SavedField[];
}

interface Start {
  api: string;
  thanks: string;
  thanksBuiltIn: string;
  maxThanks: number;
  fields: SavedField[];
  defaults: SavedField[];
  count: number;
  applications: string;
  max: number;
}

function FieldPanel({
  row,
  index,
  count,
  refused,
  opened,
  toggle,
  change,
  move,
  remove,
}: {
  row: FieldRow;
  index: number;
  count: number;
  refused: Record<string, string>;
  opened: boolean;
  toggle: () => void;
  change: (row: FieldRow) => void;
  move: (by: number) => void;
  remove: () => void;
}) {
  const set = (part: Partial<FieldRow>) => change({ ...row, ...part });
  const at = (setting: string) => refused[`${index}.${setting}`];
  // translators: 1: the field's number, 2: its label
  const title = sprintf(__('Field %1$d: %2$s', 'colophon'), index + 1, row.label.trim() || __('(no label yet)', 'colophon'));
  return (
    <PanelBody title={title} opened={opened} onToggle={toggle}>
      <RefusableText
        refused={at('label')}
        label={__('Label', 'colophon')}
        value={row.label}
        onChange={(label) => set({ label })}
        help={__('What the form asks, as visitors read it.', 'colophon')}
      />
      <SelectControl
        label={__('Kind', 'colophon')}
        value={row.type}
        options={kinds()}
        onChange={(type) => set({ type: type as FieldKind })}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      {row.type === 'select' ? (
        <RefusableTextarea
          refused={at('options')}
          label={__('Choices', 'colophon')}
          value={row.options}
          onChange={(options) => set({ options })}
          help={__('One per line, in the order visitors see them.', 'colophon')}
          rows={4}
        />
      ) : null}
      <ToggleControl
        label={__('Required', 'colophon')}
        help={__('The form is not sent until it is filled in; its label says “(required)”.', 'colophon')}
        checked={row.required}
        onChange={(required) => set({ required })}
        __nextHasNoMarginBottom
      />
      <ToggleControl
        label={__('Full width', 'colophon')}
        help={__('On wider screens the form has two columns; this field takes both.', 'colophon')}
        checked={row.wide}
        onChange={(wide) => set({ wide })}
        __nextHasNoMarginBottom
      />
      <SelectControl
        label={__('The browser may fill it with the visitor’s', 'colophon')}
        value={row.autofill}
        options={autofills()}
        onChange={(autofill) => set({ autofill })}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <RefusableText
        refused={at('id')}
        label={__('Field id', 'colophon')}
        value={row.id}
        onChange={(id) => set({ id })}
        help={__('Its id in the page. Empty: made from the label when you save.', 'colophon')}
      />
      <RefusableText
        refused={at('key')}
        label={__('Sent as', 'colophon')}
        value={row.key}
        onChange={(key) => set({ key })}
        help={__(
          'The name of its value in the application forwarded to your address. Fields sent as one name are joined by a space. Empty: made from the label.',
          'colophon',
        )}
      />
      <div className="colophon-screen__row-actions">
        <Button variant="secondary" onClick={() => move(-1)} disabled={index === 0} __next40pxDefaultSize>
          {/* translators: %d: the field's number */}
          {sprintf(__('Move field %d up', 'colophon'), index + 1)}
        </Button>{' '}
        <Button variant="secondary" onClick={() => move(1)} disabled={index === count - 1} __next40pxDefaultSize>
          {/* translators: %d: the field's number */}
          {sprintf(__('Move field %d down', 'colophon'), index + 1)}
        </Button>{' '}
        <Button variant="tertiary" isDestructive onClick={remove} __next40pxDefaultSize>
          {/* translators: %d: the field's number */}
          {sprintf(__('Remove field %d', 'colophon'), index + 1)}
        </Button>
      </div>
    </PanelBody>
  );
}

function Screen({ start }: { start: Start }) {
  const [api, setApi] = useState(start.api);
  const [thanks, setThanks] = useState(start.thanks);
  const [rows, setRows] = useState<FieldRow[]>(() => start.fields.map(toRow));
  const { refused, status, saving, save: saveWith } = useSave();
  // The panels open: a new field's, and those with something refused.
  const [open, setOpen] = useState<number[]>([]);
  const change = (index: number, row: FieldRow) => setRows(rows.map((old, i) => (i === index ? row : old)));
  const toggle = (uid: number) => setOpen(open.includes(uid) ? open.filter((u) => u !== uid) : [...open, uid]);
  const add = () => {
    const row = newRow();
    setRows([...rows, row]);
    setOpen([...open, row.uid]);
  };

  function save() {
    const found = refusals(rows, start.max);
    if (thanks.trim().length > start.maxThanks) {
      /* translators: %d: the most characters */
      found.thanks = sprintf(__('Thank-you message: at most %d characters, on one line.', 'colophon'), start.maxThanks);
    }
    const wrong = rows.flatMap((row, i) => (Object.keys(found).some((at) => at.startsWith(`${i}.`)) ? [row.uid] : []));
    setOpen([...new Set([...open, ...wrong])]);
    return saveWith(found, async () => {
      const saved = await saveSetting('colophon_waitlist', { api: api.trim(), thanks: thanks.trim(), fields: rows.map(toSaved) }, (value): value is Saved =>
        Array.isArray((value as Saved | undefined)?.fields),
      );
      setApi(saved.api);
      setThanks(saved.thanks ?? '');
      // The same panels, open or folded as they were, now with the ids and names the site made.
      setRows(
        saved.fields.map((field, i) => {
          const row = toRow(field);
          return { ...row, uid: rows[i]?.uid ?? row.uid };
        }),
      );
      const where = saved.api
        ? __('Saved. Each application is kept in WordPress, then forwarded to this address.', 'colophon')
        : __('Saved. Applications are kept in WordPress only (Colophon → Applications).', 'colophon');
      const email = asksForEmail(rows)
        ? ''
        : ` ${__('The form asks for no email: WordPress’s privacy tools find an applicant’s applications by their email, so they will not find these.', 'colophon')}`;
      return { kind: 'success', text: where + email };
    });
  }

  return (
    <div className="colophon-screen">
      <p>
        {__(
          'Every application sent from a waitlist form is kept in WordPress first, so none is lost when the address below is unset or down; then it is forwarded there, and tried again for 14 hours if that fails.',
          'colophon',
        )}{' '}
        <a href={start.applications}>
          {/* translators: %s: number of applications */}
          {sprintf(_n('See the %s application', 'See the %s applications', start.count, 'colophon'), start.count.toLocaleString())}
        </a>
      </p>
      <StatusNotice status={status} />
      <Panel className="colophon-screen__panels">
        <PanelBody title={__('Where applications go', 'colophon')}>
          <TextControl
            label={__('Forward applications to', 'colophon')}
            value={api}
            onChange={setApi}
            help={__(
              "Your marketplace API's address: https://…, or a path of this site starting with /. Each application is sent as JSON to this address followed by /v1/waitlist. Leave empty to keep them in WordPress only.",
              'colophon',
            )}
            type="url"
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </PanelBody>
        <PanelBody title={__('After sending', 'colophon')}>
          <RefusableText
            refused={refused.thanks}
            label={__('Thank-you message', 'colophon')}
            value={thanks}
            onChange={setThanks}
            /* translators: %s: the built-in message */
            help={sprintf(__('What the visitor reads once the application is kept. Empty: “%s”', 'colophon'), start.thanksBuiltIn)}
          />
        </PanelBody>
      </Panel>
      <h2>{__('The form’s fields', 'colophon')}</h2>
      <p>
        {__(
          'The waitlist block and the [colophon_waitlist] shortcode print these fields, in this order. Applications already kept keep the questions they were sent with.',
          'colophon',
        )}
      </p>
      {refused.list ? (
        <Notice status="error" isDismissible={false}>
          {refused.list}
        </Notice>
      ) : null}
      <Panel className="colophon-screen__panels">
        {rows.length ? (
          rows.map((row, index) => (
            <FieldPanel
              key={row.uid}
              row={row}
              index={index}
              count={rows.length}
              refused={refused}
              opened={open.includes(row.uid)}
              toggle={() => toggle(row.uid)}
              change={(next) => change(index, next)}
              move={(by) => setRows(moved(rows, index, by))}
              remove={() => setRows(rows.filter((_, i) => i !== index))}
            />
          ))
        ) : (
          <p className="components-panel__body">{__('No field yet: add one.', 'colophon')}</p>
        )}
      </Panel>
      <p className="colophon-screen__actions">
        <Button variant="secondary" onClick={add} disabled={rows.length >= start.max} __next40pxDefaultSize>
          {__('Add a field', 'colophon')}
        </Button>{' '}
        <Button variant="tertiary" onClick={() => setRows(start.defaults.map(toRow))} __next40pxDefaultSize>
          {__('Restore the marketplace’s fields', 'colophon')}
        </Button>{' '}
        <SaveButton label={__('Save waitlist settings', 'colophon')} saving={saving} save={save} />
      </p>
    </div>
  );
}

mountScreen<Start>((start) => <Screen start={start} />);
