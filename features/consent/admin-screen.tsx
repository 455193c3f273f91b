/** @jsxImportSource wp-element */
/**
 * Colophon → Consent (features/consent/php/SettingsPage.php): the declared fields, plus two kinds
 * of its own — the banner's live preview, with the position, colours and words as they are typed
 * (an empty text shows the built-in one), in the banner's own stylesheet inside a frame standing
 * for the visitor's window; and the rows of categories and providers (moved, removed, added).
 */
import { Button, CheckboxControl, TextareaControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '../../src/admin/element';
import { SettingsScreen, text, type KindProps, type ScreenData } from '../../src/blocks/declared';
import { mountScreen } from '../../src/blocks/screen';
import { moved } from '../../src/blocks/lists';
import { blankRow, posted, rowsOf, slugsOf, type CategoryRow, type ListName, type ProviderRow, type Row } from './list-rows';

const COLOURS: Record<string, string> = {
  background: '--colophon-consent-bg',
  text: '--colophon-consent-fg',
  accent: '--colophon-consent-accent',
  accentText: '--colophon-consent-accent-fg',
};
const BUTTONS = ['customise', 'rejectAll', 'acceptAll'] as const;

function Preview({ field, values }: KindProps) {
  const builtIn = (field.texts ?? {}) as Record<string, string>;
  const words = (key: string) => text(values, `text_${key}`).trim() || builtIn[key] || '';
  const position = text(values, 'look_position') || 'bottom';
  const siteFont = text(values, 'look_font') === 'site';
  const style: Record<string, string> = {};
  for (const [key, property] of Object.entries(COLOURS)) {
    const colour = text(values, `look_${key}`).trim();
    if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour)) style[property] = colour;
  }
  const frame = useRef<HTMLDivElement>(null);
  const banner = useRef<HTMLElement>(null);
  // Tall enough for the banner as the words make it (a phone's narrow screen stacks its buttons).
  useEffect(() => {
    if (frame.current && banner.current) frame.current.style.height = `${Math.max(288, banner.current.offsetHeight + 48)}px`;
  });
  return (
    <div className="colophon-settings__note">
      <h3>{field.label}</h3>
      <div id="colophon-consent-preview" className="colophon-consent-preview">
        {/* translators: %s: the banner's title */}
        <div
          ref={frame}
          className="colophon-consent-preview__frame"
          role="img"
          aria-label={sprintf(__('Preview of the banner: %s', 'colophon'), words('title'))}
        >
          <div className={`colophon-consent${position === 'bottom' ? '' : ` is-${position}`}${siteFont ? ' is-site-font' : ''}`} style={style}>
            <section ref={banner} className="colophon-consent__banner" style={{ position: 'absolute' }}>
              <div className="colophon-consent__body">
                <h2 className="colophon-consent__title">{words('title')}</h2>
                <p className="colophon-consent__text">{words('description')}</p>
              </div>
              <div className="colophon-consent__actions">
                {BUTTONS.map((key) => (
                  <span key={key} className={`colophon-consent__button${key === 'acceptAll' ? ' colophon-consent__button--primary' : ''}`}>
                    {words(key)}
                  </span>
                ))}
              </div>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}

/** One row's own fields; `name` is what each field's accessible name starts with ("Categories: row 2"). */
function CategoryFields({ row, name, change }: { row: CategoryRow; name: string; change: (row: Row) => void }) {
  const set = (part: Partial<CategoryRow>) => change({ ...row, ...part });
  const said = (what: string) => `${name}: ${what}`;
  return (
    <div className="colophon-consent-row__fields">
      <TextControl
        label={__('Slug', 'colophon')}
        aria-label={said(__('slug', 'colophon'))}
        value={row.slug}
        onChange={(slug) => set({ slug })}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <TextControl
        label={__('Name', 'colophon')}
        aria-label={said(__('name', 'colophon'))}
        value={row.name}
        onChange={(value) => set({ name: value })}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <TextareaControl
        label={__('Description', 'colophon')}
        aria-label={said(__('description', 'colophon'))}
        rows={2}
        value={row.description}
        onChange={(description) => set({ description })}
        __nextHasNoMarginBottom
      />
      <TextareaControl
        label={__('Its cookies: one per line, id or id @ domain', 'colophon')}
        aria-label={said(__('cookies', 'colophon'))}
        rows={2}
        value={row.cookies}
        onChange={(cookies) => set({ cookies })}
        __nextHasNoMarginBottom
      />
      <div className="colophon-consent-row__checks">
        <CheckboxControl
          label={__('Necessary', 'colophon')}
          aria-label={said(__('necessary', 'colophon'))}
          checked={row.necessary}
          onChange={(necessary) => set({ necessary })}
          __nextHasNoMarginBottom
        />
        <CheckboxControl
          label={__('Allowed before a choice (opt-in law)', 'colophon')}
          aria-label={said(__('allowed before a choice (opt-in law)', 'colophon'))}
          checked={row.gdpr}
          onChange={(gdpr) => set({ gdpr })}
          __nextHasNoMarginBottom
        />
        <CheckboxControl
          label={__('Allowed before a choice (opt-out law)', 'colophon')}
          aria-label={said(__('allowed before a choice (opt-out law)', 'colophon'))}
          checked={row.ccpa}
          onChange={(ccpa) => set({ ccpa })}
          __nextHasNoMarginBottom
        />
      </div>
    </div>
  );
}

function ProviderFields({ row, name, slugs, change }: { row: ProviderRow; name: string; slugs: string[]; change: (row: Row) => void }) {
  const set = (part: Partial<ProviderRow>) => change({ ...row, ...part });
  const said = (what: string) => `${name}: ${what}`;
  const tick = (slug: string, on: boolean) =>
    set({ categories: on ? [...row.categories.filter((s) => s !== slug), slug] : row.categories.filter((s) => s !== slug) });
  return (
    <div className="colophon-consent-row__fields">
      <TextControl
        label={__('Address (a URL or a fragment of one)', 'colophon')}
        aria-label={said(__('address', 'colophon'))}
        value={row.url}
        onChange={(url) => set({ url })}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <fieldset className="colophon-consent-row__checks" aria-label={said(__('waits for', 'colophon'))}>
        <legend>{__('Waits for', 'colophon')}</legend>
        {slugs.map((slug) => (
          <CheckboxControl key={slug} label={slug} checked={row.categories.includes(slug)} onChange={(on) => tick(slug, on)} __nextHasNoMarginBottom />
        ))}
      </fieldset>
      <div className="colophon-consent-row__checks">
        <CheckboxControl
          label={__('Match the whole path', 'colophon')}
          aria-label={said(__('match the whole path', 'colophon'))}
          checked={row.fullPath}
          onChange={(fullPath) => set({ fullPath })}
          __nextHasNoMarginBottom
        />
      </div>
    </div>
  );
}

/**
 * A list's rows. Untouched, nothing of them is sent (the JSON box is saved as it is); once a row
 * changes, the rows are sent with the JSON as it was shown, and the server saves the rows unless
 * the JSON was edited too (features/consent/php/ListRows.php).
 */
function ListRows({ field, values, set, refused }: KindProps) {
  const list = field.list as ListName;
  const [printed] = useState(() => text(values, list));
  const [rows, setRows] = useState<Row[]>(() => rowsOf(list, printed));
  const slugs = slugsOf(values.category_rows, text(values, 'categories'));
  const why = refused(field.label);
  function change(next: Row[]) {
    setRows(next);
    set({ [String(field.rows)]: next.map(posted), [`${list}_printed`]: printed });
  }
  const add = list === 'categories' ? __('Add a category', 'colophon') : __('Add a provider', 'colophon');
  return (
    <div className={`colophon-consent-rows colophon-block-field${why ? ' is-invalid' : ''}`}>
      <h3>{field.label}</h3>
      <p className="components-base-control__help">{why ?? String(field.help ?? '')}</p>
      {rows.map((row, index) => {
        // translators: 1: the list's name, 2: a row number
        const name = sprintf(__('%1$s: row %2$d', 'colophon'), field.label, index + 1);
        const edit = (next: Row) => change(rows.map((old, i) => (i === index ? next : old)));
        return (
          <fieldset key={index} className="colophon-block-group colophon-consent-row">
            <legend>{name}</legend>
            {'url' in row ? <ProviderFields row={row} name={name} slugs={slugs} change={edit} /> : <CategoryFields row={row} name={name} change={edit} />}
            <div className="colophon-consent-row__actions">
              <Button
                variant="tertiary"
                label={`${name}: ${__('move up', 'colophon')}`}
                disabled={index === 0}
                onClick={() => change(moved(rows, index, -1))}
                __next40pxDefaultSize
              >
                {__('Move up', 'colophon')}
              </Button>
              <Button
                variant="tertiary"
                label={`${name}: ${__('move down', 'colophon')}`}
                disabled={index === rows.length - 1}
                onClick={() => change(moved(rows, index, 1))}
                __next40pxDefaultSize
              >
                {__('Move down', 'colophon')}
              </Button>
              <Button
                variant="tertiary"
                isDestructive
                label={`${name}: ${__('remove', 'colophon')}`}
                onClick={() => change(rows.filter((_, i) => i !== index))}
                __next40pxDefaultSize
              >
                {__('Remove', 'colophon')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => change([...rows, blankRow(list)])} __next40pxDefaultSize>
        {add}
      </Button>
    </div>
  );
}

mountScreen<ScreenData>((start) => <SettingsScreen start={start} kinds={{ 'consent-preview': Preview, 'list-rows': ListRows }} />);
