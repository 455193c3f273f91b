/** @jsxImportSource wp-element */
/**
 * The filtered posts block in the editor: the filter bar and its grid as the server renders them,
 * and in the sidebar what is listed (post type, how many, columns) and what filters it (a
 * taxonomy of that type, one or several terms at once, any or all of them). Both ids are made by
 * the block (useMadeId), never typed.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { PostTypeSelect, ServerBlock, TextWithDefault, useMadeId } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  id: string;
  filter_id: string;
  post_type: string;
  posts_per_page: number;
  columns: number;
  taxonomy: string;
  multiple: boolean;
  join: 'AND' | 'OR';
  label: string;
  heading: 'h2' | 'h3';
}

interface Taxonomy {
  slug: string;
  name: string;
  types: string[];
  visibility?: { publicly_queryable?: boolean };
}

function Edit({ attributes: a, setAttributes: set, clientId }: BlockEditProps<Attributes>) {
  useMadeId(clientId, 'id', a.id, (id) => set({ id }));
  useMadeId(clientId, 'filter_id', a.filter_id, (filter_id) => set({ filter_id }));
  const taxonomies = useSelect((select) => (select('core').getTaxonomies({ per_page: -1 }) ?? []) as Taxonomy[], []);
  const ofType = taxonomies.filter((taxonomy) => taxonomy.types.includes(a.post_type) && taxonomy.visibility?.publicly_queryable !== false);
  const number = (label: string, value: number, min: number, max: number, change: (value: number) => void) => (
    <RangeControl label={label} value={value} min={min} max={max} onChange={(next) => change(next ?? min)} __nextHasNoMarginBottom __next40pxDefaultSize />
  );
  const taxonomyName = ofType.find((taxonomy) => taxonomy.slug === a.taxonomy)?.name ?? a.taxonomy;
  return (
    <ServerBlock name={metadata.name} attributes={a}>
      <PanelBody title={__('Posts', 'colophon')}>
        <PostTypeSelect label={__('Post type', 'colophon')} value={a.post_type} onChange={(post_type) => set({ post_type })} />
        {number(__('Posts per page', 'colophon'), a.posts_per_page, 1, 48, (posts_per_page) => set({ posts_per_page }))}
        {number(__('Columns', 'colophon'), a.columns, 1, 6, (columns) => set({ columns }))}
        <SelectControl
          label={__('Card titles', 'colophon')}
          value={a.heading}
          options={[
            { label: __('Level 3 (under a section heading)', 'colophon'), value: 'h3' },
            { label: __('Level 2 (right under the page title)', 'colophon'), value: 'h2' },
          ]}
          onChange={(heading) => set({ heading: heading as Attributes['heading'] })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
      </PanelBody>
      <PanelBody title={__('Filter', 'colophon')}>
        <SelectControl
          label={__('Filter by', 'colophon')}
          value={a.taxonomy}
          options={(ofType.length ? ofType : [{ slug: 'category', name: __('Categories', 'colophon') }]).map((taxonomy) => ({
            label: taxonomy.name,
            value: taxonomy.slug,
          }))}
          onChange={(taxonomy) => set({ taxonomy })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        <ToggleControl
          label={__('Visitors can choose several at once', 'colophon')}
          checked={a.multiple}
          onChange={(multiple) => set({ multiple })}
          __nextHasNoMarginBottom
        />
        {a.multiple ? (
          <SelectControl
            label={__('Show posts in', 'colophon')}
            value={a.join}
            options={[
              { label: __('Any of the chosen', 'colophon'), value: 'OR' },
              { label: __('All of the chosen', 'colophon'), value: 'AND' },
            ]}
            onChange={(join) => set({ join: join as Attributes['join'] })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        ) : null}
        <TextWithDefault
          label={__('Name of the filter (for screen readers)', 'colophon')}
          value={a.label}
          fallback={taxonomyName}
          onChange={(label) => set({ label })}
        />
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
