/** @jsxImportSource wp-element */
/** Gives other templates one template's display settings (triggers, rules, close options, pages). */
import { CheckboxControl } from '@wordpress/components';
import type { LibraryApi } from '../api';
import { LibraryDialog } from '../dialog';
import type { LibraryTemplate } from '../events';
import type { DialogProps } from './props';
import { __, _n, sprintf } from '@wordpress/i18n';

export function ApplySettingsDialog({
  open,
  form,
  working,
  error,
  edit,
  cancel,
  confirm,
  api,
  templates,
}: DialogProps & { api: LibraryApi; templates: LibraryTemplate[] }) {
  const template = open.template!;
  const others = templates.filter((t) => t.id !== template.id);
  const targets = form.targets;
  return (
    <LibraryDialog
      /* translators: %s: a template's title */
      title={sprintf(__('Apply the settings of “%s”', 'colophon'), template.title)}
      confirm={__('Apply settings', 'colophon')}
      working={working}
      error={error}
      disabled={!targets.length}
      onCancel={cancel}
      onConfirm={() =>
        confirm(async () => {
          await api.applySettings(template.id, targets);
          /* translators: %d: how many */
          return sprintf(_n('Settings applied to %d template.', 'Settings applied to %d templates.', targets.length, 'colophon'), targets.length);
        }, targets.length)
      }
    >
      <fieldset>
        <legend>{__('Its triggers, display rules, close options and pages go to:', 'colophon')}</legend>
        {others.length ? null : <p>{__('There is no other template.', 'colophon')}</p>}
        {others.map((other) => (
          <CheckboxControl
            key={other.id}
            label={other.title || __('(no title)', 'colophon')}
            checked={targets.includes(other.id)}
            onChange={(on) => edit({ targets: on ? [...targets, other.id] : targets.filter((id) => id !== other.id) })}
            __nextHasNoMarginBottom
          />
        ))}
      </fieldset>
    </LibraryDialog>
  );
}
