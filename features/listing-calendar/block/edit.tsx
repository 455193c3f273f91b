/** @jsxImportSource wp-element */
/**
 * The calendar in the editor: the month as its server renders it, and in the sidebar what it
 * shows (posts of a type, on their publish date or on a date from a custom field) and the month it
 * opens on. Its id is made by the block (useMadeId), never typed.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { PostTypeSelect, ServerBlock, useMadeId } from '../../../src/blocks/controls';
import metadata from './block.json';

interface Attributes {
  id: string;
  post_type: string;
  date_key: string;
  month: string;
}

/** The date_key that places posts on the day they were published (../php/Calendar.php). */
const BY_POST_DATE = 'post_date';

function Edit({ attributes: a, setAttributes: set, clientId }: BlockEditProps<Attributes>) {
  useMadeId(clientId, 'id', a.id, (id) => set({ id }));
  const byField = a.date_key !== BY_POST_DATE;
  const monthValid = a.month === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(a.month);
  return (
    <ServerBlock name={metadata.name} attributes={monthValid ? a : { ...a, month: '' }}>
      <PanelBody title={__('Calendar', 'colophon')}>
        <PostTypeSelect label={__('Post type', 'colophon')} value={a.post_type} onChange={(post_type) => set({ post_type })} />
        <SelectControl
          label={__('Each post’s day', 'colophon')}
          value={byField ? 'field' : BY_POST_DATE}
          options={[
            { label: __('The day it was published', 'colophon'), value: BY_POST_DATE },
            { label: __('A date in a custom field', 'colophon'), value: 'field' },
          ]}
          onChange={(value) => set({ date_key: value === BY_POST_DATE ? BY_POST_DATE : 'event_date' })}
          __nextHasNoMarginBottom
          __next40pxDefaultSize
        />
        {byField ? (
          <TextControl
            label={__('Custom field name', 'colophon')}
            value={a.date_key}
            onChange={(date_key) =>
              set({
                date_key: date_key
                  .trim()
                  .toLowerCase()
                  .replace(/[^a-z0-9_-]/g, ''),
              })
            }
            help={__('Its value is a date such as 2026-11-28.', 'colophon')}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        ) : null}
        <div className={`colophon-block-field${monthValid ? '' : ' is-invalid'}`}>
          <TextControl
            label={__('Opens on the month', 'colophon')}
            type="month"
            value={a.month}
            onChange={(month) => set({ month })}
            help={
              monthValid
                ? __('Empty: the current month.', 'colophon')
                : __('Opens on the month: choose a month such as 2026-11, or leave it empty for the current month.', 'colophon')
            }
            aria-invalid={!monthValid}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </div>
      </PanelBody>
    </ServerBlock>
  );
}

registerBlockType<Attributes>(metadata, { edit: Edit, save: () => null });
