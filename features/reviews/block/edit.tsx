/** @jsxImportSource wp-element */
/**
 * The reviews block in the editor: the reviews shown are its own blocks (quotes to start with),
 * and the sidebar names the reviews provider whose rating data search engines get — its https
 * address (refused, with the field named, unless it is another site's), the business unit, the
 * consent category it waits for — and, for a product's reviews, the product.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { Notice, PanelBody, RangeControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ConsentCategorySelect, thirdPartyAddressProblem } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  api: string;
  businessUnit: string;
  templateId: string;
  locale: string;
  sku: string;
  productName: string;
  numberOfReviews: number;
  lazy: boolean;
  category: string;
}

/** Why the address is no provider's, or '' when it is one (or still empty). */
export function apiProblem(value: string, ownHost: string): string {
  const problem = thirdPartyAddressProblem(value, ownHost);
  if (problem === 'unparsable')
    return __('Provider’s address: paste the https address of your reviews provider’s API (such as https://api.example.com/).', 'colophon');
  if (problem === 'not-https') return __('Provider’s address: the address must start with https://.', 'colophon');
  if (problem === 'own-site') return __('Provider’s address: this is an address of your own site; paste your reviews provider’s.', 'colophon');
  return '';
}

function Text({ label, value, help, onChange }: { label: string; value: string; help?: string; onChange: (value: string) => void }) {
  return <TextControl label={label} value={value} help={help} onChange={onChange} __nextHasNoMarginBottom __next40pxDefaultSize />;
}

const quote = (text: string, cite: string): [string, Record<string, unknown>, [string, Record<string, unknown>][]] => [
  'core/quote',
  { citation: cite },
  [['core/paragraph', { content: text }]],
];

function Edit({ attributes: a, setAttributes: set }: BlockEditProps<Attributes>) {
  const problem = apiProblem(a.api, location.host);
  const missing = !problem && (a.api.trim() === '' || a.businessUnit.trim() === '');
  const innerBlocksProps = useInnerBlocksProps(
    {},
    {
      template: [quote(__('What a customer said about you.', 'colophon'), __('Their name', 'colophon'))],
      renderAppender: InnerBlocks.ButtonBlockAppender,
    },
  );
  return (
    <div {...useBlockProps({ className: 'colophon-reviews' })}>
      <InspectorControls>
        <PanelBody title={__('Reviews provider', 'colophon')}>
          {missing ? (
            <Notice status="info" isDismissible={false}>
              {__(
                'Set your provider’s address and your business unit id to add its rating data for search engines. Until then, only the reviews you add here show.',
                'colophon',
              )}
            </Notice>
          ) : null}
          <div className={`colophon-block-field${problem ? ' is-invalid' : ''}`}>
            <TextControl
              label={__('Provider’s address', 'colophon')}
              type="url"
              value={a.api}
              onChange={(api) => set({ api })}
              help={problem || __('Your reviews provider’s API address, from its integration settings.', 'colophon')}
              aria-invalid={Boolean(problem)}
              __nextHasNoMarginBottom
              __next40pxDefaultSize
            />
          </div>
          <Text label={__('Business unit id', 'colophon')} value={a.businessUnit} onChange={(businessUnit) => set({ businessUnit })} />
          <ConsentCategorySelect
            label={__('Asked once visitors allow', 'colophon')}
            help={__('Until then nothing is asked of the provider; the reviews you add here show anyway.', 'colophon')}
            value={a.category}
            onChange={(category) => set({ category })}
          />
          <ToggleControl
            label={__('Ask only when the reviews come into view', 'colophon')}
            checked={a.lazy}
            onChange={(lazy) => set({ lazy })}
            __nextHasNoMarginBottom
          />
        </PanelBody>
        <PanelBody title={__('Template and product', 'colophon')} initialOpen={false}>
          <Text label={__('Template id', 'colophon')} value={a.templateId} onChange={(templateId) => set({ templateId })} />
          <Text label={__('Language (such as en-US)', 'colophon')} value={a.locale} onChange={(locale) => set({ locale })} />
          <Text
            label={__('Product SKU', 'colophon')}
            value={a.sku}
            help={__('Set: this product’s reviews. Empty: your business’s, for this page.', 'colophon')}
            onChange={(sku) => set({ sku })}
          />
          {a.sku.trim() !== '' ? (
            <>
              <Text label={__('Product name', 'colophon')} value={a.productName} onChange={(productName) => set({ productName })} />
              <RangeControl
                label={__('Reviews in the product’s data', 'colophon')}
                value={a.numberOfReviews}
                min={1}
                max={100}
                onChange={(numberOfReviews) => set({ numberOfReviews: numberOfReviews ?? 10 })}
                __nextHasNoMarginBottom
                __next40pxDefaultSize
              />
            </>
          ) : null}
        </PanelBody>
      </InspectorControls>
      <div {...innerBlocksProps} />
    </div>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => <InnerBlocks.Content /> });
