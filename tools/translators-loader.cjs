/**
 * webpack loader, before ts-loader: puts each translation call's `translators:` comment (as
 * tools/i18n-calls.cjs finds it) right before the call, where the minifier keeps it with the call.
 * A comment written a line above a declaration that holds the call would otherwise be dropped with
 * the declaration, and WordPress's string tools would not find it in the built file. Changes
 * nothing else, and nothing in a file without translation calls.
 */
const { translationCalls } = require('./i18n-calls.cjs');

module.exports = function translatorsLoader(text) {
  if (!/\b_[_nx]{1,2}\(/.test(text)) return text;
  const moves = translationCalls(text, this.resourcePath)
    .filter((call) => call.comment !== null && !/^\s*$/.test(text.slice(call.commentAt, call.start).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
    .sort((a, b) => b.start - a.start);
  let out = text;
  for (const call of moves) out = `${out.slice(0, call.start)}/* ${call.comment.replace(/\*\//g, '')} */ ${out.slice(call.start)}`;
  return out;
};
