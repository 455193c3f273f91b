/**
 * The customization registry: what a kit can carry, as sections the site owner ticks on
 * export and import. Colophon registers its own (popups, pages, stores, settings); other plugins
 * add theirs from the `colophon.kits.sections` action (wp.hooks), and they are ordered by `order`
 * (default 10), then by registration.
 */
import type { ComponentType } from 'preact/compat';
import { argument, argumentError } from '../../src/runtime/arguments';
import { groupOf as tableGroupOf, sectionEnabled } from './doc-types';

export const DEFAULT_ORDER = 10;

export interface KitItem {
  id: string;
  title: string;
  doc_type: string;
}

export interface CustomizationContext {
  mode: 'export' | 'import';
  /** What the site can export, or what the uploaded kit holds, already grouped by doc_type. */
  items: ReadonlyArray<KitItem & { group: string | null }>;
  /** The uploaded kit's templates (import), or null (export, or nothing uploaded yet). */
  uploaded: ReadonlyArray<{ doc_type: string }> | null;
}

export interface SectionChild {
  key: string;
  title: string;
}

export interface CustomizationSection {
  /** The export group this section stands for (doc-types.json). */
  key: string;
  /** doc_types of this group beyond doc-types.json (another plugin's own templates). */
  docTypes?: string[];
  title: string;
  description?: string;
  /** Children follow the section's checkbox until one is ticked on its own. */
  useParentDefault?: boolean;
  /** The section's default enabled value (used when no kit was uploaded). Default: true. */
  getInitialState?: (context: CustomizationContext) => boolean;
  /** Extra UI under the section's checkbox (a note, a warning). */
  component?: ComponentType<{ context: CustomizationContext; checked: boolean }>;
  order?: number;
  /** Whether the section shows at all. Default: it has children. */
  isAvailable?: (context: CustomizationContext) => boolean;
  /** Sub-items; default: the context's items of this section's group. */
  children?: SectionChild[] | ((context: CustomizationContext) => SectionChild[]);
}

export const REGISTRY_ERROR = 'Template type must have key and title';

export class CustomizationRegistry {
  private readonly sections: Array<{ section: CustomizationSection; index: number }> = [];

  register(section: CustomizationSection): void {
    argument('registry.register', 'section', section);
    if (typeof section.key !== 'string' || !section.key || typeof section.title !== 'string' || !section.title) {
      throw new Error(REGISTRY_ERROR);
    }
    const where = `registry.register("${section.key}")`;
    if (section.order !== undefined && !Number.isFinite(argument(where, 'order', section.order, 'number'))) {
      throw argumentError(`${where}: invalid type for "order": expected a finite number, got ${section.order}.`);
    }
    for (const name of ['getInitialState', 'isAvailable', 'component'] as const) {
      if (section[name] !== undefined) argument(where, name, section[name], 'function');
    }
    if (section.docTypes !== undefined) argument(where, 'docTypes', section.docTypes, 'array');
    if (section.children !== undefined && typeof section.children !== 'function') argument(where, 'children', section.children, 'array');
    const existing = this.sections.findIndex((entry) => entry.section.key === section.key);
    if (existing >= 0) throw new Error(`Customization section "${section.key}" is already registered`);
    this.sections.push({ section, index: this.sections.length });
  }

  /** A doc_type's group: doc-types.json first, then a registered section that claims it. */
  groupOf(docType: string): string | null {
    return tableGroupOf(docType) ?? this.sections.find((entry) => entry.section.docTypes?.includes(docType))?.section.key ?? null;
  }

  get(key: string): CustomizationSection | undefined {
    return this.sections.find((entry) => entry.section.key === key)?.section;
  }

  /** Every registered section by order (then registration), whether available or not. */
  ordered(): CustomizationSection[] {
    return [...this.sections]
      .sort((a, b) => (a.section.order ?? DEFAULT_ORDER) - (b.section.order ?? DEFAULT_ORDER) || a.index - b.index)
      .map((entry) => entry.section);
  }

  /** The sections to show in this context, in order. */
  available(context: CustomizationContext): CustomizationSection[] {
    return this.ordered().filter((section) => (section.isAvailable ? section.isAvailable(context) : childrenOf(section, context).length > 0));
  }
}

export function childrenOf(section: CustomizationSection, context: CustomizationContext): SectionChild[] {
  if (typeof section.children === 'function') return section.children(context);
  if (Array.isArray(section.children)) return section.children;
  return context.items.filter((item) => item.group === section.key).map((item) => ({ key: item.id, title: item.title }));
}

/** A section's starting checkbox: the rule over its default (getInitialState, else true). */
export function initiallyEnabled(section: CustomizationSection, context: CustomizationContext): boolean {
  const fallback = section.getInitialState ? section.getInitialState(context) : true;
  const claimed = section.docTypes ?? [];
  if (context.uploaded && context.uploaded.some((template) => claimed.includes(template.doc_type))) return true;
  return sectionEnabled(section.key, context.uploaded, fallback);
}
