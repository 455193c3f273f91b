/** @jsxImportSource wp-element */
/**
 * The waitlist block in the editor: the form as visitors see it (the fields set on Colophon →
 * Waitlist), the button's text in the sidebar, and where applications go (Colophon →
 * Applications; the forwarding address on Colophon → Waitlist).
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ServerBlock, TextWithDefault } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  button: string;
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  return (
    <ServerBlock name={metadata.name} attributes={attributes}>
      <PanelBody title={__('Form', 'colophon')}>
        <TextWithDefault
          label={__('Button text', 'colophon')}
          value={attributes.button}
          fallback={__('Join the waitlist', 'colophon')}
          onChange={(button) => setAttributes({ button })}
        />
        <p>
          {__(
            'The form’s fields, and the address applications are forwarded to, are set on Colophon → Waitlist. Every application is kept in WordPress first, under Colophon → Applications.',
            'colophon',
          )}
        </p>
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
