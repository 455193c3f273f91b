/** @jsxImportSource wp-element */
/**
 * The slider in the editor. With blocks as slides, each block inside it is one slide, laid out in
 * a row as many to a view as on a desktop (scroll sideways for the rest); with posts, the slider
 * as its server renders it, in its first frame. Every option the slider handler understands
 * (../options.ts) is in the sidebar: slides per view on phones, tablets and desktops, the gap,
 * where it starts being a slider, autoplay, speed, loop, fade, arrows and dots.
 */
import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { PostTypeSelect, ServerBlock } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  source: 'blocks' | 'posts';
  postType: string;
  count: number;
  perViewPhone: number;
  perViewTablet: number;
  perViewDesktop: number;
  gap: number;
  from: number;
  autoplay: number;
  speed: number;
  loop: boolean;
  fade: boolean;
  arrows: boolean;
  dots: boolean;
  label: string;
}

type Set = (changes: Partial<Attributes>) => void;

/** A slide to start from: a group with a heading and a line, for the owner to replace. */
const slide = (): [string, Record<string, unknown>, unknown[]] => [
  'core/group',
  { layout: { type: 'constrained' } },
  [
    ['core/heading', { level: 3, placeholder: __('Slide heading', 'colophon') }],
    ['core/paragraph', { placeholder: __('What this slide says…', 'colophon') }],
  ],
];

function Range({
  label,
  value,
  min,
  max,
  help,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  help?: string;
  onChange: (value: number) => void;
}) {
  return (
    <RangeControl
      label={label}
      value={value}
      min={min}
      max={max}
      help={help}
      onChange={(next) => onChange(next ?? min)}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
}

function Toggle({ label, checked, help, onChange }: { label: string; checked: boolean; help?: string; onChange: (value: boolean) => void }) {
  return <ToggleControl label={label} checked={checked} help={help} onChange={onChange} __nextHasNoMarginBottom />;
}

function Options({ attributes: a, setAttributes: set }: { attributes: Attributes; setAttributes: Set }) {
  return (
    <>
      <PanelBody title={__('Slides', 'colophon')}>
        <SelectControl
          label={__('Slides are', 'colophon')}
          value={a.source}
          options={[
            { label: __('Blocks I add (each one a slide)', 'colophon'), value: 'blocks' },
            { label: __('Latest posts', 'colophon'), value: 'posts' },
          ]}
          onChange={(source) => set({ source: source as Attributes['source'] })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        {a.source === 'posts' ? (
          <>
            <PostTypeSelect label={__('Of this type', 'colophon')} value={a.postType} onChange={(postType) => set({ postType })} />
            <Range label={__('How many', 'colophon')} value={a.count} min={2} max={24} onChange={(count) => set({ count })} />
          </>
        ) : null}
        <TextControl
          label={__('Name for screen readers', 'colophon')}
          value={a.label}
          onChange={(label) => set({ label })}
          help={__('Optional: names the slider as a region of the page (“Customer stories”).', 'colophon')}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
      </PanelBody>
      <PanelBody title={__('Layout', 'colophon')}>
        {a.fade ? null : (
          <>
            <Range
              label={__('Slides per view on phones', 'colophon')}
              value={a.perViewPhone}
              min={1}
              max={4}
              onChange={(perViewPhone) => set({ perViewPhone })}
            />
            <Range
              label={__('On tablets (from 768 px)', 'colophon')}
              value={a.perViewTablet}
              min={1}
              max={6}
              onChange={(perViewTablet) => set({ perViewTablet })}
            />
            <Range
              label={__('On desktops (from 1024 px)', 'colophon')}
              value={a.perViewDesktop}
              min={1}
              max={8}
              onChange={(perViewDesktop) => set({ perViewDesktop })}
            />
            <Range label={__('Space between slides (px)', 'colophon')} value={a.gap} min={0} max={80} onChange={(gap) => set({ gap })} />
          </>
        )}
        <SelectControl
          label={__('A slider on', 'colophon')}
          value={String(a.from)}
          options={[
            { label: __('Every screen', 'colophon'), value: '0' },
            { label: __('Tablets and desktops (a list on phones)', 'colophon'), value: '768' },
            { label: __('Desktops only (a list on smaller screens)', 'colophon'), value: '1024' },
          ]}
          onChange={(from) => set({ from: Number(from) })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
      </PanelBody>
      <PanelBody title={__('Motion and controls', 'colophon')}>
        <Range
          label={__('Move on by itself every (seconds)', 'colophon')}
          value={a.autoplay}
          min={0}
          max={20}
          help={__(
            '0: only when the visitor moves it. It pauses while the pointer or focus is on it, and never moves for visitors who ask for reduced motion.',
            'colophon',
          )}
          onChange={(autoplay) => set({ autoplay })}
        />
        <Range label={__('Transition (milliseconds)', 'colophon')} value={a.speed} min={0} max={3000} onChange={(speed) => set({ speed })} />
        <Toggle
          label={__('Start again after the last slide', 'colophon')}
          checked={a.loop}
          help={__('Needs more than twice as many slides as show at once.', 'colophon')}
          onChange={(loop) => set({ loop })}
        />
        <Toggle label={__('Fade, one slide at a time', 'colophon')} checked={a.fade} onChange={(fade) => set({ fade })} />
        <Toggle label={__('Arrows', 'colophon')} checked={a.arrows} onChange={(arrows) => set({ arrows })} />
        <Toggle label={__('Dots', 'colophon')} checked={a.dots} onChange={(dots) => set({ dots })} />
      </PanelBody>
    </>
  );
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  const n = attributes.fade ? 1 : Math.max(1, attributes.perViewDesktop);
  const gap = attributes.fade ? 0 : attributes.gap;
  const blockProps = useBlockProps();
  const innerBlocksProps = useInnerBlocksProps(
    {
      className: 'colophon-slider__editor',
      style: {
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: `calc((100% - ${(n - 1) * gap}px) / ${n})`,
        gap: `${gap}px`,
        overflowX: 'auto',
      },
    },
    { template: [slide(), slide(), slide()], orientation: 'horizontal', renderAppender: InnerBlocks.ButtonBlockAppender },
  );
  if (attributes.source === 'posts')
    return (
      <ServerBlock name={metadata.name} attributes={attributes}>
        <Options attributes={attributes} setAttributes={setAttributes} />
      </ServerBlock>
    );
  return (
    <div {...blockProps}>
      <InspectorControls>
        <Options attributes={attributes} setAttributes={setAttributes} />
      </InspectorControls>
      <p className="colophon-slider__hint">{__('Each block here is one slide. Use a Group for a slide of several blocks.', 'colophon')}</p>
      <div {...innerBlocksProps} />
    </div>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => <InnerBlocks.Content /> });
