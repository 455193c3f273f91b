#!/usr/bin/env node
/**
 * Compares every built file's gzip size (from dist/asset-manifest.json, and the blocks' editor
 * scripts in dist/blocks/) with its budget (the core's
 * in bench/budgets.json, each feature's in its feature.json) and exits non-zero when one is over
 * budget or has no budget. Prints the table either way.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { writeSection } from '../tools/docs-section.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'asset-manifest.json'), 'utf8'));
const { readFeatures, featureBudgets } = createRequire(import.meta.url)('../tools/features.js');
const features = readFeatures();
const budgets = { ...JSON.parse(fs.readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')), ...featureBudgets(features) };
/** Which feature a file's budget belongs to, and that feature's load mode. */
const owner = (name) => {
  const id = Object.keys(features).find((key) => name in (features[key].budgets ?? {}));
  return id ? `\`${id}\`${features[id].markers ? ` (${features[id].load})` : ''}` : 'core';
};

// The blocks' editor scripts (dist/blocks/, the second webpack config) are not in the manifest.
const blocksDir = path.join(root, 'dist', 'blocks');
const blockSizes = fs.existsSync(blocksDir)
  ? Object.fromEntries(
      fs
        .readdirSync(blocksDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => {
          const body = fs.readFileSync(path.join(blocksDir, file));
          return [`blocks/${file}`, { bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }];
        }),
    )
  : {};

const rows = [];
let failed = false;
for (const [file, { bytes, gzip }] of Object.entries({ ...manifest.sizes, ...blockSizes })) {
  const name = file.replace(/\.[0-9a-f]{8}\.(js|css)$/, '.$1');
  const budget = budgets[name];
  let verdict = 'ok';
  if (typeof budget !== 'number') {
    verdict = 'NO BUDGET';
    failed = true;
  } else if (gzip > budget) {
    verdict = `OVER by ${gzip - budget} B`;
    failed = true;
  }
  rows.push({ name, bytes, gzip, budget: budget ?? '-', verdict });
}
rows.sort((a, b) => a.name.localeCompare(b.name));

const NAME = Math.max(22, ...rows.map((r) => r.name.length));
const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
console.log(`\n${pad('file', NAME, true)} ${pad('min bytes', 10)} ${pad('gzip', 7)} ${pad('budget', 7)}  verdict`);
for (const r of rows) console.log(`${pad(r.name, NAME, true)} ${pad(r.bytes, 10)} ${pad(r.gzip, 7)} ${pad(r.budget, 7)}  ${r.verdict}`);
const js = rows.filter((r) => r.name.endsWith('.js'));
console.log(
  `${pad('all JS', NAME, true)} ${pad(
    js.reduce((s, r) => s + r.bytes, 0),
    10,
  )} ${pad(
    js.reduce((s, r) => s + r.gzip, 0),
    7,
  )}\n`,
);

const thousands = (n) => n.toLocaleString('en-US');
writeSection(
  path.join(root, 'docs', 'performance.md'),
  'sizes',
  [
    '| File | Feature (load mode) | min bytes | gzip | budget |',
    '|---|---|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.name}\` | ${owner(r.name)} | ${thousands(r.bytes)} | ${thousands(r.gzip)} | ${typeof r.budget === 'number' ? thousands(r.budget) : r.budget} |`,
    ),
    '',
    `All JS: ${thousands(js.reduce((s, r) => s + r.gzip, 0))} B gzip in ${js.length} files.`,
  ].join('\n'),
);

if (failed) {
  console.error('Size budget exceeded (bench/budgets.json, features/<id>/feature.json). Make the code smaller, or raise the budget with a reason.');
  process.exit(1);
}
