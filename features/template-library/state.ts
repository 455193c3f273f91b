/**
 * The Templates screen's one state and every change to it, as a reducer: what the site sent (the
 * templates and folders, or why they could not be read), what the owner narrowed the list to and
 * selected, the open dialog with what was typed in it (kept across a refusal), and what the screen
 * says. Pure: ./app.tsx runs the requests and dispatches their outcomes; the dialogs (./dialogs/)
 * read their slice and dispatch their edits.
 */
import type { LibraryFolder } from './api';
import type { LibraryElement, LibraryModal, LibraryTemplate } from './events';

/** The folder filter's "every folder" value (0 is "no folder"). */
export const ALL = -1;

export interface OpenDialog {
  modal: LibraryModal;
  element: LibraryElement;
  template?: LibraryTemplate;
}

/** What a dialog's fields hold: a name, a target folder, the templates to apply settings to, a kit file. */
export interface DialogForm {
  name: string;
  target: number;
  targets: number[];
  file: File | null;
}

export interface LibraryState {
  /** null until the site has answered once. */
  templates: LibraryTemplate[] | null;
  folders: LibraryFolder[];
  /** Why the list (or an export) failed; shown over the list. */
  loadError: string;
  folder: number;
  search: string;
  selected: number[];
  open: OpenDialog | null;
  form: DialogForm;
  /** A dialog's request is running. */
  working: boolean;
  /** The site's refusal, said inside the open dialog. */
  error: string;
  /** What just happened, said in the screen's live region. */
  notice: string;
}

export type LibraryAction =
  | { type: 'loaded'; templates: LibraryTemplate[]; folders: LibraryFolder[] }
  | { type: 'load failed'; message: string }
  | { type: 'filter'; folder: number }
  | { type: 'search'; search: string }
  | { type: 'select'; id: number; on: boolean }
  | { type: 'unselect all' }
  | { type: 'open'; dialog: OpenDialog }
  | { type: 'close' }
  | { type: 'edit'; form: Partial<DialogForm> }
  | { type: 'working' }
  | { type: 'refused'; message: string }
  | { type: 'done'; notice: string }
  | { type: 'notice'; notice: string };

export const initialState: LibraryState = {
  templates: null,
  folders: [],
  loadError: '',
  folder: ALL,
  search: '',
  selected: [],
  open: null,
  form: { name: '', target: 0, targets: [], file: null },
  working: false,
  error: '',
  notice: '',
};

/** A dialog's fields as it opens: a rename starts from the title, a copy or move from the template's folder. */
function formFor({ modal, template }: OpenDialog): DialogForm {
  return {
    name: modal === 'rename' && template ? template.title : '',
    target: template && (modal === 'copy' || modal === 'move') ? template.folder : 0,
    targets: [],
    file: null,
  };
}

export function libraryReducer(state: LibraryState, action: LibraryAction): LibraryState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        templates: action.templates,
        folders: action.folders,
        // A selected template that is gone is no longer selected.
        selected: state.selected.filter((id) => action.templates.some((t) => t.id === id)),
        loadError: '',
      };
    case 'load failed':
      return { ...state, loadError: action.message, notice: '', error: '' };
    case 'filter':
      return { ...state, folder: action.folder };
    case 'search':
      return { ...state, search: action.search };
    case 'select':
      return {
        ...state,
        selected: action.on ? [...state.selected.filter((id) => id !== action.id), action.id] : state.selected.filter((id) => id !== action.id),
      };
    case 'unselect all':
      return { ...state, selected: [] };
    case 'open':
      return { ...state, open: action.dialog, form: formFor(action.dialog), error: '', notice: '' };
    case 'close':
      return { ...state, open: null };
    case 'edit':
      return { ...state, form: { ...state.form, ...action.form } };
    case 'working':
      return { ...state, working: true, error: '' };
    case 'refused':
      return { ...state, working: false, error: action.message };
    case 'done':
      return { ...state, working: false, open: null, notice: action.notice };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}

/** A folder's name by id, for what the screen says ("no folder" for 0). */
export function folderName(folders: ReadonlyArray<LibraryFolder>, id: number, none: string, unknown: string): string {
  return id ? (folders.find((f) => f.id === id)?.name ?? unknown) : none;
}
