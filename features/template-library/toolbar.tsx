/** @jsxImportSource wp-element */
/** Over the list: search, the folder filter with each folder's count, and the new-folder and import buttons. */
import type { LibraryFolder } from './api';
import type { LibraryTemplate } from './events';
import { ALL } from './state';
import { __, sprintf } from '../../src/admin/i18n';

interface Props {
  templates: LibraryTemplate[];
  folders: LibraryFolder[];
  folder: number;
  search: string;
  onFolder(id: number): void;
  onSearch(text: string): void;
  onNewFolder(): void;
  onImport(): void;
}

export function Toolbar({ templates, folders, folder, search, onFolder, onSearch, onNewFolder, onImport }: Props) {
  return (
    <div className="colophon-templates__toolbar">
      <p className="colophon-templates__search">
        <label htmlFor="colophon-templates-search">{__('Search templates', 'colophon')}</label>
        <input
          type="search"
          id="colophon-templates-search"
          value={search}
          onInput={(event: Event) => onSearch((event.currentTarget as HTMLInputElement).value)}
        />
      </p>
      <p>
        <label htmlFor="colophon-templates-folder">{__('Folder', 'colophon')}</label>
        <select id="colophon-templates-folder" value={folder} onChange={(event: Event) => onFolder(Number((event.currentTarget as HTMLSelectElement).value))}>
          {/* translators: %d: how many templates */}
          <option value={ALL}>{sprintf(__('All folders (%d)', 'colophon'), templates.length)}</option>
          {/* translators: %d: how many templates */}
          <option value={0}>{sprintf(__('No folder (%d)', 'colophon'), templates.filter((t) => !t.folder).length)}</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name} ({f.count})
            </option>
          ))}
        </select>
      </p>
      <p className="colophon-templates__tools">
        <button type="button" className="button" onClick={onNewFolder}>
          {__('New folder', 'colophon')}
        </button>
        <button type="button" className="button" onClick={onImport}>
          {__('Import', 'colophon')}
        </button>
      </p>
    </div>
  );
}
