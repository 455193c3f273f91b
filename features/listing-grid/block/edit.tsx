/** @jsxImportSource wp-element */
/**
 * The listing grid in the editor: the grid as its server renders it (the first page of cards),
 * every option in the sidebar — what it lists (posts of a type, or a visitor's store), how many,
 * columns, layout, how more are loaded, the cards' image and store buttons. Its id is made by the
 * block (useMadeId), never typed.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { CheckboxControl, PanelBody, RangeControl, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { PostTypeSelect, ServerBlock, TextWithDefault, useMadeId } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  id: string;
  post_type: string;
  per_page: number;
  columns: number;
  layout: 'grid' | 'masonry' | 'slider';
  nav: '' | 'click' | 'scroll';
  more_label: string;
  cover: boolean;
  stores: string[];
  store: string;
  empty: string;
}

declare global {
  interface Window {
    colophonStores?: { stores: Array<{ slug: string; label: string }>; screen: string };
  }
}

function Edit({ attributes: a, setAttributes: set, clientId }: BlockEditProps<Attributes>) {
  useMadeId(clientId, 'id', a.id, (id) => set({ id }));
  const stores = window.colophonStores?.stores ?? [];
  const number = (label: string, value: number, min: number, max: number, change: (value: number) => void) => (
    <RangeControl label={label} value={value} min={min} max={max} onChange={(next) => change(next ?? min)} __nextHasNoMarginBottom __next40pxDefaultSize />
  );
  return (
    <ServerBlock name={metadata.name} attributes={a}>
      <PanelBody title={__('What it lists', 'colophon')}>
        {stores.length ? (
          <SelectControl
            label={__('List', 'colophon')}
            value={a.store}
            options={[{ label: __('Posts of a type', 'colophon'), value: '' }, ...stores.map((store) => ({ label: store.label, value: store.slug }))]}
            onChange={(store) => set({ store })}
            help={__('A store lists what each visitor has put in it (their favourites, say).', 'colophon')}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        ) : null}
        {a.store ? null : <PostTypeSelect label={__('Post type', 'colophon')} value={a.post_type} onChange={(post_type) => set({ post_type })} />}
        {number(__('Cards per page', 'colophon'), a.per_page, 1, 24, (per_page) => set({ per_page }))}
        <TextWithDefault
          label={__('When there is nothing to list', 'colophon')}
          value={a.empty}
          fallback={__('Nothing here yet.', 'colophon')}
          onChange={(empty) => set({ empty })}
        />
      </PanelBody>
      <PanelBody title={__('Layout', 'colophon')}>
        <SelectControl
          label={__('Layout', 'colophon')}
          value={a.layout}
          options={[
            { label: __('Grid', 'colophon'), value: 'grid' },
            { label: __('Masonry (cards of different heights)', 'colophon'), value: 'masonry' },
            { label: __('Slider', 'colophon'), value: 'slider' },
          ]}
          onChange={(layout) => set({ layout: layout as Attributes['layout'] })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        {number(__('Columns', 'colophon'), a.columns, 1, 6, (columns) => set({ columns }))}
        <ToggleControl label={__('Featured image on each card', 'colophon')} checked={a.cover} onChange={(cover) => set({ cover })} __nextHasNoMarginBottom />
      </PanelBody>
      {a.store ? null : (
        <PanelBody title={__('More cards', 'colophon')}>
          <SelectControl
            label={__('Show more', 'colophon')}
            value={a.nav}
            options={[
              { label: __('No: only the first page', 'colophon'), value: '' },
              { label: __('With a Load more button', 'colophon'), value: 'click' },
              { label: __('As the visitor scrolls', 'colophon'), value: 'scroll' },
            ]}
            onChange={(nav) => set({ nav: nav as Attributes['nav'] })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          {a.nav === 'click' ? (
            <TextControl
              label={__('Button text', 'colophon')}
              value={a.more_label}
              onChange={(more_label) => set({ more_label })}
              help={__('Empty: “Load more”.', 'colophon')}
              __nextHasNoMarginBottom
              __next40pxDefaultSize
            />
          ) : null}
        </PanelBody>
      )}
      {stores.length ? (
        <PanelBody title={__('Store buttons on each card', 'colophon')} initialOpen={false}>
          {stores.map((store) => (
            <CheckboxControl
              key={store.slug}
              label={store.label}
              checked={a.stores.includes(store.slug)}
              onChange={(on) => set({ stores: on ? [...a.stores, store.slug] : a.stores.filter((slug) => slug !== store.slug) })}
              __nextHasNoMarginBottom
            />
          ))}
        </PanelBody>
      ) : null}
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
