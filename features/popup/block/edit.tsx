/** @jsxImportSource wp-element */
/**
 * The popup button in the editor: the button as visitors see it, and in the sidebar the popup it
 * opens (chosen from the published ones, never typed) and its text.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import { ServerBlock } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  popup: number;
  text: string;
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  const popups = useSelect(
    (select) =>
      (select('core').getEntityRecords('postType', 'colophon_popup', { status: 'publish', per_page: 100, _fields: 'id,title' }) ?? []) as Array<{
        id: number;
        title: { rendered: string };
      }>,
  );
  return (
    <ServerBlock name={metadata.name} attributes={attributes}>
      <PanelBody title={__('Popup', 'colophon')}>
        <SelectControl
          label={__('Popup it opens', 'colophon')}
          value={String(attributes.popup)}
          options={[
            { label: __('Choose a popup…', 'colophon'), value: '0' },
            ...popups.map((popup) => ({ label: decodeEntities(popup.title.rendered) || `#${popup.id}`, value: String(popup.id) })),
          ]}
          onChange={(value) => setAttributes({ popup: Number(value) })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        <TextControl
          label={__('Button text', 'colophon')}
          value={attributes.text}
          onChange={(text) => setAttributes({ text })}
          help={__('Empty: the popup’s title.', 'colophon')}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        {popups.length ? null : <p>{__('No published popup yet: make one on Colophon → Popups.', 'colophon')}</p>}
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
