/** Counts in words for summaries ("3 popups, 1 page, consent settings"). */
import { _n, __, sprintf } from '@wordpress/i18n';
import { groupOf } from './doc-types';

type Plural = (n: number) => string;

const NOUNS: Record<string, Plural> = {
  popups: (n) =>
    /* translators: %d: how many */
    sprintf(_n('%d popup', '%d popups', n, 'colophon'), n),
  pages: (n) =>
    /* translators: %d: how many */
    sprintf(_n('%d page', '%d pages', n, 'colophon'), n),
  stores: (n) =>
    /* translators: %d: how many */
    sprintf(_n('%d data store', '%d data stores', n, 'colophon'), n),
  'site-templates': (n) =>
    /* translators: %d: how many */
    sprintf(_n('%d page-builder site template', '%d page-builder site templates', n, 'colophon'), n),
  other: (n) =>
    /* translators: %d: how many */
    sprintf(_n('%d other template', '%d other templates', n, 'colophon'), n),
};

/** The same in English, for analytics events (one language whatever the admin's). */
const ENGLISH: Record<string, [string, string]> = {
  popups: ['popup', 'popups'],
  pages: ['page', 'pages'],
  stores: ['data store', 'data stores'],
  'site-templates': ['page-builder site template', 'page-builder site templates'],
  other: ['other template', 'other templates'],
};

/**
 * What a list of templates holds, in words: each group counted, settings by title. `forEvents`
 * gives the English words an analytics event carries; otherwise the admin's language.
 */
export function describeCounts(templates: ReadonlyArray<{ doc_type: string; title: string }>, forEvents = false): string {
  const counts = new Map<string, number>();
  const settings: string[] = [];
  for (const template of templates) {
    const group = groupOf(template.doc_type) ?? 'other';
    if (group === 'settings') settings.push(template.title.toLowerCase());
    else counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const parts = [...counts].map(([group, n]) => {
    if (!forEvents) return (NOUNS[group] ?? NOUNS.other!)(n);
    const [one, many] = ENGLISH[group] ?? ENGLISH.other!;
    return `${n} ${n === 1 ? one : many}`;
  });
  return [...parts, ...settings].join(', ') || (forEvents ? 'nothing' : __('nothing', 'colophon'));
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
