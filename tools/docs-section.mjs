/**
 * Writes a generated section of a docs page: the text between `<!-- generated: NAME -->` and
 * `<!-- /generated: NAME -->`, so the command that measures a figure is the one that writes it.
 */
import fs from 'node:fs';

export function writeSection(file, name, markdown) {
  const start = `<!-- generated: ${name} -->`;
  const end = `<!-- /generated: ${name} -->`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no section "${name}" (${start} … ${end}).`);
  const next = `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`;
  if (next !== text) fs.writeFileSync(file, next);
}
