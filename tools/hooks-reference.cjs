/**
 * docs/hooks.md, written from the code: every PHP action and filter Colophon runs (`do_action` /
 * `apply_filters` with a `colophon_` name, with the docblock above it: what it is, its parameters,
 * which feature or core file runs it) and every JavaScript hook event and filter (the events of the
 * features' feature.json and src/core.json, with their routes; the filters declared in the features'
 * events.ts). tools/features.js writes it with the rest; `--check` fails when it is stale.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function phpFiles(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['test', 'generated'].includes(entry.name) ? [] : phpFiles(rel);
    return entry.name.endsWith('.php') ? [rel] : [];
  });
}

const HOOK = /\b(apply_filters|do_action)\(\s*'(colophon_[a-z0-9_]+)'/g;

/** The docblock that ends right before `at` (only whitespace between), as {summary, params}. */
function docblockBefore(text, at) {
  const before = text.slice(0, at);
  const end = before.lastIndexOf('*/');
  // Only the start of the statement that runs the hook may stand between: no other statement.
  if (end < 0 || /[;{}]/.test(before.slice(end + 2)) || before.length - end > 300) return null;
  const start = before.lastIndexOf('/**', end);
  if (start < 0) return null;
  const lines = before
    .slice(start + 3, end)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
  const summary = lines
    .filter((line) => line && !line.startsWith('@'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const params = lines
    .filter((line) => line.startsWith('@param'))
    .map((line) => {
      const text = line.replace(/^@param\s+/, '');
      // The type runs to the first space outside its brackets (array<string, list<…>> is one type).
      let depth = 0;
      let end = text.length;
      for (let i = 0; i < text.length; i++) {
        if ('<{('.includes(text[i])) depth++;
        else if ('>})'.includes(text[i])) depth--;
        else if (/\s/.test(text[i]) && depth <= 0) {
          end = i;
          break;
        }
      }
      const [name, ...rest] = text.slice(end).trim().split(/\s+/);
      return `\`${text.slice(0, end)} ${name}\`${rest.length ? ` ${rest.join(' ')}` : ''}`;
    });
  return { summary, params };
}

/** Every `colophon_` action and filter in the PHP, by name: kind, where, and what its docblock says. */
function phpHooks() {
  const hooks = new Map();
  const files = ['colophon.php', 'uninstall.php', ...phpFiles('includes'), ...phpFiles('features')];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(HOOK)) {
      const line = text.slice(0, match.index).split('\n').length;
      const doc = docblockBefore(text, match.index);
      const seen = hooks.get(match[2]);
      const owner = file.startsWith('features/') ? `\`${file.split('/')[1]}\`` : 'core';
      if (seen) {
        seen.where.push(`${file}:${line}`);
        if (!seen.doc && doc) seen.doc = doc;
      } else hooks.set(match[2], { kind: match[1] === 'do_action' ? 'action' : 'filter', where: [`${file}:${line}`], owner, doc });
    }
  }
  return [...hooks].sort(([a], [b]) => a.localeCompare(b));
}

/** The JavaScript filters the features declare (`interface ColophonFilters` in their events.ts), with their comments. */
function jsFilters() {
  const found = [];
  for (const id of fs.readdirSync(path.join(root, 'features')).sort()) {
    const file = path.join(root, 'features', id, 'events.ts');
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const block = /interface ColophonFilters \{([\s\S]*?)\n {2}\}/.exec(text);
    if (!block) continue;
    for (const match of block[1].matchAll(/(?:\/\*\*([\s\S]*?)\*\/\s*)?'(colophon\.[\w.]+)':\s*\[([^\]]*)\]/g))
      found.push({ name: match[2], owner: id, about: (match[1] ?? '').replace(/\s*\*\s*/g, ' ').trim(), args: match[3].trim() });
  }
  return found;
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function render(features, core) {
  const lines = [
    '# Hooks',
    '',
    'Every action and filter Colophon runs, for site code and other plugins. Written by `npm run',
    'features` from the code (`tools/hooks-reference.cjs`): do not edit by hand.',
    '',
    '## PHP actions and filters',
    '',
    "Add to them as to any WordPress hook (`add_filter( 'colophon_config', … )`). The owner is the",
    'feature whose folder runs it, or the core.',
    '',
    '| hook | kind | owner | what it is | parameters |',
    '|---|---|---|---|---|',
  ];
  for (const [name, hook] of phpHooks())
    lines.push(`| \`${name}\` | ${hook.kind} | ${hook.owner} | ${cell(hook.doc?.summary || '—')} | ${cell(hook.doc?.params.join('<br>') || '')} |`);
  lines.push(
    '',
    '## JavaScript hook events',
    '',
    "Listen on `window.colophon.hooks` (`@wordpress/hooks`): `colophon.hooks.addAction( 'colophon.popup.show', 'my-theme', ( payload ) => … )`.",
    'Each payload is typed where its owner declares it (`features/<id>/events.ts`, or `src/runtime/events.ts` for the core).',
    '',
    '| event | owner | what it means | also fired as |',
    '|---|---|---|---|',
  );
  const owners = [['core', core], ...Object.entries(features).map(([id, spec]) => [`\`${id}\``, spec])];
  const events = owners.flatMap(([owner, spec]) => Object.entries(spec.events ?? {}).map(([name, route]) => ({ name, owner, route })));
  for (const { name, owner, route } of events.sort((a, b) => a.name.localeCompare(b.name))) {
    const also = [];
    if (Array.isArray(route.window)) also.push(...route.window.map((w) => `window \`${w}\``));
    else if (route.window)
      also.push(...Object.entries(route.window).map(([value, names]) => `${names.map((w) => `window \`${w}\``).join(', ')} (\`${route.windowBy}\` ${value})`));
    if (route.document) also.push(`document \`${route.document}\``);
    lines.push(`| \`${name}\` | ${owner} | ${cell(route.about)} | ${also.join(', ')} |`);
  }
  lines.push('', '## JavaScript filters', '', '| filter | owner | what it is | value, then context |', '|---|---|---|---|');
  for (const filter of jsFilters()) lines.push(`| \`${filter.name}\` | \`${filter.owner}\` | ${cell(filter.about)} | ${cell(filter.args)} |`);
  return `${lines.join('\n')}\n`;
}

module.exports = { render, phpHooks, jsFilters };
