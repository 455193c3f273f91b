/** @jsxImportSource wp-element */
/** The copy-link block in the editor: the button as visitors see it, its text in the sidebar. */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ServerBlock, TextWithDefault } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  label: string;
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  return (
    <ServerBlock name={metadata.name} attributes={attributes}>
      <PanelBody title={__('Button', 'colophon')}>
        <TextWithDefault
          label={__('Button text', 'colophon')}
          value={attributes.label}
          fallback={__('Copy page link', 'colophon')}
          onChange={(label) => setAttributes({ label })}
        />
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
