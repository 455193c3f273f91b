/** @jsxImportSource wp-element */
/**
 * The announcement bar in the editor: the message written in place (with links, bold, italics),
 * whether visitors may close it and the close button's name in the sidebar.
 */
import { InspectorControls, RichText, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { TextWithDefault } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  message: string;
  dismissible: boolean;
  closeLabel: string;
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  return (
    <aside {...useBlockProps({ className: 'colophon-announcement' })}>
      <InspectorControls>
        <PanelBody title={__('Closing', 'colophon')}>
          <ToggleControl
            label={__('Visitors can close it', 'colophon')}
            help={__('Closed, it stays hidden on every page until you change the message.', 'colophon')}
            checked={attributes.dismissible}
            onChange={(dismissible) => setAttributes({ dismissible })}
            __nextHasNoMarginBottom
          />
          {attributes.dismissible ? (
            <TextWithDefault
              label={__('Close button name (for screen readers)', 'colophon')}
              value={attributes.closeLabel}
              fallback={__('Close the announcement', 'colophon')}
              onChange={(closeLabel) => setAttributes({ closeLabel })}
            />
          ) : null}
        </PanelBody>
      </InspectorControls>
      <RichText
        tagName="p"
        aria-label={__('Announcement', 'colophon')}
        placeholder={__('Write the announcement…', 'colophon')}
        value={attributes.message}
        onChange={(message: string) => setAttributes({ message })}
        allowedFormats={['core/bold', 'core/italic', 'core/link']}
      />
      {attributes.dismissible ? (
        <span className="colophon-announcement__close" aria-hidden="true">
          ×
        </span>
      ) : null}
    </aside>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
