/**
 * The Templates screen's calls to the site (REST, colophon/v1/templates…) through WordPress's
 * apiFetch. Each rejects with the site's own message (errorMessage), which the screen shows.
 */
import type { ApiFetch } from '../../src/admin/element';
import type { LibraryTemplate } from './events';

export interface LibraryFolder {
  id: number;
  name: string;
  count: number;
}

export interface LibraryApi {
  list(): Promise<{ templates: LibraryTemplate[]; folders: LibraryFolder[] }>;
  rename(id: number, title: string): Promise<LibraryTemplate>;
  move(id: number, folder: number): Promise<LibraryTemplate>;
  copy(id: number, folder?: number): Promise<LibraryTemplate>;
  remove(id: number): Promise<unknown>;
  applySettings(from: number, to: number[]): Promise<{ templates: LibraryTemplate[] }>;
  createFolder(name: string): Promise<LibraryFolder>;
}

export function libraryApi(apiFetch: ApiFetch): LibraryApi {
  const path = (id: number, tail = '') => `/colophon/v1/templates/${id}${tail}`;
  return {
    list: () =>
      apiFetch<{ templates: LibraryTemplate[]; folders: LibraryFolder[] }>({ path: '/colophon/v1/templates' }).then((answer) =>
        Array.isArray(answer?.templates) && Array.isArray(answer.folders) ? answer : Promise.reject(new Error('the site answered without a list of templates')),
      ),
    rename: (id, title) => apiFetch({ path: path(id), method: 'POST', data: { title } }),
    move: (id, folder) => apiFetch({ path: path(id), method: 'POST', data: { folder } }),
    copy: (id, folder) => apiFetch({ path: path(id, '/copy'), method: 'POST', data: folder === undefined ? {} : { folder } }),
    remove: (id) => apiFetch({ path: path(id), method: 'DELETE' }),
    applySettings: (from, to) => apiFetch({ path: path(from, '/apply-settings'), method: 'POST', data: { to } }),
    createFolder: (name) => apiFetch({ path: '/colophon/v1/templates/folders', method: 'POST', data: { name } }),
  };
}

/** Filters by folder (-1: all, 0: none) and a search over names, case- and accent-insensitive. */
export function visibleTemplates(templates: ReadonlyArray<LibraryTemplate>, folder: number, search: string): LibraryTemplate[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  return templates.filter((template) => (folder === -1 || template.folder === folder) && words.every((word) => fold(template.title).includes(word)));
}
