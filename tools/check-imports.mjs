#!/usr/bin/env node
/**
 * The import graph's two rules, checked: no import loops among the TypeScript files, and the core
 * (src/runtime/, src/kit/) imports no feature. `--graph` prints every folder's imports of others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORE = ['src/runtime/', 'src/kit/'];

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
  if (!CORE.some((dir) => file.startsWith(dir))) continue;
  for (const target of targets) if (!CORE.some((dir) => target.startsWith(dir))) problems.push(`the core imports outside it: ${file} -> ${target}`);
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
  `${files.length} files, ${[...graph.values()].reduce((n, t) => n + t.length, 0)} imports: ${problems.length ? `${problems.length} problem(s)` : 'no import loops, and the core imports no feature'}`,
);
for (const problem of problems) console.error(`  ${problem}`);
process.exit(problems.length ? 1 : 0);
