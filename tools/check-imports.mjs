#!/usr/bin/env node
/**
 * The import graph's rules, checked on both halves:
 * - TypeScript: no import loops, and the core (everything in src/, boot and admin included) imports
 *   no feature; only what tools/features.js generates from the features' descriptions
 *   (src/boot/generated/) names them.
 * - PHP: the core (colophon.php, uninstall.php, includes/) names no feature's namespace
 *   (Colophon\<FeatureName>\…); a feature's PHP registers itself (includes/Feature.php), and the
 *   core hears from it through filters.
 * `--graph` prints every folder's imports of others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORE = ['src/'];
/** Written from the features' descriptions: the one place the core names them. */
const GENERATED = ['src/boot/generated/'];
const isCore = (file) => CORE.some((dir) => file.startsWith(dir)) && !GENERATED.some((dir) => file.startsWith(dir));

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules') walk(rel, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(rel);
  }
  return out;
}

const files = [...walk('src'), ...walk('features')];
const known = new Set(files);
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"](\.{1,2}\/[^'"]+)['"]\s*\)|^import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolve(from, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (known.has(candidate)) return candidate;
  return null;
}

/** @type {Map<string, string[]>} */
const graph = new Map();
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2] ?? match[3]);
    if (target) targets.add(target);
  }
  graph.set(file, [...targets]);
}

const problems = [];
for (const [file, targets] of graph) {
  if (!isCore(file)) continue;
  for (const target of targets) if (target.startsWith('features/')) problems.push(`the core imports a feature: ${file} -> ${target}`);
}

// PHP: the core names no feature namespace (Colophon\FooBar\ for features/foo-bar/).
const namespaces = fs
  .readdirSync(path.join(root, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase()));
const phpCore = ['colophon.php', 'uninstall.php', ...walkPhp('includes')];
function walkPhp(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : walkPhp(rel);
    return entry.name.endsWith('.php') ? [rel] : [];
  });
}
const NAMES_FEATURE = new RegExp(`(?:^|[^\\w\\\\])(?:\\\\?Colophon\\\\)?(${namespaces.join('|')})\\\\\\w`, 'm');
const ALIASED = new RegExp(`^use\\s+Colophon\\\\(${namespaces.join('|')})\\b`, 'm');
for (const file of phpCore) {
  const text = fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const found = ALIASED.exec(text) ?? NAMES_FEATURE.exec(text);
  if (found) problems.push(`the core names a feature's namespace: ${file} (${found[1]}\\…)`);
}

// Tarjan's strongly connected components: each one of more than one file (or a file importing itself) is a loop.
let index = 0;
const stack = [];
const state = new Map();
function connect(file) {
  const node = { index, low: index, onStack: true };
  index++;
  state.set(file, node);
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    const seen = state.get(target);
    if (!seen) {
      connect(target);
      node.low = Math.min(node.low, state.get(target).low);
    } else if (seen.onStack) node.low = Math.min(node.low, seen.index);
  }
  if (node.low === node.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) problems.push(`import loop: ${component.sort().join(', ')}`);
  }
}
for (const file of files) if (!state.has(file)) connect(file);

if (process.argv.includes('--graph')) {
  const folder = (file) => (file.startsWith('features/') ? file.split('/').slice(0, 2).join('/') : path.posix.dirname(file));
  const edges = new Map();
  for (const [file, targets] of graph)
    for (const target of targets) {
      const [a, b] = [folder(file), folder(target)];
      if (a !== b) (edges.get(a) ?? edges.set(a, new Set()).get(a)).add(b);
    }
  for (const [from, to] of [...edges].sort()) console.log(`${from} -> ${[...to].sort().join(', ')}`);
}

console.log(
  `${files.length} files, ${[...graph.values()].reduce((n, t) => n + t.length, 0)} imports, ${phpCore.length} core PHP files: ${problems.length ? `${problems.length} problem(s)` : 'no import loops, and the core names no feature on either half'}`,
);
for (const problem of problems) console.error(`  ${problem}`);
process.exit(problems.length ? 1 : 0);
