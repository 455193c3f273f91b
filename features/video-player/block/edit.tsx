/** @jsxImportSource wp-element */
/**
 * The video player in the editor: a video chosen or uploaded from the media library, then the
 * player as visitors see it before they play; its poster, captions (a WebVTT file), name and
 * caption in the sidebar.
 */
import { MediaPlaceholder, MediaUpload, MediaUploadCheck, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ServerBlock } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  videoId: number;
  posterId: number;
  captionsId: number;
  label: string;
  caption: string;
}

/** A media library file for one attribute: choose, replace or remove it. */
function FilePicker({ label, types, id, onChange }: { label: string; types: string[]; id: number; onChange: (id: number) => void }) {
  return (
    <MediaUploadCheck>
      <MediaUpload
        allowedTypes={types}
        value={id}
        onSelect={(media: { id: number }) => onChange(media.id)}
        render={({ open }: { open: () => void }) => (
          <div className="colophon-block-group">
            <span>{label}</span>
            <Button variant="secondary" onClick={open} __next40pxDefaultSize>
              {id ? __('Replace', 'colophon') : __('Choose', 'colophon')}
            </Button>
            {id ? (
              <Button variant="tertiary" isDestructive onClick={() => onChange(0)} __next40pxDefaultSize>
                {__('Remove', 'colophon')}
              </Button>
            ) : null}
          </div>
        )}
      />
    </MediaUploadCheck>
  );
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  const blockProps = useBlockProps();
  if (!attributes.videoId)
    return (
      <div {...blockProps}>
        <MediaPlaceholder
          icon="format-video"
          labels={{ title: __('Video player', 'colophon'), instructions: __('Upload a video or choose one from the media library.', 'colophon') }}
          accept="video/*"
          allowedTypes={['video']}
          onSelect={(media: { id: number }) => setAttributes({ videoId: media.id })}
        />
      </div>
    );
  return (
    <ServerBlock name={metadata.name} attributes={attributes}>
      <PanelBody title={__('Video', 'colophon')}>
        <FilePicker label={__('Video', 'colophon')} types={['video']} id={attributes.videoId} onChange={(videoId) => setAttributes({ videoId })} />
        <FilePicker label={__('Poster image', 'colophon')} types={['image']} id={attributes.posterId} onChange={(posterId) => setAttributes({ posterId })} />
        <FilePicker
          label={__('Captions (WebVTT)', 'colophon')}
          types={['text/vtt']}
          id={attributes.captionsId}
          onChange={(captionsId) => setAttributes({ captionsId })}
        />
        <TextControl
          label={__('Name for screen readers', 'colophon')}
          value={attributes.label}
          onChange={(label) => setAttributes({ label })}
          help={__('Empty: the video’s title in the media library.', 'colophon')}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        <TextControl
          label={__('Caption under the video', 'colophon')}
          value={attributes.caption}
          onChange={(caption) => setAttributes({ caption })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
