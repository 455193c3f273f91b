/**
 * @jest-environment node
 *
 * The check after every build (tools/check-i18n-bundle.mjs) that the built admin bundle keeps each
 * translation call as WordPress's string tools read it: named, with its string literal first, and
 * its translators' comment right before it (or before the call that wraps it).
 */
type Entry = { msgid: string; filename: string; line: number; comments?: string[] };
const { checkBundle, translationCalls } = require('../../tools/i18n-calls.cjs') as {
  checkBundle: (bundle: string, entries: Entry[]) => string[];
  translationCalls: (text: string) => Array<{ msgid: string; comment: string | null }>;
};

const entries: Entry[] = [
  { msgid: 'Copying %1$d of %2$d…', filename: 'a.tsx', line: 3, comments: ['translators: 1: which one, 2: how many'] },
  { msgid: 'Moving %1$d of %2$d…', filename: 'a.tsx', line: 4, comments: ['translators: 1: which one, 2: how many'] },
  { msgid: '"%s" is empty.', filename: 'zip.ts', line: 9, comments: ['translators: %s: a file name'] },
  { msgid: 'Back', filename: 'b.tsx', line: 1 },
];

test('calls kept whole, in either quote, with comments before them or their wrapping call: nothing to say', () => {
  const bundle =
    'x=t?/* translators: 1: which one, 2: how many */h(__("Copying %1$d of %2$d…","colophon"),n,e):/* translators: 1: which one, 2: how many */h(__("Moving %1$d of %2$d…","colophon"),n,e);' +
    `throw new Ve(/* translators: %s: a file name */h(__('"%s" is empty.',"colophon"),f));y=__("Back","colophon")`;
  expect(checkBundle(bundle, entries)).toEqual([]);
});

test('two calls folded into one, a renamed call and a dropped comment are each named', () => {
  const bundle =
    'x=h(__(t?"Copying %1$d of %2$d…":"Moving %1$d of %2$d…","colophon"),n,e);throw new Ve(h(__(\'"%s" is empty.\',"colophon"),f));y=q("Back","colophon")';
  expect(checkBundle(bundle, entries)).toEqual([
    'a.tsx:3: "Copying %1$d of %2$d…" is in no translation call of the built bundle',
    'a.tsx:4: "Moving %1$d of %2$d…" is in no translation call of the built bundle',
    'zip.ts:9: ""%s" is empty." lost its comment "translators: %s: a file name" in the built bundle',
    'b.tsx:1: "Back" is in no translation call of the built bundle',
  ]);
});

test('a comment goes with the call on its line or the line below it, not with one further down', () => {
  const source = [
    "const a = __('Tick one.', 'colophon');",
    '/* translators: %s: why */',
    "const b = sprintf(__('Failed: %s', 'colophon'), why);",
    '',
    "const c = __('Try again', 'colophon');",
    "const d = sprintf(/* translators: %d: how many */ _n('%d item', '%d items', n, 'colophon'), n);",
  ].join('\n');
  expect(translationCalls(source).map(({ msgid, comment }) => [msgid, comment])).toEqual([
    ['Tick one.', null],
    ['Failed: %s', 'translators: %s: why'],
    ['Try again', null],
    ['%d item', 'translators: %d: how many'],
  ]);
});
