/** What every dialog of the Templates screen gets from it (./../app.tsx). */
import type { LibraryFolder } from '../api';
import type { DialogForm, OpenDialog } from '../state';

export interface DialogProps {
  open: OpenDialog;
  form: DialogForm;
  working: boolean;
  error: string;
  folders: LibraryFolder[];
  /** Keeps what was typed. */
  edit(form: Partial<DialogForm>): void;
  cancel(): void;
  /** Runs the dialog's work: success closes it and says what happened; a refusal stays in it. */
  confirm(work: () => Promise<string>, count?: number, step?: string): void;
  folderName(id: number): string;
}
