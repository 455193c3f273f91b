/**
 * doc_type → export group (one table, features/kits/doc-types.json, also read by PHP), and the
 * customization rule: with uploaded data, a section is enabled only when some template's
 * doc_type maps to its group; without uploaded data, the section's default applies.
 */
import table from './doc-types.json';

export type ExportGroup = keyof typeof table.groups | string;

const groupByDocType = new Map<string, string>();
for (const [group, docTypes] of Object.entries(table.groups)) {
  for (const docType of docTypes) groupByDocType.set(docType, group);
}
const importable = new Set<string>(table.importable);

/** The export group of a doc_type, or null for a type no group knows. */
export function groupOf(docType: string): string | null {
  return groupByDocType.get(docType) ?? null;
}

/** Whether Colophon can create a template of this doc_type (the page builder's own are only read). */
export function isImportable(docType: string): boolean {
  return importable.has(docType);
}

/** Every known group, in the table's order. */
export function groups(): string[] {
  return Object.keys(table.groups);
}

/**
 * Whether a customization section starts enabled.
 * @param uploaded the uploaded kit's templates, or null when nothing was uploaded
 */
export function sectionEnabled(group: string, uploaded: ReadonlyArray<{ doc_type: string }> | null, defaultEnabled: boolean): boolean {
  if (!uploaded) return defaultEnabled;
  return uploaded.some((template) => groupOf(template.doc_type) === group);
}
