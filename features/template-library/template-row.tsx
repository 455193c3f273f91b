/** @jsxImportSource wp-element */
/** One template in the library's list: its checkbox, name, folder and state, and its actions. */
import type { LibraryModal, LibraryTemplate } from './events';
import { __, sprintf } from '../../src/admin/i18n';

interface Props {
  template: LibraryTemplate;
  /** The name of its folder, or "no folder". */
  folder: string;
  selected: boolean;
  onSelect(on: boolean): void;
  onAction(modal: LibraryModal): void;
  onExport(): void;
}

/** Each row action's dialog and its button's text (read at render time, once wp.i18n is there). */
const ACTIONS: Array<[LibraryModal, () => string]> = [
  ['rename', () => __('Rename', 'colophon')],
  ['copy', () => __('Copy', 'colophon')],
  ['move', () => __('Move', 'colophon')],
  ['apply settings', () => __('Apply settings', 'colophon')],
];

export function TemplateRow({ template, folder, selected, onSelect, onAction, onExport }: Props) {
  const id = `colophon-template-${template.id}`;
  return (
    <li className="colophon-templates__item">
      <input type="checkbox" id={id} checked={selected} onChange={(event: Event) => onSelect((event.currentTarget as HTMLInputElement).checked)} />
      <label htmlFor={id} className="colophon-templates__name">
        <strong>{template.title || __('(no title)', 'colophon')}</strong>
        <span className="colophon-templates__meta">
          {/* translators: %s: a folder */}
          {sprintf(__('Popup · %s', 'colophon'), folder)}
          {template.status === 'publish' ? '' : ` · ${template.status}`}
        </span>
      </label>
      <span
        className="colophon-templates__actions"
        role="group"
        aria-label={/* translators: %s: a template's title */ sprintf(__('Actions for %s', 'colophon'), template.title)}
      >
        {template.edit ? (
          <a className="button button-small" href={template.edit}>
            {__('Edit', 'colophon')}
          </a>
        ) : null}
        {ACTIONS.map(([modal, label]) => (
          <button key={modal} type="button" className="button button-small" onClick={() => onAction(modal)}>
            {label()}
          </button>
        ))}
        <button type="button" className="button button-small" onClick={onExport}>
          {__('Export to kit', 'colophon')}
        </button>
        <button type="button" className="button button-small colophon-templates__delete" onClick={() => onAction('delete')}>
          {__('Delete', 'colophon')}
        </button>
      </span>
    </li>
  );
}
