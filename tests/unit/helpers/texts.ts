/**
 * The English texts PHP hands the front end, as unit tests need them: the handlers have no strings
 * of their own. Read from where they are declared (each feature's feature.json and src/core.json,
 * through tools/features.js), never copied. The end-to-end tests read the real ones from WordPress.
 */
import type { PluralText } from '../../../src/runtime/config';

const { englishTexts } = require('../../../tools/features.js') as {
  englishTexts: () => { texts: Record<string, { text: string }>; plurals: Record<string, { one: string; other: string }> };
};

/** An English plural table as includes/I18n.php::plural() builds it: one form for 1, the other for every other count. */
export function englishPlural(one: string, other: string): PluralText {
  return { forms: [other, one], index: Array.from({ length: 200 }, (_, n) => (n === 1 ? '1' : '0')).join('') };
}

const english = englishTexts();

export const i18n: Record<string, string> = Object.fromEntries(Object.entries(english.texts).map(([key, { text }]) => [key, text]));

export const plurals: Record<string, PluralText> = Object.fromEntries(
  Object.entries(english.plurals).map(([key, { one, other }]) => [key, englishPlural(one, other)]),
);
