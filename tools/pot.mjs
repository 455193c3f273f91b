#!/usr/bin/env node
/**
 * `npm run pot`: writes languages/colophon.pot, the template translators start from, from every
 * string the plugin shows: the PHP (read by wp-pot), the admin screens' TypeScript (their
 * `__`, `_n`, `_x` and `_nx` calls with the `colophon` domain, read here with TypeScript's own
 * parser), and the front end's texts its features declare (feature.json, src/core.json; the build
 * writes them as translation calls into includes/generated/texts.php, which is not read here, so
 * the check holds before a build). A `translators:` comment just above a call goes with its
 * string, as in PHP.
 * `--check` (part of `npm run lint`) fails when the committed file is not what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wpPot from 'wp-pot';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { englishTexts, readFeatures } = require('./features.js');
const { translationCalls } = require('./i18n-calls.cjs');
const { panelStrings } = require('./widgets.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'languages/colophon.pot';
const DOMAIN = 'colophon';
const PHP = ['colophon.php', 'uninstall.php', 'includes/**/*.php', '!includes/generated/**', 'features/*/php/**/*.php', 'features/*/block/*.php'];
function tsFiles(dir) {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'generated' ? [] : tsFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every translatable string of one TypeScript file, as wp-pot's own entries (tools/i18n-calls.cjs finds them). */
function tsTranslations(file) {
  return translationCalls(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).map(({ msgid, plural, context, comment, line }) => ({
    translationId: `${msgid}${context ?? ''}`,
    msgid,
    filename: file,
    line,
    ...(plural !== undefined ? { plural } : {}),
    ...(context ? { context } : {}),
    ...(comment ? { comments: [comment] } : {}),
  }));
}

/**
 * The blocks' names, descriptions and keywords (features/<id>/block/block.json), with the contexts
 * WordPress translates them in when it registers a block (its block-i18n.json).
 */
function blockStrings() {
  const entries = [];
  for (const id of fs.readdirSync(path.join(ROOT, 'features')).sort()) {
    const file = `features/${id}/block/block.json`;
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    const block = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    const add = (msgid, context) => msgid && entries.push({ translationId: `${msgid}${context}`, msgid, context, filename: file, line: 1 });
    add(block.title, 'block title');
    add(block.description, 'block description');
    for (const keyword of block.keywords ?? []) add(keyword, 'block keyword');
  }
  return entries;
}

/** The page builder's panel texts of the blocks that are also its widgets (features/<id>/block/panel.json). */
function panelEntries() {
  const features = readFeatures();
  const panels = Object.fromEntries(Object.entries(features).flatMap(([id, spec]) => (spec.block?.panel ? [[id, spec.block.panel]] : [])));
  return panelStrings(panels).map(([msgid, filename]) => ({ translationId: msgid, msgid, filename, line: 1 }));
}

/** The front end's texts as declared (tools/features.js englishTexts), as wp-pot's own entries. */
function declaredTexts() {
  const { texts, plurals } = englishTexts();
  const entry = (msgid, where, translators, plural) => ({
    translationId: msgid,
    msgid,
    filename: where,
    line: 1,
    ...(plural !== undefined ? { plural } : {}),
    ...(translators ? { comments: [`translators: ${translators}`] } : {}),
  });
  return [
    ...Object.values(texts).map(({ text, where, translators }) => entry(text, where, translators)),
    ...Object.values(plurals).map(({ one, other, where, translators }) => entry(one, where, translators, other)),
  ];
}

/** Every translation call of the admin's TypeScript (visitor code has none: its texts are the config's). */
export function tsStrings() {
  return [...tsFiles('src'), ...tsFiles('features')].flatMap(tsTranslations);
}

export function makePot() {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const pot = new wpPot.WP_Pot({
      php: { textdomain: DOMAIN, metadataFile: 'colophon.php' },
      pot: { package: 'Colophon', defaultHeaders: false, extraHeaders: { 'X-Domain': DOMAIN } },
      pathsRelativeTo: ROOT,
    }).parse(PHP);
    // wp-pot reads PHP only; the TypeScript strings join its list, merged by the same ids.
    pot.translations.push(...tsStrings(), ...declaredTexts(), ...blockStrings(), ...panelEntries());
    return pot.generatePot();
  } finally {
    process.chdir(cwd);
  }
}

/**
 * What must be current: the strings, plurals, contexts and translators' comments. Not the first
 * line (the year) nor the `#:` references, which move with every line edited above a string.
 */
const comparable = (pot) =>
  pot
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('#: '))
    .join('\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pot = makePot();
  const file = path.join(ROOT, OUT);
  const count = (pot.match(/^msgid "./gm) ?? []).length;
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (comparable(committed) !== comparable(pot)) {
      console.error(`${OUT} is out of date with the strings in the code: run \`npm run pot\` and commit it.`);
      process.exit(1);
    }
    console.log(`${OUT}: current (${count} strings).`);
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pot);
    console.log(`${OUT}: ${count} strings.`);
  }
}
