/** @jsxImportSource wp-element */
/** The like/dislike block in the editor: the buttons as visitors see them, for this post. */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ServerBlock } from '../../../src/blocks/controls';
import metadata from './block.json';

function Edit({ attributes }: BlockEditProps<Record<string, never>>) {
  return (
    <ServerBlock name={metadata.name} attributes={attributes}>
      <PanelBody title={__('Votes', 'colophon')}>
        <p>
          {__(
            'Each visitor votes once per post and can change their vote. To show the buttons under every post of a type instead, tick it on Colophon → Overview.',
            'colophon',
          )}
        </p>
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Record<string, never>>(metadata, { edit: Edit, save: () => null });
