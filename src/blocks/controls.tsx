/** @jsxImportSource wp-element */
/**
 * What the blocks' editors (features/<id>/block/edit.tsx) share: a block shown as its server
 * renders it (what visitors get) with its options in the sidebar, and text fields with WordPress's
 * current look. Bundled into each block's editor script; WordPress's packages stay `wp.*` globals.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Disabled, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * The block in the editor: its server rendering (inert there: a form in it is not sent, a link not
 * followed), and `children` (panels) in the sidebar.
 */
export function ServerBlock({ name, attributes, children }: { name: string; attributes: object; children?: unknown }) {
  return (
    <div {...useBlockProps()}>
      <InspectorControls>{children}</InspectorControls>
      <Disabled>
        <ServerSideRender block={name} attributes={attributes as Record<string, unknown>} skipBlockSupportAttributes />
      </Disabled>
    </div>
  );
}

/** A text field whose empty value means `fallback` (the default in the site's language). */
export function TextWithDefault({ label, value, fallback, onChange }: { label: string; value: string; fallback: string; onChange: (value: string) => void }) {
  return (
    <TextControl
      label={label}
      value={value}
      onChange={onChange}
      // translators: %s: the text shown when the field is empty
      help={sprintf(__('Empty: “%s”.', 'colophon'), fallback)}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}
