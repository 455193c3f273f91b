/**
 * The ticked sections and items of a customization (pure: the screen keeps it in state). An item
 * with no state of its own follows its section when the section says useParentDefault; a section's
 * own box ticks or clears all its items.
 */
import { childrenOf, initiallyEnabled, type CustomizationContext, type CustomizationSection } from './registry';

export type Selection = Record<string, { checked: boolean; items: Record<string, boolean> }>;

export function initialSelection(sections: CustomizationSection[], context: CustomizationContext, unchecked: ReadonlyArray<string> = []): Selection {
  const selection: Selection = {};
  for (const section of sections) {
    const items: Record<string, boolean> = {};
    for (const child of childrenOf(section, context)) if (unchecked.includes(child.key)) items[child.key] = false;
    selection[section.key] = { checked: initiallyEnabled(section, context) && !unchecked.includes(`section:${section.key}`), items };
  }
  return selection;
}

export function itemChecked(selection: Selection, section: CustomizationSection, key: string): boolean {
  const state = selection[section.key];
  if (!state?.checked) return false;
  return state.items[key] ?? true;
}

export function toggleSection(selection: Selection, key: string, checked: boolean): Selection {
  return { ...selection, [key]: { checked, items: {} } };
}

export function toggleItem(
  selection: Selection,
  section: CustomizationSection,
  children: ReadonlyArray<{ key: string }>,
  key: string,
  checked: boolean,
): Selection {
  const state = selection[section.key] ?? { checked: false, items: {} };
  const wasChecked = state.checked;
  // Ticking an item of an unticked section ticks the section with only that item (when its
  // children follow it) or with that item added.
  const items: Record<string, boolean> = { ...(wasChecked ? state.items : {}) };
  if (!wasChecked && section.useParentDefault) for (const child of children) items[child.key] = false;
  items[key] = checked;
  const any = children.some((child) => items[child.key] ?? true);
  return { ...selection, [section.key]: { checked: any, items: any ? items : {} } };
}

/** The chosen item ids, section by section. */
export function chosen(selection: Selection, sections: CustomizationSection[], context: CustomizationContext): string[] {
  return sections.flatMap((section) =>
    childrenOf(section, context)
      .filter((child) => itemChecked(selection, section, child.key))
      .map((child) => child.key),
  );
}

/** What to remember of an export selection: what the owner unticked. */
export function uncheckedKeys(selection: Selection): string[] {
  return Object.entries(selection).flatMap(([key, state]) => [
    ...(state.checked ? [] : [`section:${key}`]),
    ...Object.entries(state.items)
      .filter(([, on]) => !on)
      .map(([item]) => item),
  ]);
}
