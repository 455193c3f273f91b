/** The Templates screen's state (../state.ts): what each change does, and what it keeps. */
import { ALL, folderName, initialState, libraryReducer, type LibraryAction, type LibraryState } from '../state';
import type { LibraryTemplate } from '../events';

const template = (id: number, folder = 0): LibraryTemplate => ({ id, title: `Popup ${id}`, type: 'popup', folder, status: 'publish', modified: '', edit: '' });
const run = (...actions: LibraryAction[]): LibraryState => actions.reduce(libraryReducer, initialState);

test('the list starts unread, every folder shown, nothing selected or open', () => {
  expect(initialState).toMatchObject({ templates: null, folder: ALL, selected: [], open: null, working: false });
});

test('a fresh list keeps the selection of the templates still there, and forgets the gone ones', () => {
  const state = run(
    { type: 'loaded', templates: [template(1), template(2)], folders: [] },
    { type: 'select', id: 1, on: true },
    { type: 'select', id: 2, on: true },
    { type: 'select', id: 2, on: true },
    { type: 'loaded', templates: [template(2)], folders: [] },
  );
  expect(state.selected).toEqual([2]);
  expect(run({ type: 'select', id: 3, on: true }, { type: 'select', id: 3, on: false }).selected).toEqual([]);
});

test('a dialog opens with its own fields: a rename from the title, a copy or move from the folder', () => {
  const rename = run({ type: 'open', dialog: { modal: 'rename', element: 'row action', template: template(4, 9) } });
  expect(rename.form).toEqual({ name: 'Popup 4', target: 0, targets: [], file: null });
  const move = run({ type: 'open', dialog: { modal: 'move', element: 'row action', template: template(4, 9) } });
  expect(move.form.target).toBe(9);
  expect(run({ type: 'open', dialog: { modal: 'new folder', element: 'toolbar' } }).form.name).toBe('');
});

test('a refusal stays in the dialog with what was typed; success closes it and says what happened', () => {
  const typed = run({ type: 'open', dialog: { modal: 'new folder', element: 'toolbar' } }, { type: 'edit', form: { name: 'Autumn' } }, { type: 'working' });
  expect(typed.working).toBe(true);
  const refused = libraryReducer(typed, { type: 'refused', message: 'That name is taken.' });
  expect(refused).toMatchObject({ working: false, error: 'That name is taken.', open: { modal: 'new folder' }, form: { name: 'Autumn' } });
  const done = libraryReducer(refused, { type: 'done', notice: 'Folder “Autumn” created.' });
  expect(done).toMatchObject({ working: false, open: null, notice: 'Folder “Autumn” created.' });
  expect(libraryReducer(done, { type: 'open', dialog: { modal: 'import', element: 'toolbar' } })).toMatchObject({ error: '', notice: '' });
});

test('a failed list or export is said over the list, and clears what the screen said before', () => {
  const state = run({ type: 'notice', notice: 'Exporting…' }, { type: 'load failed', message: 'The export failed: offline' });
  expect(state).toMatchObject({ loadError: 'The export failed: offline', notice: '', error: '' });
});

test('a folder is named by its id; 0 is no folder, an unknown id a folder', () => {
  const folders = [{ id: 3, name: 'Autumn', count: 1 }];
  expect([
    folderName(folders, 3, 'no folder', 'a folder'),
    folderName(folders, 0, 'no folder', 'a folder'),
    folderName(folders, 8, 'no folder', 'a folder'),
  ]).toEqual(['Autumn', 'no folder', 'a folder']);
});
