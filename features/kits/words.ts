/** Counts in words for summaries ("3 popups, 1 page, consent settings"). */
import { groupOf } from './doc-types';

const NOUNS: Record<string, [string, string]> = {
  popups: ['popup', 'popups'],
  pages: ['page', 'pages'],
  stores: ['data store', 'data stores'],
  'site-templates': ['page-builder site template', 'page-builder site templates'],
};

export function describeCounts(templates: ReadonlyArray<{ doc_type: string; title: string }>): string {
  const counts = new Map<string, number>();
  const settings: string[] = [];
  for (const template of templates) {
    const group = groupOf(template.doc_type) ?? 'other';
    if (group === 'settings') settings.push(template.title.toLowerCase());
    else counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const parts = [...counts].map(([group, n]) => {
    const [one, many] = NOUNS[group] ?? ['other template', 'other templates'];
    return `${n} ${n === 1 ? one : many}`;
  });
  return [...parts, ...settings].join(', ') || 'nothing';
}

/** A file name from a kit's name: lower case, dashes, .zip. */
export function kitFileName(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'colophon-kit'}.zip`;
}
