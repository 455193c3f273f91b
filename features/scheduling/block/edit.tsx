/** @jsxImportSource wp-element */
/**
 * The booking calendar in the editor: the booking page's address (refused, with the field named,
 * unless it is an https address of another site), the provider's name, the consent category it
 * waits for, its height and the direct link's text; the block as visitors get it before consent.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ConsentCategorySelect, ServerBlock, TextWithDefault, thirdPartyAddressProblem } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  url: string;
  provider: string;
  category: string;
  height: number;
  linkText: string;
}

/** Why the address is no booking page, or '' when it is one. */
function urlProblem(value: string): string {
  const problem = thirdPartyAddressProblem(value, location.host);
  if (problem === 'unparsable') return __('Booking page: paste the https address of your booking page (such as https://calendly.com/you/intro).', 'colophon');
  if (problem === 'not-https') return __('Booking page: the address must start with https://.', 'colophon');
  if (problem === 'own-site') return __('Booking page: this is an address of your own site; paste your scheduling provider’s.', 'colophon');
  return '';
}

function Edit({ attributes: a, setAttributes: set }: BlockEditProps<Attributes>) {
  const problem = urlProblem(a.url);
  let host = '';
  try {
    host = new URL(a.url.trim()).host;
  } catch {
    // No host yet: the provider's name falls back to nothing.
  }
  return (
    <ServerBlock name={metadata.name} attributes={a}>
      <PanelBody title={__('Booking page', 'colophon')}>
        <div className={`colophon-block-field${problem ? ' is-invalid' : ''}`}>
          <TextControl
            label={__('Booking page address', 'colophon')}
            type="url"
            value={a.url}
            onChange={(url) => set({ url })}
            help={problem || __('Your booking page at your scheduling provider, such as https://calendly.com/you/intro.', 'colophon')}
            aria-invalid={Boolean(problem)}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </div>
        <TextWithDefault
          label={__('Provider’s name', 'colophon')}
          value={a.provider}
          fallback={host || __('its host', 'colophon')}
          onChange={(provider) => set({ provider })}
        />
        <ConsentCategorySelect
          label={__('Shown once visitors allow', 'colophon')}
          help={__('Until then the page asks for it and offers the direct link: nothing is loaded from the provider.', 'colophon')}
          value={a.category}
          onChange={(category) => set({ category })}
        />
        <RangeControl
          label={__('Height (px)', 'colophon')}
          value={a.height}
          min={320}
          max={1600}
          onChange={(height) => set({ height: height ?? 680 })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        <TextWithDefault
          label={__('Direct link text', 'colophon')}
          value={a.linkText}
          fallback={__('Open the booking page in a new tab', 'colophon')}
          onChange={(linkText) => set({ linkText })}
        />
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
