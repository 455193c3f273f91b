/** @jsxImportSource wp-element */
/**
 * The popup's edit screen (the block editor on a Colophon popup): panels in the document sidebar
 * for where it shows, what opens it, the rules that hold it back and its look — every rule the
 * popup's runtime understands, kept as `_colophon_popup_rules` (./rules.ts; php/Rules.php cleans
 * it and turns it into the runtime's settings). A value the rules refuse is named in its field,
 * and saving is locked until it is fixed.
 */
import { CheckboxControl, Notice, RadioControl, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import * as editPost from '@wordpress/edit-post';
import * as editor from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';
import { decodeEntities } from '@wordpress/html-entities';
import { useEffect, useState } from '../../src/admin/element';
import { refusals, withDefaults, type PopupRules, type Refusals } from './rules';

const META = '_colophon_popup_rules';
const LOCK = 'colophon-popup-rules';
// WordPress 6.6 moved the panel to the editor package; before, it is the post editor's.
const Panel = (editor.PluginDocumentSettingPanel ?? editPost.PluginDocumentSettingPanel)!;

const LABELS: Record<string, string> = {
  'where.pages': __('Pages', 'colophon'),
  'where.types': __('Post types', 'colophon'),
  'triggers.load.delay': __('Seconds after the page loads', 'colophon'),
  'triggers.scroll.percent': __('Scrolled down (percent of the page)', 'colophon'),
  'triggers.scrollTo.selector': __('Element scrolled to (CSS selector)', 'colophon'),
  'triggers.click.selector': __('Element clicked (CSS selector)', 'colophon'),
  'triggers.inactivity.seconds': __('Seconds without activity', 'colophon'),
  'timing.views.count': __('After this many page views', 'colophon'),
  'timing.sessions.count': __('After this many visits', 'colophon'),
  'timing.devices.list': __('Devices', 'colophon'),
  'timing.schedule.start': __('From', 'colophon'),
  'timing.schedule.end': __('Until', 'colophon'),
  'timing.times.count': __('Show it at most this many times', 'colophon'),
  'look.width': __('Width (pixels)', 'colophon'),
  'look.closeDelay': __('Close button shows after (seconds)', 'colophon'),
};

const SAY = {
  // translators: 1: a field's name, 2: the smallest number it takes, 3: the largest
  range: (field: string, min: number, max: number) => sprintf(__('%1$s: a whole number from %2$d to %3$d.', 'colophon'), field, min, max),
  // translators: 1: a field's name, 2: what the owner typed
  selector: (field: string, value: string) => sprintf(__('%1$s: “%2$s” is not a CSS selector, such as #offer or .open-offer.', 'colophon'), field, value),
  // translators: %s: a field's name
  noDevice: (field: string) => sprintf(__('%s: tick at least one device.', 'colophon'), field),
  // translators: %s: a field's name
  date: (field: string) => sprintf(__('%s: a date and time, as the field offers it.', 'colophon'), field),
  // translators: %s: a field's name
  endBeforeStart: (field: string) => sprintf(__('%s: must be after the start.', 'colophon'), field),
  // translators: %s: a field's name
  noPage: (field: string) => sprintf(__('%s: choose at least one page, or show it on the entire site.', 'colophon'), field),
  // translators: %s: a field's name
  noType: (field: string) => sprintf(__('%s: choose at least one post type, or show it on the entire site.', 'colophon'), field),
  noTrigger: () => __('What opens it: choose at least one way, or the popup never opens by itself.', 'colophon'),
};

type Edit = (change: (rules: PopupRules) => void) => void;

/** A number field of a rule: a message under it when refused. */
function NumberField({ field, value, refused, onChange }: { field: string; value: number; refused: Refusals; onChange: (value: number) => void }) {
  const problem = refused[field];
  return (
    <TextControl
      label={LABELS[field]!}
      type="number"
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(text) => onChange(text.trim() === '' ? NaN : Number(text))}
      aria-invalid={Boolean(problem)}
      className={problem ? 'colophon-block-field is-invalid' : 'colophon-block-field'}
      help={problem}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}

function TextField({ field, value, refused, onChange }: { field: string; value: string; refused: Refusals; onChange: (value: string) => void }) {
  const problem = refused[field];
  return (
    <TextControl
      label={LABELS[field]!}
      type={field.startsWith('timing.schedule') ? 'datetime-local' : 'text'}
      value={value}
      onChange={onChange}
      aria-invalid={Boolean(problem)}
      className={problem ? 'colophon-block-field is-invalid' : 'colophon-block-field'}
      help={problem}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return <ToggleControl label={label} checked={checked} onChange={onChange} __nextHasNoMarginBottom />;
}

type PageRecord = { id: number; title: { rendered: string } };

function Where({ rules, edit, refused }: { rules: PopupRules; edit: Edit; refused: Refusals }) {
  const { where } = rules;
  // The pages a search finds (the first 100 by title without one), and the chosen ones, always listed.
  const [search, setSearch] = useState('');
  const [excluding, setExcluding] = useState(where.exclude.length > 0);
  const chosenIds = [...where.pages, ...where.exclude];
  const { found, chosen, types } = useSelect(
    (select) => ({
      found: (select('core').getEntityRecords('postType', 'page', {
        per_page: 100,
        _fields: 'id,title',
        orderby: search.trim() ? 'relevance' : 'title',
        order: 'asc',
        ...(search.trim() ? { search: search.trim() } : {}),
      }) ?? []) as PageRecord[],
      chosen: (chosenIds.length
        ? (select('core').getEntityRecords('postType', 'page', { include: chosenIds, per_page: 100, _fields: 'id,title' }) ?? [])
        : []) as PageRecord[],
      types: ((select('core').getPostTypes({ per_page: -1 }) ?? []) as Array<{ slug: string; name: string; viewable: boolean }>).filter(
        (type) => type.viewable && type.slug !== 'attachment',
      ),
    }),
    [search, chosenIds.join(',')],
  );
  const pages = [...chosen, ...found.filter((page) => !chosenIds.includes(page.id))];
  const toggle = (list: Array<number | string>, item: number | string, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  // translators: %d: a page's id, for a page without a title
  const title = (page: { id: number; title: { rendered: string } }) => decodeEntities(page.title.rendered) || sprintf(__('Page %d', 'colophon'), page.id);
  return (
    <Panel name="colophon-popup-where" title={__('Where it shows', 'colophon')}>
      <RadioControl
        label={__('Show it on', 'colophon')}
        selected={where.show}
        options={[
          { label: __('The entire site', 'colophon'), value: 'site' },
          { label: __('Chosen pages', 'colophon'), value: 'pages' },
          { label: __('Chosen post types', 'colophon'), value: 'types' },
        ]}
        onChange={(show) => edit((r) => (r.where.show = show as PopupRules['where']['show']))}
      />
      {where.show === 'pages' || excluding ? (
        <TextControl
          label={__('Find a page', 'colophon')}
          type="search"
          value={search}
          onChange={setSearch}
          help={__('The pages ticked stay listed first.', 'colophon')}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
      ) : null}
      {where.show === 'pages' ? (
        <fieldset className="colophon-block-group" aria-invalid={Boolean(refused['where.pages'])}>
          <legend>{LABELS['where.pages']}</legend>
          {pages.map((page) => (
            <CheckboxControl
              key={page.id}
              label={title(page)}
              checked={where.pages.includes(page.id)}
              onChange={(on) => edit((r) => (r.where.pages = toggle(r.where.pages, page.id, on) as number[]))}
              __nextHasNoMarginBottom
            />
          ))}
          {refused['where.pages'] ? <p className="colophon-block-field is-invalid components-base-control__help">{refused['where.pages']}</p> : null}
        </fieldset>
      ) : null}
      {where.show === 'types' ? (
        <fieldset className="colophon-block-group">
          <legend>{LABELS['where.types']}</legend>
          {types.map((type) => (
            <CheckboxControl
              key={type.slug}
              label={type.name}
              checked={where.types.includes(type.slug)}
              onChange={(on) => edit((r) => (r.where.types = toggle(r.where.types, type.slug, on) as string[]))}
              __nextHasNoMarginBottom
            />
          ))}
          {refused['where.types'] ? <p className="colophon-block-field is-invalid components-base-control__help">{refused['where.types']}</p> : null}
        </fieldset>
      ) : null}
      <Toggle label={__('But not on some pages', 'colophon')} checked={excluding} onChange={setExcluding} />
      {excluding ? (
        <fieldset className="colophon-block-group">
          <legend>{__('Never on these pages', 'colophon')}</legend>
          {pages.map((page) => (
            <CheckboxControl
              key={page.id}
              label={title(page)}
              checked={where.exclude.includes(page.id)}
              onChange={(on) => edit((r) => (r.where.exclude = toggle(r.where.exclude, page.id, on) as number[]))}
              __nextHasNoMarginBottom
            />
          ))}
        </fieldset>
      ) : null}
    </Panel>
  );
}

function Triggers({ rules, edit, refused }: { rules: PopupRules; edit: Edit; refused: Refusals }) {
  const t = rules.triggers;
  return (
    <Panel name="colophon-popup-triggers" title={__('What opens it', 'colophon')}>
      {refused.triggers ? (
        <Notice status="error" isDismissible={false}>
          {refused.triggers}
        </Notice>
      ) : null}
      <Toggle label={__('When the page loads', 'colophon')} checked={t.load.on} onChange={(on) => edit((r) => (r.triggers.load.on = on))} />
      {t.load.on ? (
        <NumberField field="triggers.load.delay" value={t.load.delay} refused={refused} onChange={(v) => edit((r) => (r.triggers.load.delay = v))} />
      ) : null}
      <Toggle label={__('When the visitor scrolls down', 'colophon')} checked={t.scroll.on} onChange={(on) => edit((r) => (r.triggers.scroll.on = on))} />
      {t.scroll.on ? (
        <NumberField
          field="triggers.scroll.percent"
          value={t.scroll.percent}
          refused={refused}
          onChange={(v) => edit((r) => (r.triggers.scroll.percent = v))}
        />
      ) : null}
      <Toggle label={__('When an element comes into view', 'colophon')} checked={t.scrollTo.on} onChange={(on) => edit((r) => (r.triggers.scrollTo.on = on))} />
      {t.scrollTo.on ? (
        <TextField
          field="triggers.scrollTo.selector"
          value={t.scrollTo.selector}
          refused={refused}
          onChange={(v) => edit((r) => (r.triggers.scrollTo.selector = v))}
        />
      ) : null}
      <Toggle label={__('When an element is clicked', 'colophon')} checked={t.click.on} onChange={(on) => edit((r) => (r.triggers.click.on = on))} />
      {t.click.on ? (
        <TextField field="triggers.click.selector" value={t.click.selector} refused={refused} onChange={(v) => edit((r) => (r.triggers.click.selector = v))} />
      ) : null}
      <Toggle label={__('When the visitor is about to leave', 'colophon')} checked={t.exit.on} onChange={(on) => edit((r) => (r.triggers.exit.on = on))} />
      <Toggle
        label={__('When the visitor does nothing for a while', 'colophon')}
        checked={t.inactivity.on}
        onChange={(on) => edit((r) => (r.triggers.inactivity.on = on))}
      />
      {t.inactivity.on ? (
        <NumberField
          field="triggers.inactivity.seconds"
          value={t.inactivity.seconds}
          refused={refused}
          onChange={(v) => edit((r) => (r.triggers.inactivity.seconds = v))}
        />
      ) : null}
    </Panel>
  );
}

function Timing({ rules, edit, refused }: { rules: PopupRules; edit: Edit; refused: Refusals }) {
  const m = rules.timing;
  const devices: Array<[PopupRules['timing']['devices']['list'][number], string]> = [
    ['desktop', __('Desktop', 'colophon')],
    ['tablet', __('Tablet', 'colophon')],
    ['mobile', __('Phone', 'colophon')],
  ];
  return (
    <Panel name="colophon-popup-timing" title={__('When it may show', 'colophon')}>
      <Toggle label={__('Only after some page views', 'colophon')} checked={m.views.on} onChange={(on) => edit((r) => (r.timing.views.on = on))} />
      {m.views.on ? (
        <NumberField field="timing.views.count" value={m.views.count} refused={refused} onChange={(v) => edit((r) => (r.timing.views.count = v))} />
      ) : null}
      <Toggle label={__('Only after some visits', 'colophon')} checked={m.sessions.on} onChange={(on) => edit((r) => (r.timing.sessions.on = on))} />
      {m.sessions.on ? (
        <NumberField field="timing.sessions.count" value={m.sessions.count} refused={refused} onChange={(v) => edit((r) => (r.timing.sessions.count = v))} />
      ) : null}
      <Toggle label={__('Only on some devices', 'colophon')} checked={m.devices.on} onChange={(on) => edit((r) => (r.timing.devices.on = on))} />
      {m.devices.on ? (
        <fieldset className="colophon-block-group">
          <legend>{LABELS['timing.devices.list']}</legend>
          {devices.map(([device, label]) => (
            <CheckboxControl
              key={device}
              label={label}
              checked={m.devices.list.includes(device)}
              onChange={(on) =>
                edit((r) => (r.timing.devices.list = on ? [...r.timing.devices.list, device] : r.timing.devices.list.filter((d) => d !== device)))
              }
              __nextHasNoMarginBottom
            />
          ))}
          {refused['timing.devices.list'] ? (
            <p className="colophon-block-field is-invalid components-base-control__help">{refused['timing.devices.list']}</p>
          ) : null}
        </fieldset>
      ) : null}
      <Toggle label={__('Not for logged-in users', 'colophon')} checked={m.loggedOut.on} onChange={(on) => edit((r) => (r.timing.loggedOut.on = on))} />
      <Toggle label={__('Only between two dates', 'colophon')} checked={m.schedule.on} onChange={(on) => edit((r) => (r.timing.schedule.on = on))} />
      {m.schedule.on ? (
        <>
          <TextField field="timing.schedule.start" value={m.schedule.start} refused={refused} onChange={(v) => edit((r) => (r.timing.schedule.start = v))} />
          <TextField field="timing.schedule.end" value={m.schedule.end} refused={refused} onChange={(v) => edit((r) => (r.timing.schedule.end = v))} />
        </>
      ) : null}
      <Toggle label={__('Limit how often a visitor sees it', 'colophon')} checked={m.times.on} onChange={(on) => edit((r) => (r.timing.times.on = on))} />
      {m.times.on ? (
        <>
          <NumberField field="timing.times.count" value={m.times.count} refused={refused} onChange={(v) => edit((r) => (r.timing.times.count = v))} />
          <Toggle
            label={__('Count only when the visitor closes it', 'colophon')}
            checked={m.times.onClose}
            onChange={(on) => edit((r) => (r.timing.times.onClose = on))}
          />
        </>
      ) : null}
    </Panel>
  );
}

function Look({ rules, edit, refused }: { rules: PopupRules; edit: Edit; refused: Refusals }) {
  const { look } = rules;
  return (
    <Panel name="colophon-popup-look" title={__('Look', 'colophon')}>
      <NumberField field="look.width" value={look.width} refused={refused} onChange={(v) => edit((r) => (r.look.width = v))} />
      <SelectControl
        label={__('Position', 'colophon')}
        value={look.position}
        options={[
          { label: __('Middle of the screen', 'colophon'), value: 'center' },
          { label: __('Top', 'colophon'), value: 'top' },
          { label: __('Bottom', 'colophon'), value: 'bottom' },
        ]}
        onChange={(position) => edit((r) => (r.look.position = position as PopupRules['look']['position']))}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <Toggle label={__('Dim the page behind it', 'colophon')} checked={look.overlay} onChange={(on) => edit((r) => (r.look.overlay = on))} />
      <Toggle label={__('Close button outside the popup', 'colophon')} checked={look.closeOutside} onChange={(on) => edit((r) => (r.look.closeOutside = on))} />
      <NumberField field="look.closeDelay" value={look.closeDelay} refused={refused} onChange={(v) => edit((r) => (r.look.closeDelay = v))} />
      <SelectControl
        label={__('Entrance', 'colophon')}
        value={look.animation}
        options={[
          { label: __('None', 'colophon'), value: '' },
          { label: __('Fade in', 'colophon'), value: 'fadeIn' },
          { label: __('Zoom in', 'colophon'), value: 'zoomIn' },
          { label: __('Slide up', 'colophon'), value: 'slideInUp' },
          { label: __('Slide down', 'colophon'), value: 'slideInDown' },
        ]}
        onChange={(animation) => edit((r) => (r.look.animation = animation))}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
    </Panel>
  );
}

function PopupSidebar() {
  const { type, raw } = useSelect((select) => ({
    type: select('core/editor').getCurrentPostType() as string,
    raw: ((select('core/editor').getEditedPostAttribute('meta') ?? {}) as Record<string, string>)[META] ?? '',
  }));
  const { editPost: save, lockPostSaving, unlockPostSaving } = useDispatch('core/editor');
  const rules = withDefaults(raw ? JSON.parse(raw) : {});
  const refused = refusals(rules, (field) => LABELS[field] ?? field, SAY);
  const blocked = Object.keys(refused).length > 0;
  useEffect(() => {
    if (blocked) lockPostSaving(LOCK);
    else unlockPostSaving(LOCK);
  }, [blocked, lockPostSaving, unlockPostSaving]);
  if (type !== 'colophon_popup') return null;
  const edit: Edit = (change) => {
    const next = structuredClone(rules);
    change(next);
    save({ meta: { [META]: JSON.stringify(next) } });
  };
  return (
    <>
      {blocked ? (
        <Panel name="colophon-popup-problems" title={__('Fix before saving', 'colophon')}>
          <Notice status="error" isDismissible={false} className="colophon-popup-problems">
            {Object.values(refused).join(' ')}
          </Notice>
        </Panel>
      ) : null}
      <Where rules={rules} edit={edit} refused={refused} />
      <Triggers rules={rules} edit={edit} refused={refused} />
      <Timing rules={rules} edit={edit} refused={refused} />
      <Look rules={rules} edit={edit} refused={refused} />
    </>
  );
}

registerPlugin('colophon-popup-rules', { render: PopupSidebar, icon: 'feedback' });
