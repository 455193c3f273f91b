/** @jsxImportSource wp-element */
/**
 * A customization: each available section as a group of checkboxes (the section's box, then its
 * items), in registry order. Used for export and for import.
 */
import { childrenOf, type CustomizationContext, type CustomizationSection } from './registry';
import { itemChecked, type Selection } from './selection';

interface Props {
  id: string;
  legend: string;
  sections: CustomizationSection[];
  context: CustomizationContext;
  selection: Selection;
  disabled?: boolean;
  onSection(section: CustomizationSection, checked: boolean): void;
  onItem(section: CustomizationSection, key: string, checked: boolean): void;
}

const checkedOf = (event: Event): boolean => (event.currentTarget as HTMLInputElement).checked;

export function Customization({ id, legend, sections, context, selection, disabled, onSection, onItem }: Props) {
  return (
    <fieldset className="colophon-kits__customization" disabled={disabled}>
      <legend className="screen-reader-text">{legend}</legend>
      {sections.map((section) => {
        const children = childrenOf(section, context);
        const sectionId = `${id}-${section.key}`;
        const checked = Boolean(selection[section.key]?.checked);
        const Extra = section.component;
        return (
          <div className="colophon-kits__section" key={section.key} role="group" aria-labelledby={`${sectionId}-label`}>
            <p className="colophon-kits__section-head">
              <input
                type="checkbox"
                id={sectionId}
                checked={checked}
                onChange={(event: Event) => onSection(section, checkedOf(event))}
                aria-describedby={section.description ? `${sectionId}-desc` : undefined}
              />
              <label htmlFor={sectionId} id={`${sectionId}-label`}>
                <strong>{section.title}</strong>{' '}
                <span className="colophon-kits__count">
                  ({children.filter((child) => itemChecked(selection, section, child.key)).length} of {children.length})
                </span>
              </label>
            </p>
            {section.description ? (
              <p className="description" id={`${sectionId}-desc`}>
                {section.description}
              </p>
            ) : null}
            {Extra ? <Extra context={context} checked={checked} /> : null}
            {children.length > 0 ? (
              <ul className="colophon-kits__items">
                {children.map((child) => {
                  const itemId = `${sectionId}-item-${child.key}`;
                  return (
                    <li key={child.key}>
                      <input
                        type="checkbox"
                        id={itemId}
                        checked={itemChecked(selection, section, child.key)}
                        onChange={(event: Event) => onItem(section, child.key, checkedOf(event))}
                      />
                      <label htmlFor={itemId}>{child.title}</label>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
