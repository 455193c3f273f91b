/** @jsxImportSource wp-element */
/**
 * A customization: each available section as a group of checkboxes (the section's box with how
 * many of its items are ticked, then its items), in registry order, with WordPress's checkboxes.
 * Used for export and for import; the fieldset disables them all while the screen works.
 */
import { CheckboxControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { childrenOf, type CustomizationContext, type CustomizationSection } from './registry';
import { itemChecked, type Selection } from './selection';

interface Props {
  legend: string;
  sections: CustomizationSection[];
  context: CustomizationContext;
  selection: Selection;
  disabled?: boolean;
  onSection(section: CustomizationSection, checked: boolean): void;
  onItem(section: CustomizationSection, key: string, checked: boolean): void;
}

export function Customization({ legend, sections, context, selection, disabled, onSection, onItem }: Props) {
  return (
    <fieldset className="colophon-kits__customization" disabled={disabled}>
      <legend className="screen-reader-text">{legend}</legend>
      {sections.map((section) => {
        const children = childrenOf(section, context);
        const checked = Boolean(selection[section.key]?.checked);
        const ticked = children.filter((child) => itemChecked(selection, section, child.key)).length;
        const Extra = section.component;
        return (
          <div className="colophon-kits__section" key={section.key} role="group" aria-label={section.title}>
            <CheckboxControl
              className="colophon-kits__section-head"
              /* translators: 1: a section's title, 2: how many of its items are ticked, 3: how many it has */
              label={sprintf(__('%1$s (%2$d of %3$d)', 'colophon'), section.title, ticked, children.length)}
              help={section.description || undefined}
              checked={checked}
              onChange={(on) => onSection(section, on)}
              __nextHasNoMarginBottom
            />
            {Extra ? <Extra context={context} checked={checked} /> : null}
            {children.length > 0 ? (
              <ul className="colophon-kits__items">
                {children.map((child) => (
                  <li key={child.key}>
                    <CheckboxControl
                      label={child.title}
                      checked={itemChecked(selection, section, child.key)}
                      onChange={(on) => onItem(section, child.key, on)}
                      __nextHasNoMarginBottom
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
