/** @jsxImportSource wp-element */
/** One template in the library's list: its checkbox, name, folder and state, and its actions. */
import { Button, CheckboxControl } from '@wordpress/components';
import type { LibraryModal, LibraryTemplate } from './events';
import { __, sprintf } from '@wordpress/i18n';

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
  const title = template.title || __('(no title)', 'colophon');
  return (
    <li className="colophon-templates__item" data-template={template.id}>
      <div className="colophon-templates__name">
        <CheckboxControl label={title} checked={selected} onChange={onSelect} __nextHasNoMarginBottom />
        <span className="colophon-templates__meta">
          {/* translators: %s: a folder */}
          {sprintf(__('Popup · %s', 'colophon'), folder)}
          {template.status === 'publish' ? '' : ` · ${template.status}`}
        </span>
      </div>
      <span
        className="colophon-templates__actions"
        role="group"
        aria-label={/* translators: %s: a template's title */ sprintf(__('Actions for %s', 'colophon'), title)}
      >
        {template.edit ? (
          <Button variant="secondary" size="small" href={template.edit}>
            {__('Edit', 'colophon')}
          </Button>
        ) : null}
        {ACTIONS.map(([modal, label]) => (
          <Button key={modal} variant="secondary" size="small" onClick={() => onAction(modal)}>
            {label()}
          </Button>
        ))}
        <Button variant="secondary" size="small" onClick={onExport}>
          {__('Export to kit', 'colophon')}
        </Button>
        <Button variant="secondary" size="small" isDestructive onClick={() => onAction('delete')}>
          {__('Delete', 'colophon')}
        </Button>
      </span>
    </li>
  );
}
