/** A row's "Export to kit": the template as a kit the browser downloads, ready to import elsewhere. */
import { errorMessage, kitManifest, type KitsApi } from '../kits/api';
import { kitFileName } from '../kits/words';
import { writeKitZip } from '../kits/zip';
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import type { LibraryTemplate } from './events';
import { __, sprintf } from '@wordpress/i18n';

/** Says how it goes through `say` (progress, then the file's name) and a failure through `fail`. */
export async function exportToKit(
  template: LibraryTemplate,
  {
    kits,
    events,
    download,
    say,
    fail,
  }: { kits: KitsApi; events: EventsManager; download(bytes: Uint8Array, fileName: string): void; say(text: string): void; fail(text: string): void },
): Promise<void> {
  const kitName = template.title || __('Template', 'colophon');
  events.dispatch('admin_import_export_action', { action_type: 'export', site_area: 'website templates tab', kit_name: kitName });
  /* translators: %s: a template's title */
  say(sprintf(__('Exporting “%s”…', 'colophon'), kitName));
  try {
    const result = await kits.exportKit([`popup-${template.id}`]);
    if (!result.templates.length) throw new Error(__('That template is no longer there. Reload the list.', 'colophon'));
    const fileName = kitFileName(kitName);
    download(writeKitZip(kitManifest(kitName, result)), fileName);
    /* translators: 1: a template's title, 2: a file name */
    say(sprintf(__('“%1$s” was exported as %2$s; import it on another site under Colophon → Kits or here.', 'colophon'), kitName, fileName));
  } catch (problem) {
    /* translators: %s: why */
    fail(sprintf(__('The export failed: %s', 'colophon'), errorMessage(problem)));
  }
}
