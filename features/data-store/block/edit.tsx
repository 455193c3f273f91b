/** @jsxImportSource wp-element */
/**
 * The store block in the editor: the store chosen from those defined on Colophon → Data stores
 * (never a typed slug), then the button or count as visitors get it. Without a store yet, it
 * says where to make one.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ServerBlock } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  store: string;
  show: 'button' | 'count';
}

/** The stores, printed for this script by ../php/StoresScreen.php (`colophonStores`). */
declare global {
  interface Window {
    colophonStores?: { stores: Array<{ slug: string; label: string }>; screen: string };
  }
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  const blockProps = useBlockProps();
  const { stores = [], screen = '' } = window.colophonStores ?? {};
  const chosen = stores.some((store) => store.slug === attributes.store);
  if (!stores.length)
    return (
      <div {...blockProps}>
        <Placeholder
          icon="heart"
          label={__('Store button', 'colophon')}
          instructions={__('There is no data store yet. An administrator makes one on Colophon → Data stores.', 'colophon')}
        >
          {screen ? <a href={screen}>{__('Open Data stores', 'colophon')}</a> : null}
        </Placeholder>
      </div>
    );
  const picker = (
    <SelectControl
      label={__('Data store', 'colophon')}
      value={chosen ? attributes.store : ''}
      options={[{ label: __('Choose a store…', 'colophon'), value: '' }, ...stores.map((store) => ({ label: store.label, value: store.slug }))]}
      onChange={(store) => setAttributes({ store })}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
  const show = (
    <SelectControl
      label={__('Show', 'colophon')}
      value={attributes.show}
      options={[
        { label: __('A button that adds this post', 'colophon'), value: 'button' },
        { label: __('How many items the visitor has', 'colophon'), value: 'count' },
      ]}
      onChange={(value) => setAttributes({ show: value as Attributes['show'] })}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
  if (!chosen)
    return (
      <div {...blockProps}>
        <Placeholder icon="heart" label={attributes.show === 'count' ? __('Store count', 'colophon') : __('Store button', 'colophon')}>
          {picker}
        </Placeholder>
      </div>
    );
  return (
    <ServerBlock name={metadata.name} attributes={attributes}>
      <PanelBody title={__('Store', 'colophon')}>
        {picker}
        {show}
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
