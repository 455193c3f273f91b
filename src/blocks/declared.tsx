/** @jsxImportSource wp-element */
/**
 * A settings screen of declared fields (includes/Admin/SettingsPage.php, includes/Admin/Fields.php)
 * drawn with WordPress's components: text, a text of several lines, a checkbox, a choice, a set of
 * checkboxes, a note, and folded groups, in panels as in the block editor's sidebar, plus the kinds
 * a feature's screen script draws itself (`kinds`). Save sends the values to the screen's route; a
 * refusal is said above the fields with every reason, each refused field marked with its own, and
 * what was typed stays; a save redraws the screen as the site now has it.
 */
import type { ComponentChildren } from 'preact';
import { CheckboxControl, Panel, PanelBody, SelectControl } from '@wordpress/components';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '../admin/element';
import { failedStatus, Field, RefusableText, RefusableTextarea, SaidOnce, SaveButton } from './screen';
import { refusalFor, type Declared, type Values } from './refusals';

export type { Declared, Values } from './refusals';

export interface ScreenData {
  title: string;
  intro: string;
  fields: Declared[];
  values: Values;
  button: string;
  route: string;
}

/** What a kind of field is drawn with: its declaration, every value, a way to change some, and its refusal. */
export interface KindProps {
  field: Declared;
  values: Values;
  set: (changes: Values) => void;
  refused: (label: string) => string | undefined;
}

export type Kinds = Record<string, (props: KindProps) => unknown>;

export const text = (values: Values, field: string): string => {
  const value = values[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export const ticked = (values: Values, field: string): boolean => {
  const value = values[field];
  return value === true || (typeof value === 'string' && value !== '' && value !== '0') || value === 1;
};

/**
 * The id of a field's wrapper, as the plain form's control had it (links such as
 * `#colophon-regionHeader` reach it). Not on the control: older components label theirs by their own.
 */
const idOf = (field: string) => `colophon-${field}`;

function Note({ field }: { field: Declared }) {
  return (
    <div className="colophon-settings__note">
      <h3>{field.label}</h3>
      {/* Printed and escaped by the screen's PHP (Fields::note()). */}
      <div dangerouslySetInnerHTML={{ __html: field.html ?? '' }} />
    </div>
  );
}

function Checks({ field, values, set }: KindProps) {
  const help = field.help ? `${idOf(field.label.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}-help` : undefined;
  return (
    <fieldset className="colophon-settings__checks" aria-describedby={help}>
      <legend>{field.label}</legend>
      {(field.items ?? []).map((item) => (
        <CheckboxControl
          key={item.field}
          name={item.field}
          label={item.label}
          checked={ticked(values, item.field)}
          onChange={(on) => set({ [item.field]: on })}
          __nextHasNoMarginBottom
        />
      ))}
      {field.help ? (
        <p className="components-base-control__help" id={help}>
          {field.help}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One field of the common kinds. */
function Control({ field, values, set, refused }: KindProps) {
  const name = field.field ?? '';
  const why = refused(field.label);
  switch (field.kind) {
    case 'text':
      return (
        <RefusableText
          name={name}
          label={field.label}
          value={text(values, name)}
          onChange={(value) => set({ [name]: value })}
          help={field.help ?? ''}
          refused={why}
        />
      );
    case 'area':
      return (
        <RefusableTextarea
          name={name}
          label={field.label}
          rows={field.rows ?? 8}
          value={text(values, name)}
          onChange={(value) => set({ [name]: value })}
          help={field.help ?? ''}
          refused={why}
        />
      );
    case 'check':
      return (
        <Field refused={why}>
          <CheckboxControl
            name={name}
            label={field.label}
            checked={ticked(values, name)}
            onChange={(on) => set({ [name]: on })}
            help={why ?? field.help ?? undefined}
            __nextHasNoMarginBottom
          />
        </Field>
      );
    case 'select':
      return (
        <Field refused={why}>
          <SelectControl
            name={name}
            label={field.label}
            value={text(values, name)}
            options={field.options ?? []}
            onChange={(value) => set({ [name]: value })}
            help={why ?? field.help ?? undefined}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </Field>
      );
    default:
      return null;
  }
}

/** Whether a field, or one inside a group, is refused. */
function holdsRefused(field: Declared, refused: (label: string) => string | undefined): boolean {
  return Boolean(refused(field.label)) || (field.fields ?? []).some((inner) => holdsRefused(inner, refused));
}

function Fields({ fields, kinds, props }: { fields: Declared[]; kinds: Kinds; props: Omit<KindProps, 'field'> }) {
  return (
    <>
      {fields.map((field, index) => {
        const own = kinds[field.kind];
        if (own) return <div key={index}>{own({ ...props, field }) as ComponentChildren}</div>;
        if (field.kind === 'note') return <Note key={index} field={field} />;
        if (field.kind === 'checks') return <Checks key={index} {...props} field={field} />;
        return (
          <div key={index} id={field.field ? idOf(field.field) : undefined}>
            <Control {...props} field={field} />
          </div>
        );
      })}
    </>
  );
}

/** A folded group: opened by its title, or by one of its fields being refused. */
function Group({ field, kinds, props }: { field: Declared; kinds: Kinds; props: Omit<KindProps, 'field'> }) {
  const [open, setOpen] = useState(Boolean(field.open));
  const refused = holdsRefused(field, props.refused);
  return (
    <PanelBody title={field.label} opened={open || refused} onToggle={() => setOpen(!(open || refused))}>
      <Fields fields={field.fields ?? []} kinds={kinds} props={props} />
    </PanelBody>
  );
}

/** The fields in panels: each run of plain fields in one, each group in its own folded one. */
function Panels({ fields, kinds, props }: { fields: Declared[]; kinds: Kinds; props: Omit<KindProps, 'field'> }) {
  const runs: Declared[][] = [];
  for (const field of fields) {
    const last = runs[runs.length - 1];
    if (field.kind === 'group' || !last || last[0]?.kind === 'group') runs.push([field]);
    else last.push(field);
  }
  return (
    <Panel className="colophon-settings__panels">
      {runs.map((run, index) =>
        run[0]?.kind === 'group' ? (
          <Group key={index} field={run[0]} kinds={kinds} props={props} />
        ) : (
          <PanelBody key={index}>
            <Fields fields={run} kinds={kinds} props={props} />
          </PanelBody>
        ),
      )}
    </Panel>
  );
}

type Outcome = { kind: 'saved'; text: string } | { kind: 'refused'; reasons: string[] } | { kind: 'failed'; text: string } | null;

/** What the last save did (src/blocks/screen.tsx, SaidOnce), scrolled into view: every reason of a refusal, listed. */
function Said({ outcome }: { outcome: Outcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  const failed =
    outcome?.kind === 'refused' ? (
      <>
        <p>{__('Nothing was saved: fix these and save again. Your input is kept below.', 'colophon')}</p>
        <ul>
          {outcome.reasons.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      </>
    ) : outcome?.kind === 'failed' ? (
      <p>{outcome.text}</p>
    ) : null;
  return (
    <div ref={ref}>
      <SaidOnce saved={outcome?.kind === 'saved' ? outcome.text : null} failed={failed} className="colophon-settings__errors" />
    </div>
  );
}

/** The route's refusal (400): every reason, in `data.errors`. */
interface Refusal {
  data?: { errors?: unknown };
}

export function SettingsScreen({ start, kinds = {} }: { start: ScreenData; kinds?: Kinds }) {
  const [screen, setScreen] = useState(start);
  const [values, setValues] = useState<Values>(start.values);
  // Changed since the page opened or since the last save: leaving then asks first, as WordPress's own screens do.
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  // Redrawn from the site's answer after a save (fields that keep their own rows start again).
  const [drawn, setDrawn] = useState(0);
  const reasons = outcome?.kind === 'refused' ? outcome.reasons : [];

  // A link to a field (`#colophon-<field>`) reaches it once it is drawn.
  useEffect(() => {
    const target = location.hash.startsWith('#colophon-') ? document.getElementById(location.hash.slice(1)) : null;
    target?.scrollIntoView({ block: 'center' });
    target?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  async function save(): Promise<void> {
    setSaving(true);
    // The last save's words go as this one starts: a second "saved" is said again, and never stands for this one early.
    setOutcome(null);
    try {
      const answer = await apiFetch<{ message: string; screen: ScreenData }>({ path: screen.route, method: 'POST', data: { values } });
      setScreen(answer.screen);
      setValues(answer.screen.values);
      setDrawn(drawn + 1);
      setChanged(false);
      setOutcome({ kind: 'saved', text: answer.message });
    } catch (error) {
      const errors = (error as Refusal).data?.errors;
      setOutcome(Array.isArray(errors) ? { kind: 'refused', reasons: errors.map(String) } : { kind: 'failed', text: failedStatus(error).text });
    } finally {
      setSaving(false);
    }
  }

  const props = {
    values,
    set: (changes: Values) => {
      setValues((old) => ({ ...old, ...changes }));
      setChanged(true);
    },
    refused: (label: string) => refusalFor(reasons, label),
  };
  return (
    <div>
      <h1>{screen.title}</h1>
      {screen.intro ? <div dangerouslySetInnerHTML={{ __html: screen.intro }} /> : null}
      <Said outcome={outcome} />
      <div key={drawn}>
        <Panels fields={screen.fields} kinds={kinds} props={props} />
      </div>
      <p className="colophon-settings__actions">
        <SaveButton label={screen.button} saving={saving} save={save} />
      </p>
    </div>
  );
}
