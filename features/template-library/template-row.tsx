/** @jsxImportSource wp-element */
/** One template in the library's list: its checkbox, name, folder and state, and its actions. */
import type { LibraryModal, LibraryTemplate } from './events';

interface Props {
  template: LibraryTemplate;
  /** The name of its folder, or "no folder". */
  folder: string;
  selected: boolean;
  onSelect(on: boolean): void;
  onAction(modal: LibraryModal): void;
  onExport(): void;
}

const ACTIONS: Array<[LibraryModal, string]> = [
  ['rename', 'Rename'],
  ['copy', 'Copy'],
  ['move', 'Move'],
  ['apply settings', 'Apply settings'],
];

export function TemplateRow({ template, folder, selected, onSelect, onAction, onExport }: Props) {
  const id = `colophon-template-${template.id}`;
  return (
    <li className="colophon-templates__item">
      <input type="checkbox" id={id} checked={selected} onChange={(event: Event) => onSelect((event.currentTarget as HTMLInputElement).checked)} />
      <label htmlFor={id} className="colophon-templates__name">
        <strong>{template.title || '(no title)'}</strong>
        <span className="colophon-templates__meta">
          Popup · {folder}
          {template.status === 'publish' ? '' : ` · ${template.status}`}
        </span>
      </label>
      <span className="colophon-templates__actions" role="group" aria-label={`Actions for ${template.title}`}>
        {template.edit ? (
          <a className="button button-small" href={template.edit}>
            Edit
          </a>
        ) : null}
        {ACTIONS.map(([modal, label]) => (
          <button key={modal} type="button" className="button button-small" onClick={() => onAction(modal)}>
            {label}
          </button>
        ))}
        <button type="button" className="button button-small" onClick={onExport}>
          Export to kit
        </button>
        <button type="button" className="button button-small colophon-templates__delete" onClick={() => onAction('delete')}>
          Delete
        </button>
      </span>
    </li>
  );
}
