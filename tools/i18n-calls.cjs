/**
 * The admin's translation calls in one TypeScript file, as WordPress's string tools read them: a
 * call of `__`, `_n`, `_x` or `_nx` with a literal string and the `colophon` domain, and the
 * `translators:` comment that goes with it — the nearest one ending on the call's own line or the
 * line above (as wp i18n make-pot attaches them). Read by tools/pot.mjs (the .pot file) and by
 * tools/translators-loader.cjs (which puts each comment right before its call in what webpack
 * builds, so the minifier keeps it with the call); checkBundle() is the check of the built file
 * (tools/check-i18n-bundle.mjs, after every build).
 */
const ts = require('typescript');

const DOMAIN = 'colophon';
/** Callee => where its plural and context are (1-based, as wp-pot counts). */
const CALLS = { __: {}, _n: { plural: 2 }, _x: { context: 2 }, _nx: { plural: 2, context: 4 } };
const COMMENT = /\/\*\s*translators:\s*([\s\S]*?)\s*\*\/|\/\/\s*translators:\s*(.*)$/gm;

/**
 * @returns {Array<{msgid: string, plural?: string, context?: string, comment: string | null,
 *   line: number, start: number, commentAt: number | null}>} `start`: where the call begins in
 *   the text; `commentAt`: where its comment begins, or null.
 */
function translationCalls(text, file = 'file.ts') {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (at) => source.getLineAndCharacterOfPosition(at).line;
  const comments = [...text.matchAll(COMMENT)].map((m) => ({
    text: `translators: ${(m[1] ?? m[2]).replace(/\s*\n\s*\*?\s*/g, ' ').trim()}`,
    at: m.index,
    end: m.index + m[0].length,
  }));
  const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLS[node.expression.text]) {
      const shape = CALLS[node.expression.text];
      const args = node.arguments;
      const msgid = literal(args[0]);
      if (msgid !== null && literal(args[args.length - 1]) === DOMAIN) {
        const start = node.getStart(source);
        const line = lineOf(start);
        const comment = comments.filter((c) => c.end <= start && lineOf(c.end) >= line - 1).pop() ?? null;
        const context = shape.context ? literal(args[shape.context - 1]) : null;
        found.push({
          msgid,
          ...(shape.plural ? { plural: literal(args[shape.plural - 1]) ?? '' } : {}),
          ...(context ? { context } : {}),
          comment: comment?.text ?? null,
          commentAt: comment?.at ?? null,
          line: line + 1,
          start,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// `__(…)`, or as webpack calls an import from a `wp.*` global, `(0,i.__)(…)` (the blocks' editor scripts); WordPress's string tools read both.
const CALL = /(?:(?<![\w$.])|\(0,\s*[\w$]+\.)(__|_n|_x|_nx)\)?\(\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;
/** The most text that may stand between a translators' comment and its call: the wrapping calls' names. */
const PREFIX = /^(?:\s*[\w$.]+\(|\s*\(0,\s*[\w$.]+\)\()*\s*$/;

/** A JavaScript string literal's value (double- or single-quoted, as terser prints it). */
function literal(text) {
  if (text.startsWith('"')) return JSON.parse(text);
  return JSON.parse(`"${text.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`);
}

/**
 * What of `entries` (tools/pot.mjs tsStrings(): msgid, comments) `bundle` does not carry whole.
 * @returns {string[]} one line per problem
 */
function checkBundle(bundle, entries) {
  const calls = new Map();
  for (const match of bundle.matchAll(CALL)) {
    const msgid = literal(match[2]);
    const before = bundle.slice(Math.max(0, match.index - 400), match.index);
    const close = before.lastIndexOf('*/');
    const open = close >= 0 ? before.lastIndexOf('/*', close) : -1;
    const comment = open >= 0 && PREFIX.test(before.slice(close + 2)) ? before.slice(open + 2, close).trim() : null;
    const seen = calls.get(msgid) ?? [];
    seen.push(comment);
    calls.set(msgid, seen);
  }
  const problems = [];
  for (const entry of entries) {
    const where = `${entry.filename}:${entry.line}`;
    const found = calls.get(entry.msgid);
    if (!found) {
      problems.push(`${where}: "${entry.msgid}" is in no translation call of the built bundle`);
      continue;
    }
    const wanted = entry.comments?.[0];
    if (wanted && !found.some((comment) => comment !== null && comment.replace(/\s+/g, ' ') === wanted.replace(/\s+/g, ' ')))
      problems.push(`${where}: "${entry.msgid}" lost its comment "${wanted}" in the built bundle`);
  }
  return problems;
}

module.exports = { translationCalls, checkBundle, DOMAIN, CALLS };
