/**
 * What the Templates screen tells the editor's events manager: one `templates_library_modal` event
 * when a dialog opens, one when it is confirmed (with its outcome) or cancelled, in the catalogue's
 * words (src/admin/analytics/catalogue.ts).
 */
import type { EventsManager } from '../../src/admin/analytics/events-manager';

export type LibraryModal =
  'rename' | 'copy' | 'move' | 'bulk move' | 'bulk copy' | 'delete' | 'import' | 'new folder' | 'create folder' | 'apply settings' | 'site tab';

/** Where the action was started: a template's row, the bar over selected rows, or the toolbar. */
export type LibraryElement = 'row action' | 'bulk action' | 'toolbar';

export interface LibraryTemplate {
  id: number;
  title: string;
  type: string;
  folder: number;
  status: string;
  modified: string;
  edit: string;
}

export interface ModalEvent {
  modal: LibraryModal;
  phase: 'open' | 'confirm' | 'cancel';
  element: LibraryElement;
  template?: Pick<LibraryTemplate, 'title' | 'type'> | undefined;
  /** The outcome of a confirmed dialog; a failure carries its message. */
  error?: string | undefined;
  count?: number | undefined;
  step?: string | undefined;
}

/** The catalogue's details for one dialog event. */
export function modalDetails({ modal, phase, element, template, error, count, step }: ModalEvent): Record<string, string | number> {
  const details: Record<string, string | number> = { modal_type: modal, event_type: phase, element, site_area: 'website templates tab' };
  if (template) {
    details.document_name = template.title;
    details.document_type = template.type;
    details.site_part = template.type;
  }
  if (phase === 'confirm') {
    details.status = error === undefined ? 'success' : 'failure';
    if (error !== undefined) details.error = error;
  }
  if (count !== undefined) details.item = count;
  if (step) details.step = step;
  return details;
}

/** Sends one dialog event; a refused event never stops the screen. */
export function tellModal(events: EventsManager, event: ModalEvent): void {
  try {
    events.dispatch('templates_library_modal', modalDetails(event), 'templates library');
  } catch (error) {
    console.error('[colophon] templates library event:', error);
  }
}
