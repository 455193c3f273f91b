/** @jsxImportSource wp-element */
/** Over the list: search, the folder filter with each folder's count, and the new-folder and import buttons. */
import { Button, SearchControl, SelectControl } from '@wordpress/components';
import type { LibraryFolder } from './api';
import type { LibraryTemplate } from './events';
import { ALL } from './state';
import { __, sprintf } from '@wordpress/i18n';

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
  const options = [
    /* translators: %d: how many templates */
    { value: String(ALL), label: sprintf(__('All folders (%d)', 'colophon'), templates.length) },
    /* translators: %d: how many templates */
    { value: '0', label: sprintf(__('No folder (%d)', 'colophon'), templates.filter((t) => !t.folder).length) },
    ...folders.map((f) => ({ value: String(f.id), label: `${f.name} (${f.count})` })),
  ];
  return (
    <div className="colophon-templates__toolbar">
      <SearchControl
        className="colophon-templates__search"
        label={__('Search templates', 'colophon')}
        value={search}
        onChange={onSearch}
        __nextHasNoMarginBottom
      />
      <SelectControl
        className="colophon-templates__folder"
        label={__('Folder', 'colophon')}
        value={String(folder)}
        options={options}
        onChange={(value) => onFolder(Number(value))}
        __nextHasNoMarginBottom
        __next40pxDefaultSize
      />
      <p className="colophon-templates__tools">
        <Button variant="secondary" onClick={onNewFolder} __next40pxDefaultSize>
          {__('New folder', 'colophon')}
        </Button>
        <Button variant="secondary" onClick={onImport} __next40pxDefaultSize>
          {__('Import', 'colophon')}
        </Button>
      </p>
    </div>
  );
}
