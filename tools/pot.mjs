#!/usr/bin/env node
/**
 * `npm run pot`: writes languages/colophon.pot, the template translators start from, from every
 * string the plugin shows: the PHP (read by wp-pot) and the admin screens' TypeScript (their
 * `__`, `_n`, `_x` and `_nx` calls with the `colophon` domain, read here with TypeScript's own
 * parser). A `translators:` comment just above a call goes with its string, as in PHP.
 * `--check` (part of `npm run lint`) fails when the committed file is not what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import wpPot from 'wp-pot';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'languages/colophon.pot';
const DOMAIN = 'colophon';
const PHP = ['colophon.php', 'uninstall.php', 'includes/**/*.php', 'features/*/php/**/*.php'];
/** Callee => where its plural and context are (1-based, as wp-pot counts). */
const CALLS = { __: {}, _n: { plural: 2 }, _x: { context: 2 }, _nx: { plural: 2, context: 4 } };

function tsFiles(dir) {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'generated' ? [] : tsFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The `translators:` comment on the call's line or the three above it, if any. */
function translatorsComment(lines, line) {
  for (let at = line; at >= Math.max(0, line - 3); at--) {
    const found = /translators:\s*(.*?)\s*(\*\/|$)/.exec(lines[at] ?? '');
    if (found) return `translators: ${found[1]}`;
  }
  return null;
}

/** Every translatable string of one TypeScript file, as wp-pot's own entries. */
function tsTranslations(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split('\n');
  const found = [];
  const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLS[node.expression.text]) {
      const shape = CALLS[node.expression.text];
      const args = node.arguments;
      const msgid = literal(args[0]);
      if (msgid !== null && literal(args[args.length - 1]) === DOMAIN) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const context = shape.context ? literal(args[shape.context - 1]) : null;
        const comment = translatorsComment(lines, line);
        found.push({
          translationId: `${msgid}${context ?? ''}`,
          msgid,
          filename: file,
          line: line + 1,
          ...(shape.plural ? { plural: literal(args[shape.plural - 1]) ?? '' } : {}),
          ...(context ? { context } : {}),
          ...(comment ? { comments: [comment] } : {}),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
    pot.translations.push(...[...tsFiles('src'), ...tsFiles('features')].flatMap(tsTranslations));
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
