/** @jsxImportSource wp-element */
/**
 * "Choose a kit file": WordPress's file button for a kit (.zip or manifest.json), used by the Kits
 * import and the Templates import dialog. The chooser is emptied after each choice, so the same
 * file chosen again (after a fix) is a change too.
 */
import { FormFileUpload } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export function KitFileButton({ describedBy, disabled, onFile }: { describedBy: string; disabled?: boolean; onFile(file: File): void }) {
  return (
    <FormFileUpload
      accept=".zip,.json,application/zip,application/json"
      variant="secondary"
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event: Event) => {
        const chooser = event.currentTarget as HTMLInputElement;
        const file = chooser.files?.[0];
        chooser.value = '';
        if (file) onFile(file);
      }}
      __next40pxDefaultSize
    >
      {__('Choose a kit file', 'colophon')}
    </FormFileUpload>
  );
}
