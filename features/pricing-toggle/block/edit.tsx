/** @jsxImportSource wp-element */
/**
 * The pricing block in the editor: the block as visitors see it (its server rendering), and every
 * option in the sidebar — the periods' texts, the currency, which period shows first, and the
 * plans with both prices, their features, button and whether one stands out.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { Button, Disabled, PanelBody, Placeholder, SelectControl, TextareaControl, TextControl, ToggleControl } from '@wordpress/components';
import { select } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import { TextWithDefault } from '../../../src/blocks/controls';
import metadata from './block.json';
import { priceProblem } from './price';

export interface Plan {
  name: string;
  yearly: string;
  monthly: string;
  features: string;
  button: string;
  url: string;
  featured: boolean;
}

interface Attributes {
  legend: string;
  yearlyLabel: string;
  monthlyLabel: string;
  yearlySuffix: string;
  monthlySuffix: string;
  currency: string;
  currencyAfter: boolean;
  period: 'yearly' | 'monthly';
  plans: Plan[];
}

const newPlan = (): Plan => ({ name: __('Plan', 'colophon'), yearly: '', monthly: '', features: '', button: '', url: '', featured: false });

// translators: %d: the plan's number in the list
const planTitle = (plan: Plan, index: number) => plan.name || sprintf(__('Plan %d', 'colophon'), index + 1);

function PriceField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const problem = priceProblem(value);
  return (
    <TextControl
      label={label}
      value={value}
      inputMode="decimal"
      aria-invalid={problem}
      onChange={onChange}
      className={problem ? 'colophon-block-field is-invalid' : 'colophon-block-field'}
      help={
        problem
          ? // translators: %s: what the owner typed as a price
            sprintf(__('“%s” is not a price: write a number such as 19 or 19.99. Until then this period shows no price.', 'colophon'), value)
          : __('A number, without the currency.', 'colophon')
      }
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}

function Edit({ attributes, setAttributes, clientId }: BlockEditProps<Attributes>) {
  const { plans } = attributes;
  const setPlan = (index: number, changes: Partial<Plan>) => setAttributes({ plans: plans.map((plan, i) => (i === index ? { ...plan, ...changes } : plan)) });
  // The plans as stored now, not as this render saw them: two quick clicks add two plans.
  const addPlan = () => {
    const stored = (select('core/block-editor') as { getBlockAttributes(id: string): Attributes | null }).getBlockAttributes(clientId);
    setAttributes({ plans: [...(stored?.plans ?? plans), newPlan()] });
  };
  const text = (key: 'legend' | 'yearlyLabel' | 'monthlyLabel' | 'yearlySuffix' | 'monthlySuffix', label: string, fallback: string) => (
    <TextWithDefault label={label} value={attributes[key]} fallback={fallback} onChange={(value) => setAttributes({ [key]: value } as Partial<Attributes>)} />
  );
  return (
    <div {...useBlockProps()}>
      <InspectorControls>
        <PanelBody title={__('Plans', 'colophon')}>
          {plans.map((plan, index) => (
            <fieldset key={index} className="colophon-block-group">
              <legend>{planTitle(plan, index)}</legend>
              <TextControl
                label={__('Plan name', 'colophon')}
                value={plan.name}
                onChange={(name) => setPlan(index, { name })}
                __nextHasNoMarginBottom
                __next40pxDefaultSize
              />
              <PriceField label={__('Price a month, billed yearly', 'colophon')} value={plan.yearly} onChange={(yearly) => setPlan(index, { yearly })} />
              <PriceField label={__('Price a month, billed monthly', 'colophon')} value={plan.monthly} onChange={(monthly) => setPlan(index, { monthly })} />
              <TextareaControl
                label={__('What the plan includes', 'colophon')}
                help={__('One item a line.', 'colophon')}
                value={plan.features}
                onChange={(features) => setPlan(index, { features })}
                __nextHasNoMarginBottom
              />
              <TextControl
                label={__('Button text', 'colophon')}
                value={plan.button}
                onChange={(button) => setPlan(index, { button })}
                __nextHasNoMarginBottom
                __next40pxDefaultSize
              />
              <TextControl
                label={__('Button link', 'colophon')}
                type="url"
                value={plan.url}
                onChange={(url) => setPlan(index, { url })}
                help={__('The button shows when it has both a text and a link.', 'colophon')}
                __nextHasNoMarginBottom
                __next40pxDefaultSize
              />
              <ToggleControl
                label={__('Highlight this plan', 'colophon')}
                checked={plan.featured}
                onChange={(featured) => setPlan(index, { featured })}
                __nextHasNoMarginBottom
              />
              <Button variant="secondary" isDestructive onClick={() => setAttributes({ plans: plans.filter((_, i) => i !== index) })} __next40pxDefaultSize>
                {/* translators: %s: a plan's name */}
                {sprintf(__('Remove %s', 'colophon'), planTitle(plan, index))}
              </Button>
            </fieldset>
          ))}
          <Button variant="primary" onClick={addPlan} __next40pxDefaultSize>
            {__('Add a plan', 'colophon')}
          </Button>
        </PanelBody>
        <PanelBody title={__('Periods and currency', 'colophon')} initialOpen={false}>
          <SelectControl
            label={__('Shown first', 'colophon')}
            value={attributes.period}
            options={[
              { label: __('Yearly', 'colophon'), value: 'yearly' },
              { label: __('Monthly', 'colophon'), value: 'monthly' },
            ]}
            onChange={(period) => setAttributes({ period: period === 'monthly' ? 'monthly' : 'yearly' })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          <TextControl
            label={__('Currency', 'colophon')}
            value={attributes.currency}
            onChange={(currency) => setAttributes({ currency })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          <ToggleControl
            label={__('Currency after the amount', 'colophon')}
            checked={attributes.currencyAfter}
            onChange={(currencyAfter) => setAttributes({ currencyAfter })}
            __nextHasNoMarginBottom
          />
          {text('legend', __('Name of the switch (for screen readers)', 'colophon'), __('Billing period', 'colophon'))}
          {text('yearlyLabel', __('Yearly label', 'colophon'), __('Yearly', 'colophon'))}
          {text('monthlyLabel', __('Monthly label', 'colophon'), __('Monthly', 'colophon'))}
          {text('yearlySuffix', __('After a yearly price', 'colophon'), __('a month, billed yearly', 'colophon'))}
          {text('monthlySuffix', __('After a monthly price', 'colophon'), __('a month, billed monthly', 'colophon'))}
        </PanelBody>
      </InspectorControls>
      {plans.length ? (
        <Disabled>
          <ServerSideRender block={metadata.name} attributes={attributes as unknown as Record<string, unknown>} skipBlockSupportAttributes />
        </Disabled>
      ) : (
        <Placeholder
          icon="money-alt"
          label={__('Pricing with a period switch', 'colophon')}
          instructions={__('Add the plans you sell; each has a yearly and a monthly price.', 'colophon')}
        >
          <Button variant="primary" onClick={addPlan} __next40pxDefaultSize>
            {__('Add a plan', 'colophon')}
          </Button>
        </Placeholder>
      )}
    </div>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
