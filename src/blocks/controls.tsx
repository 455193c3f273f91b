/** @jsxImportSource wp-element */
/**
 * What the blocks' editors (features/<id>/block/edit.tsx) share: a block shown as its server
 * renders it (what visitors get) with its options in the sidebar, and text fields with WordPress's
 * current look. Bundled into each block's editor script; WordPress's packages stay `wp.*` globals.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Disabled, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import { useSelect } from '@wordpress/data';
import { useEffect } from '../admin/element';

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

/** An element id as the page builder makes them (7 letters or digits), random. */
export function makeId(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(7)), (n) => letters[n % letters.length]).join('');
}

/**
 * An id a block needs (its saved settings are found by it, as a shortcode's are), in its attribute
 * `key`: made by the block when it has none, and made anew for a copy (a block with the same id in
 * that attribute before it on the page), so the owner never types one.
 */
export function useMadeId(clientId: string, key: string, id: string, set: (id: string) => void): void {
  const taken = useSelect(
    (select) => {
      const editor = select('core/block-editor');
      const order: string[] = editor.getClientIdsWithDescendants();
      return order.slice(0, order.indexOf(clientId)).some((other) => editor.getBlockAttributes(other)?.[key] === id);
    },
    [clientId, key, id],
  );
  useEffect(() => {
    if (!/^[a-zA-Z0-9]{7}$/.test(id) || taken) set(makeId());
  }, [id, taken, set]);
}

/** The post types visitors can view (not attachments), as the blocks that list posts offer them. */
export function PostTypeSelect({ label, value, onChange }: { label: string; value: string; onChange: (type: string) => void }) {
  const types = useSelect(
    (select) =>
      ((select('core').getPostTypes({ per_page: -1 }) ?? []) as Array<{ slug: string; name: string; viewable: boolean }>).filter(
        (type) => type.viewable && type.slug !== 'attachment',
      ),
    [],
  );
  return (
    <SelectControl
      label={label}
      value={value}
      options={(types.length ? types : [{ slug: 'post', name: __('Posts', 'colophon') }]).map((type) => ({ label: type.name, value: type.slug }))}
      onChange={onChange}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}

/** The consent category a third party's block waits for, with the categories' own names. */
export function ConsentCategorySelect({ label, help, value, onChange }: { label: string; help: string; value: string; onChange: (category: string) => void }) {
  return (
    <SelectControl
      label={label}
      value={value}
      options={[
        { label: __('Functional cookies', 'colophon'), value: 'functional' },
        { label: __('Analytics', 'colophon'), value: 'analytics' },
        { label: __('Performance', 'colophon'), value: 'performance' },
        { label: __('Advertisement', 'colophon'), value: 'advertisement' },
      ]}
      help={help}
      onChange={onChange}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}

/**
 * What is wrong with an address a block sends visitors' browsers to a third party with: not an
 * address, not https, or this site's own; '' when it is fine (or still empty). Each block says it
 * in its own words.
 */
export function thirdPartyAddressProblem(value: string, ownHost: string): '' | 'unparsable' | 'not-https' | 'own-site' {
  if (value.trim() === '') return '';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'unparsable';
  }
  if (url.protocol !== 'https:') return 'not-https';
  return url.host === ownHost ? 'own-site' : '';
}
