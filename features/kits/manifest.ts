/**
 * A kit's manifest.json, read defensively: Colophon's own kits (templates with doc_type, content
 * and settings inline) and the page builder's kit export (templates keyed by id, plus `content`
 * entries per post type, content in separate files). Anything that is not a kit gets a message
 * that says what is wrong; nothing here touches the site.
 */
import { groupOf, isImportable } from './doc-types';
import { __, sprintf } from '@wordpress/i18n';

/** Bigger than any real manifest (the page builder's own cap its files far below this). */
export const MAX_MANIFEST_BYTES = 5 * 1024 * 1024;
export const MAX_TEMPLATES = 2000;
const MAX_TITLE = 200;

export interface KitTemplate {
  /** The template's id inside the kit (its key in the manifest). */
  id: string;
  title: string;
  doc_type: string;
  slug?: string;
  content?: string;
  settings?: Record<string, unknown>;
  /** Popups: the page slugs they show on ("*" for every page). */
  pages?: string;
}

export interface Kit {
  name: string;
  title: string;
  /** 'colophon' or 'page-builder' (a manifest with the page builder's fields). */
  generator: string;
  created: string;
  site: string;
  templates: KitTemplate[];
}

/** A kit that cannot be read; the message is for the site owner. */
export class KitError extends Error {
  override name = 'KitError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '');
const DOC_TYPE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** Parses manifest.json's text (or an already parsed value) into a kit, or throws KitError. */
export function parseManifest(source: string | unknown): Kit {
  let data: unknown = source;
  if (typeof source === 'string') {
    if (source.length > MAX_MANIFEST_BYTES) {
      throw new KitError(
        /* translators: 1: a size, 2: the largest size */
        sprintf(__('manifest.json is %1$s, more than the %2$s a kit manifest may have.', 'colophon'), megabytes(source.length), megabytes(MAX_MANIFEST_BYTES)),
      );
    }
    try {
      data = JSON.parse(source.replace(/^\ufeff/, ''));
    } catch (error) {
      /* translators: %s: the JSON error */
      throw new KitError(sprintf(__('manifest.json is not valid JSON (%s).', 'colophon'), (error as Error).message));
    }
  }
  if (!isRecord(data)) {
    throw new KitError(__('manifest.json does not describe a kit: expected an object with "templates".', 'colophon'));
  }
  const entries = templateEntries(data);
  if (entries.length > MAX_TEMPLATES) {
    /* translators: 1: how many templates, 2: the most an import takes */
    throw new KitError(sprintf(__('This kit lists %1$d templates, more than the %2$d an import can take.', 'colophon'), entries.length, MAX_TEMPLATES));
  }
  const templates: KitTemplate[] = [];
  const seen = new Set<string>();
  for (const [id, entry] of entries) {
    const template = readTemplate(id, entry);
    if (!template || seen.has(template.id)) continue;
    seen.add(template.id);
    templates.push(template);
  }
  if (templates.length === 0) {
    throw new KitError(__('This kit has no templates: there is nothing to import.', 'colophon'));
  }
  const pageBuilder = 'elementor_version' in data || 'site-settings' in data || isRecord(data.content);
  return {
    name: text(data.name, MAX_TITLE),
    title: text(data.title, MAX_TITLE) || text(data.name, MAX_TITLE),
    generator: data.generator === 'colophon' ? 'colophon' : pageBuilder ? 'page-builder' : text(data.generator, 64) || 'unknown',
    created: text(data.created, 64),
    site: text(data.site, MAX_TITLE),
    templates,
  };
}

/** [id, entry] pairs from `templates` (an object keyed by id, or a list) and `content.{type}`. */
function templateEntries(data: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const add = (list: unknown, prefix: string): void => {
    if (Array.isArray(list)) list.forEach((entry, index) => out.push([text(isRecord(entry) ? entry.id : '', 100) || `${prefix}${index + 1}`, entry]));
    else if (isRecord(list)) for (const [id, entry] of Object.entries(list)) out.push([`${prefix}${id}`, entry]);
  };
  add(data.templates, '');
  if (isRecord(data.content)) {
    for (const [postType, list] of Object.entries(data.content)) add(list, `${postType}-`);
  }
  return out;
}

function readTemplate(id: string, entry: unknown): KitTemplate | null {
  if (!isRecord(entry)) return null;
  const docType = text(entry.doc_type, 64);
  if (!DOC_TYPE.test(docType)) return null;
  const template: KitTemplate = { id: id.slice(0, 100), title: text(entry.title, MAX_TITLE).trim() || '(no title)', doc_type: docType };
  const slug = text(entry.slug, MAX_TITLE);
  if (slug) template.slug = slug;
  if (typeof entry.content === 'string') template.content = entry.content;
  if (isRecord(entry.settings)) template.settings = entry.settings;
  const pages = text(entry.pages, 2000);
  if (pages) template.pages = pages;
  return template;
}

/** The doc_types of a kit that no export group knows, each once, sorted. */
export function unknownDocTypes(kit: Kit): string[] {
  return [...new Set(kit.templates.filter((t) => groupOf(t.doc_type) === null).map((t) => t.doc_type))].sort();
}

/** Templates Colophon can create, and the rest (read, grouped, reported as skipped). */
export function splitImportable(kit: Kit): { importable: KitTemplate[]; other: KitTemplate[] } {
  const importable = kit.templates.filter((t) => isImportable(t.doc_type));
  return { importable, other: kit.templates.filter((t) => !isImportable(t.doc_type)) };
}

/** Refuses a kit of which nothing can be imported, naming what it holds instead. */
export function assertImportable(kit: Kit): void {
  if (splitImportable(kit).importable.length > 0) return;
  const unknown = unknownDocTypes(kit);
  if (kit.templates.every((t) => groupOf(t.doc_type) === null)) {
    /* translators: %s: template types */
    throw new KitError(sprintf(__("None of this kit's templates is of a type Colophon knows (%s). Nothing was imported.", 'colophon'), unknown.join(', ')));
  }
  const types = [...new Set(kit.templates.map((t) => t.doc_type))].sort().join(', ');
  throw new KitError(
    sprintf(
      /* translators: %s: template types */
      __(
        "This kit holds only page-builder templates (%s), made of the page builder's own element data, which Colophon cannot create. Import it with the page builder's kit import. Nothing was imported.",
        'colophon',
      ),
      types,
    ),
  );
}

export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}
