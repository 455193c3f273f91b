import { createEventsManager, problemWith } from '../../../src/admin/analytics/events-manager';
import { visibleTemplates } from '../api';
import { modalDetails, tellModal, type LibraryModal, type LibraryTemplate } from '../events';

const template = (id: number, title: string, folder = 0): LibraryTemplate => ({ id, title, type: 'popup', folder, status: 'publish', modified: '', edit: '' });

describe('the templates library’s events, as the catalogue takes them', () => {
  const modals: LibraryModal[] = [
    'rename',
    'copy',
    'move',
    'bulk move',
    'bulk copy',
    'delete',
    'import',
    'new folder',
    'create folder',
    'apply settings',
    'site tab',
  ];

  test.each(modals)('%s: opened, confirmed (success and failure) and cancelled are all accepted', (modal) => {
    for (const details of [
      modalDetails({ modal, phase: 'open', element: 'row action', template: template(1, 'Exit offer') }),
      modalDetails({ modal, phase: 'confirm', element: 'bulk action', count: 3 }),
      modalDetails({ modal, phase: 'confirm', element: 'toolbar', error: 'That folder is no longer there.', step: 'import' }),
      modalDetails({ modal, phase: 'cancel', element: 'toolbar' }),
    ])
      expect(problemWith('templates_library_modal', details, 'templates library')).toBeNull();
  });

  test('a confirmed dialog says its outcome; a failure carries its message; the template is named and typed', () => {
    expect(modalDetails({ modal: 'rename', phase: 'confirm', element: 'row action', template: template(1, 'Exit offer') })).toEqual({
      modal_type: 'rename',
      event_type: 'confirm',
      element: 'row action',
      site_area: 'website templates tab',
      document_name: 'Exit offer',
      document_type: 'popup',
      site_part: 'popup',
      status: 'success',
    });
    const failed = modalDetails({ modal: 'delete', phase: 'confirm', element: 'row action', error: 'gone' });
    expect(failed).toMatchObject({ status: 'failure', error: 'gone' });
    expect(modalDetails({ modal: 'import', phase: 'open', element: 'toolbar' })).not.toHaveProperty('status');
  });

  test('the catalogue refuses a failure without its error, and an event type it does not know', () => {
    expect(problemWith('templates_library_modal', { modal_type: 'delete', status: 'failure' })).toContain('needs "error"');
    expect(problemWith('templates_library_modal', { modal_type: 'delete', event_type: 'explode' })).toContain(
      '"event_type" must be one of open, confirm, cancel',
    );
  });

  test('tellModal sends through the events manager, to the hook the page builder’s editor listens on', () => {
    const doAction = jest.fn();
    tellModal(createEventsManager({ hooks: { doAction }, strict: true }), {
      modal: 'move',
      phase: 'confirm',
      element: 'row action',
      template: template(2, 'Newsletter'),
    });
    expect(doAction).toHaveBeenCalledWith(
      'colophon.admin.event',
      expect.objectContaining({
        event: 'templates_library_modal',
        location: 'templates library',
        details: expect.objectContaining({ modal_type: 'move', status: 'success' }),
      }),
    );
  });
});

describe('which templates the list shows', () => {
  const all = [template(1, 'Exit offer', 4), template(2, 'Newsletter sign-up'), template(3, 'Éditions spéciales', 4)];

  test('a folder (-1 all, 0 none), and a search over names, every word, ignoring case and accents', () => {
    expect(visibleTemplates(all, -1, '').map((t) => t.id)).toEqual([1, 2, 3]);
    expect(visibleTemplates(all, 0, '').map((t) => t.id)).toEqual([2]);
    expect(visibleTemplates(all, 4, '').map((t) => t.id)).toEqual([1, 3]);
    expect(visibleTemplates(all, -1, 'editions').map((t) => t.id)).toEqual([3]);
    expect(visibleTemplates(all, -1, ' OFFER exit ').map((t) => t.id)).toEqual([1]);
    expect(visibleTemplates(all, 4, 'newsletter')).toEqual([]);
  });
});
