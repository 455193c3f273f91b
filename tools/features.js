/**
 * Reads every feature's description (features/<id>/feature.json) and the core's (src/core.json),
 * checks them, and writes what the build, PHP and the tests need from them:
 * - src/boot/generated/: the runtime's marker table (features.ts), the chunk graph (chunks.ts), the events'
 *   window and document routes (events.ts), the load modes features bring (load-modes.ts), the
 *   admin screens' entries (admin.ts);
 * - includes/generated/: the features PHP registers and when (features.php), and every visitor-facing
 *   text with its translators' comment, as literal __() and _n() calls (texts.php).
 * The asset manifest (PHP's marker lists, takeover's table), the size check, the .pot file and the
 * unit tests' English texts read the same descriptions through readFeatures(). It also keeps the
 * generated part of each feature's README current. Run: node tools/features.js (--check: only say
 * what is stale).
 */
const fs = require('fs');
const path = require('path');
const { readPanel, phpWidgets } = require('./widgets.cjs');

const root = path.resolve(__dirname, '..');
const featuresDir = path.join(root, 'features');
const KEYS = [
  '$comment',
  'description',
  'markers',
  'load',
  'chunks',
  'needles',
  'yields',
  'covers',
  'budgets',
  'php',
  'texts',
  'plurals',
  'events',
  'config',
  'admin',
  'modes',
];
/** When a feature's PHP entry (php/Feature.php) registers: from activation, or once the owner has finished the setup. */
const PHASES = ['always', 'visitors'];
const CORE_FILE = path.join(root, 'src', 'core.json');
const MARKER_KEYS = ['widgets', 'documents', 'selectors'];
const GLOBALS = ['elementorFrontendConfig', 'JetEngineSettings'];

function loadModes() {
  const modes = JSON.parse(fs.readFileSync(path.join(root, 'src/boot/load-modes.json'), 'utf8'));
  delete modes.$comment;
  return modes;
}

const strings = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');

/** Every feature by folder name, checked; throws one error listing every problem. */
function readFeatures(dir = featuresDir) {
  const modes = loadModes();
  const problems = [];
  const features = {};
  for (const id of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, id, 'feature.json');
    if (!fs.existsSync(file)) continue;
    const where = `features/${id}/feature.json`;
    let spec;
    try {
      spec = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${where}: ${error.message}`);
      continue;
    }
    if (!/^[a-z][a-z0-9-]*$/.test(id)) problems.push(`${where}: the folder name must be a lower-case id (a-z, 0-9, -)`);
    for (const key of Object.keys(spec)) if (!KEYS.includes(key)) problems.push(`${where}: unknown key "${key}" (known: ${KEYS.join(', ')})`);
    if (typeof spec.description !== 'string' || !spec.description) problems.push(`${where}: "description" is required`);
    if (spec.markers !== undefined) {
      const keys = Object.keys(spec.markers);
      if (!keys.length) problems.push(`${where}: "markers" names no widgets, documents or selectors`);
      for (const key of keys) {
        if (!MARKER_KEYS.includes(key)) problems.push(`${where}: unknown marker kind "${key}" (known: ${MARKER_KEYS.join(', ')})`);
        else if (!strings(spec.markers[key])) problems.push(`${where}: "markers.${key}" must be a list of strings`);
        else if (key !== 'selectors' && spec.markers[key].some((name) => /[\s"\\]/.test(name)))
          problems.push(`${where}: "markers.${key}": a name has no spaces, quotes or backslashes`);
      }
      spec.load ??= 'now';
      if (!Object.hasOwn(modes, spec.load)) problems.push(`${where}: unknown load mode "${spec.load}" (known: ${Object.keys(modes).join(', ')})`);
      if (!['index.ts', 'index.tsx'].some((entry) => fs.existsSync(path.join(dir, id, entry))))
        problems.push(`features/${id}: a feature with markers needs an index.ts(x) exporting its handler`);
    } else if (spec.load !== undefined || spec.yields !== undefined || spec.needles !== undefined || spec.chunks !== undefined) {
      problems.push(`${where}: "load", "chunks", "yields" and "needles" only mean something with "markers"`);
    }
    for (const key of ['needles', 'covers', 'chunks'])
      if (spec[key] !== undefined && !strings(spec[key])) problems.push(`${where}: "${key}" must be a list of strings`);
    for (const global of spec.yields ?? [])
      if (!GLOBALS.includes(global)) problems.push(`${where}: "yields" names ${global}, not one of ${GLOBALS.join(', ')}`);
    problems.push(...checkParts(spec, where, id, modes, dir));
    const block = readBlock(dir, id, spec, problems);
    if (block) Object.defineProperty(spec, 'block', { value: block, enumerable: false });
    for (const [name, bytes] of Object.entries(spec.budgets ?? {})) {
      if (!/\.(js|css)$/.test(name) || !Number.isInteger(bytes) || bytes <= 0)
        problems.push(`${where}: budget "${name}": ${bytes} must be a positive whole number of bytes for a .js or .css file`);
    }
    features[id] = spec;
  }
  const owners = {};
  for (const [id, spec] of Object.entries(features))
    for (const name of Object.keys(spec.budgets ?? {})) {
      if (owners[name]) problems.push(`budget "${name}" is claimed by both ${owners[name]} and ${id}`);
      owners[name] = id;
    }
  const core = readCore();
  problems.push(...checkParts(core, 'src/core.json', '', modes, dir));
  // A text key, event name or config key belongs to one owner.
  for (const part of ['texts', 'plurals', 'events', 'config']) {
    const seen = {};
    for (const [id, spec] of [['the core', core], ...Object.entries(features)]) {
      const keys = Array.isArray(spec[part]) ? spec[part] : Object.keys(spec[part] ?? {});
      for (const key of keys) {
        if (seen[key]) problems.push(`${part} "${key}" is declared by both ${seen[key]} and ${id}`);
        seen[key] = id;
      }
    }
  }
  for (const key of Object.keys(core.texts ?? {})) if (core.plurals?.[key]) problems.push(`src/core.json: "${key}" is both a text and a plural`);
  if (problems.length) throw new Error(`Feature descriptions:\n  ${problems.join('\n  ')}`);
  return features;
}

/**
 * A feature's block (features/<id>/block/): block.json, WordPress's own description of it, with
 * `render` in PHP (render.php) and the editor script (edit.tsx) under the handle
 * `colophon-block-<id>`, which the build writes to dist/blocks/<id>.js with its .asset.php. A
 * block prints its feature's markers, so the feature must have some; PHP looks for the block's
 * comment in the page to know the feature is on it.
 */
function readBlock(dir, id, spec, problems) {
  const file = path.join(dir, id, 'block', 'block.json');
  if (!fs.existsSync(file)) return null;
  const where = `features/${id}/block/block.json`;
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${where}: ${error.message}`);
    return null;
  }
  if (!/^colophon\/[a-z][a-z0-9-]*$/.test(json.name ?? '')) problems.push(`${where}: "name" must be colophon/<a-z, 0-9, ->`);
  if (json.category !== 'colophon') problems.push(`${where}: "category" must be "colophon" (the inserter's Colophon category)`);
  if (json.editorScript !== `colophon-block-${id}`) problems.push(`${where}: "editorScript" must be "colophon-block-${id}" (the build registers it)`);
  if (json.render !== 'file:./render.php' || !fs.existsSync(path.join(dir, id, 'block', 'render.php')))
    problems.push(`${where}: "render" must be "file:./render.php", and render.php must exist`);
  if (!fs.existsSync(path.join(dir, id, 'block', 'edit.tsx'))) problems.push(`features/${id}/block: the editor script edit.tsx is missing`);
  if (json.textdomain !== 'colophon') problems.push(`${where}: "textdomain" must be "colophon"`);
  if (!spec.markers) problems.push(`${where}: a block prints its feature's markers: the feature needs "markers"`);
  // Its widget in the page builder's panel, when it has one (./widgets.cjs).
  const panel = readPanel(dir, id, json, problems);
  return { name: json.name, title: json.title, ...(panel ? { panel } : {}) };
}

/** The features with a block: id → the block's name. */
const blockFeatures = (features) => Object.fromEntries(Object.entries(features).flatMap(([id, spec]) => (spec.block ? [[id, spec.block.name]] : [])));

/** The core's own texts and events (src/core.json), in the shape of a feature's. */
function readCore() {
  return JSON.parse(fs.readFileSync(CORE_FILE, 'utf8'));
}

const TEXT_KEY = /^[a-z][A-Za-z0-9]*$/;
const PASCAL = (id) => id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/** The parts a feature (or the core, id '') declares besides its markers: PHP, texts, events, config, admin, load modes. */
function checkParts(spec, where, id, modes, dir) {
  const problems = [];
  const folder = id ? path.join(dir, id) : null;
  if (id) {
    const entry = path.join(folder, 'php', 'Feature.php');
    if (spec.php !== undefined && !PHASES.includes(spec.php)) problems.push(`${where}: "php" must be one of ${PHASES.join(', ')}`);
    if (spec.php !== undefined && !fs.existsSync(entry)) problems.push(`${where}: "php" names an entry, but features/${id}/php/Feature.php is missing`);
    if (spec.php === undefined && fs.existsSync(entry))
      problems.push(`${where}: features/${id}/php/Feature.php exists: say when it registers ("php": ${PHASES.map((p) => `"${p}"`).join(' or ')})`);
    if (fs.existsSync(entry) && !fs.readFileSync(entry, 'utf8').includes(`namespace Colophon\\${PASCAL(id)};`))
      problems.push(`features/${id}/php/Feature.php: its namespace must be Colophon\\${PASCAL(id)}`);
  }
  for (const [key, value] of Object.entries(spec.texts ?? {})) {
    const text = typeof value === 'string' ? value : value?.text;
    if (!TEXT_KEY.test(key)) problems.push(`${where}: text "${key}": a key is camelCase letters and digits`);
    if (typeof text !== 'string' || !text) problems.push(`${where}: text "${key}" must be a string, or {"text", "translators"}`);
    if (typeof value === 'object' && value !== null && value.translators !== undefined && typeof value.translators !== 'string')
      problems.push(`${where}: text "${key}": "translators" must be a string`);
  }
  for (const [key, value] of Object.entries(spec.plurals ?? {})) {
    if (!TEXT_KEY.test(key)) problems.push(`${where}: plural "${key}": a key is camelCase letters and digits`);
    if (typeof value?.one !== 'string' || typeof value?.other !== 'string')
      problems.push(`${where}: plural "${key}" needs "one" and "other" (and may have "translators")`);
  }
  for (const [name, route] of Object.entries(spec.events ?? {})) {
    if (!/^colophon\.[a-z][\w.]*$/.test(name)) problems.push(`${where}: event "${name}" must start with "colophon."`);
    if (typeof route?.about !== 'string' || !route.about) problems.push(`${where}: event "${name}" needs "about": what it means, for the docs`);
    for (const key of Object.keys(route ?? {}))
      if (!['about', 'window', 'document', 'windowBy'].includes(key)) problems.push(`${where}: event "${name}": unknown key "${key}"`);
    if (route?.window !== undefined && !(strings(route.window) || (route.windowBy && typeof route.window === 'object')))
      problems.push(`${where}: event "${name}": "window" is a list of window events (or, with "windowBy", lists by the payload's value)`);
  }
  if (spec.config !== undefined && !strings(spec.config)) problems.push(`${where}: "config" must list the page config keys the feature's PHP adds`);
  if (spec.admin !== undefined && (!folder || typeof spec.admin !== 'string' || !fs.existsSync(path.join(folder, spec.admin))))
    problems.push(`${where}: "admin" must name a module of the feature's folder (its admin screens' entry)`);
  for (const [mode, file] of Object.entries(spec.modes ?? {})) {
    if (!Object.hasOwn(modes, mode)) problems.push(`${where}: mode "${mode}" is not documented in src/boot/load-modes.json`);
    if (!folder || typeof file !== 'string' || !fs.existsSync(path.join(folder, file)))
      problems.push(`${where}: mode "${mode}" must name a module of the feature's folder`);
  }
  return problems;
}

/** The features that bind to markers (each one lazily loaded chunk, named after its folder). */
const markerFeatures = (features) => Object.fromEntries(Object.entries(features).filter(([, spec]) => spec.markers));

/**
 * What the runtime reads: the table of markers, load modes and the shared chunks a feature's chunk
 * needs besides the handler kit (`chunks`; src/boot/load-feature.ts loads a feature by its id).
 */
function runtimeTable(features) {
  const table = {};
  for (const [id, spec] of Object.entries(markerFeatures(features))) {
    const { widgets = [], documents = [], selectors = [] } = spec.markers;
    const row = [widgets.join(' '), [...documents.map((type) => `[data-elementor-type="${type}"]`), ...selectors].join(','), spec.load, spec.chunks];
    // The fields left out where they say nothing: a load mode of `now`, no shared chunks, no selectors.
    if (!row[3]) row.pop();
    if (row.length === 3 && row[2] === 'now') row.pop();
    if (row.length === 2 && !row[1]) row.pop();
    table[id] = row.length === 1 ? row[0] : row;
  }
  return [
    GENERATED_TS,
    "import type { FeatureTable } from '../../runtime/manifest';",
    "import type { LoadMode } from '../load-modes';",
    '',
    `export const FEATURES = ${JSON.stringify(table, null, 2)} as const satisfies FeatureTable<LoadMode>;`,
    '',
    'export type FeatureId = keyof typeof FEATURES;',
    '',
  ].join('\n');
}

/**
 * The chunk graph: an import() per feature, so webpack builds each feature as a chunk named after
 * it, with the runtime's modules left out of it. src/boot/load-feature.ts imports it; the function
 * is never called, so the minifier drops it from the runtime (its budget would see it if not).
 */
function chunkGraph(features) {
  return [
    GENERATED_TS,
    '// The chunks the runtime loads by id (src/boot/load-feature.ts). Never called: only the build reads it.',
    'export const chunkGraph = () => [',
    ...Object.keys(markerFeatures(features)).map((id) => `  import(/* webpackChunkName: ${JSON.stringify(id)} */ '../../../features/${id}'),`),
    '];',
    '',
  ].join('\n');
}

/** What PHP reads from the asset manifest: markers with their needles and preload rule, takeover's tables. */
function serverTables(features) {
  const modes = loadModes();
  const markers = {};
  const yieldTo = {};
  const covers = {};
  for (const [id, spec] of Object.entries(markerFeatures(features))) {
    // A block in the content is its comment (`<!-- wp:colophon/x {…} /-->`) until it renders.
    const needles = [...(spec.needles ?? []), ...(spec.block ? [`<!-- wp:${spec.block.name} `] : [])];
    markers[id] = { ...spec.markers, needles, preload: modes[spec.load].preload };
    for (const global of spec.yields ?? []) (yieldTo[global] ??= []).push(id);
  }
  // Takeover's own list (widgets whose incumbent front end runs no script) has no marker.
  for (const [id, spec] of Object.entries(features)) if (spec.covers) covers[id] = spec.covers;
  // A block's widget in the page builder's panel prints the block: what runs the block runs it.
  for (const [id, spec] of Object.entries(features)) if (spec.block?.panel) covers[id] = [...(covers[id] ?? []), spec.block.panel.name];
  return { markers, yieldTo, covers };
}

const GENERATED_TS = '// Generated by tools/features.js from features/<id>/feature.json: do not edit.';
const rel = (id, file) => `../../../features/${id}/${file.replace(/\.tsx?$/, '')}`;
const ident = (id, suffix) => `${id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}${suffix}`;

/** The hook events' window and document routes (the handler kit's dispatch fires them: src/runtime/routes.ts). */
function eventRoutes(features) {
  const routes = {};
  for (const spec of [readCore(), ...Object.values(features)])
    for (const [name, { window, document, windowBy }] of Object.entries(spec.events ?? {}))
      if (window || document) routes[name] = { ...(window ? { window } : {}), ...(windowBy ? { windowBy } : {}), ...(document ? { document } : {}) };
  return [
    GENERATED_TS,
    "import type { Routes } from '../../runtime/events';",
    '',
    `export const ROUTES: Routes = ${JSON.stringify(routes, null, 2)};`,
    '',
  ].join('\n');
}

/** The load modes that features bring (their `modes`), by mode name. */
function featureModes(features) {
  const imports = [];
  const entries = [];
  for (const [id, spec] of Object.entries(features))
    for (const [mode, file] of Object.entries(spec.modes ?? {})) {
      const name = ident(mode, 'Mode');
      imports.push(`import { mode as ${name} } from '${rel(id, file)}';`);
      entries.push(`  ${JSON.stringify(mode)}: ${name},`);
    }
  return [
    GENERATED_TS,
    "import type { Wait } from '../../runtime/manifest';",
    ...imports,
    '',
    'export const FEATURE_MODES: Record<string, Wait> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** The admin screens' entries (src/admin/index.ts runs each on every Colophon admin page). */
function adminEntries(features) {
  const imports = [];
  const entries = [];
  for (const [id, spec] of Object.entries(features)) {
    if (!spec.admin) continue;
    const name = ident(id, 'Admin');
    imports.push(`import { mount as ${name} } from '${rel(id, spec.admin)}';`);
    entries.push(`  ${JSON.stringify(id)}: ${name},`);
  }
  return [
    GENERATED_TS,
    "import type { AdminMount } from '../../admin/context';",
    ...imports,
    '',
    'export const ADMIN: Record<string, AdminMount> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

const GENERATED_PHP = (what) =>
  `<?php\n/**\n * ${what}\n * Generated by tools/features.js from features/<id>/feature.json and src/core.json: do not edit.\n *\n * @package Colophon\n */\n\ndefined( 'ABSPATH' ) || exit;\n\n`;
const phpString = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The features whose PHP entry registers, and when (includes/Plugin.php reads it). */
function phpFeatures(features) {
  const rows = Object.entries(features)
    .filter(([, spec]) => spec.php)
    .map(([id, spec]) => `\t${phpString(id)} => ${phpString(spec.php)},`);
  return `${GENERATED_PHP('The features with a PHP entry (features/<id>/php/Feature.php), and when each registers.')}return array(\n${rows.join('\n')}\n);\n`;
}

/**
 * Every visitor-facing text, as literal translation calls (so the strings can be extracted from the
 * PHP, and a translators' comment goes with each), by owner: '' for the core, else the feature.
 */
function phpTexts(features) {
  const owners = [['', readCore()], ...Object.entries(features)];
  const comment = (value, indent) => (value?.translators ? `${indent}/* translators: ${value.translators.replace(/\*\//g, '')} */\n` : '');
  const texts = [];
  const plurals = [];
  for (const [id, spec] of owners) {
    const own = Object.entries(spec.texts ?? {});
    if (own.length) {
      texts.push(`\t\t${phpString(id)} => array(`);
      for (const [key, value] of own)
        texts.push(`${comment(value, '\t\t\t')}\t\t\t${phpString(key)} => __( ${phpString(typeof value === 'string' ? value : value.text)}, 'colophon' ),`);
      texts.push('\t\t),');
    }
    const many = Object.entries(spec.plurals ?? {});
    if (many.length) {
      plurals.push(`\t\t${phpString(id)} => array(`);
      for (const [key, value] of many)
        plurals.push(
          `${comment(value, '\t\t\t')}\t\t\t${phpString(key)} => static fn( int $n ): string => _n( ${phpString(value.one)}, ${phpString(value.other)}, $n, 'colophon' ),`,
        );
      plurals.push('\t\t),');
    }
  }
  return `${GENERATED_PHP("The front end's texts by owner ('' is the core), translated: `texts` gives key => text, `plurals` key => a function of the count.")}return array(
\t'texts'   => static fn(): array => array(
${texts.join('\n')}
\t),
\t'plurals' => static fn(): array => array(
${plurals.join('\n')}
\t),
);
`;
}

/** Every owner's English texts and plurals, by key (the .pot file and the unit tests read them). */
function englishTexts(features = readFeatures()) {
  const texts = {};
  const plurals = {};
  for (const [id, spec] of [['', readCore()], ...Object.entries(features)]) {
    const where = id ? `features/${id}/feature.json` : 'src/core.json';
    for (const [key, value] of Object.entries(spec.texts ?? {}))
      texts[key] = { text: typeof value === 'string' ? value : value.text, translators: value?.translators ?? null, where };
    for (const [key, value] of Object.entries(spec.plurals ?? {})) plurals[key] = { ...value, translators: value.translators ?? null, where };
  }
  return { texts, plurals };
}

/** Every feature's size budgets, by built file name. */
const featureBudgets = (features) => Object.assign({}, ...Object.values(features).map((spec) => spec.budgets ?? {}));

/** The TypeScript, CSS and PHP files of a feature (not its tests). */
function sources(id) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(file);
      } else if (/\.(tsx?|css|php)$/.test(entry.name)) out.push(file);
    }
  };
  walk(path.join(featuresDir, id));
  return out.sort();
}

const START = '<!-- generated by tools/features.js from feature.json and the code: do not edit below -->';
const list = (items) => items.map((item) => `\`${item}\``).join(', ');

/** The part of a feature's README that its description and code give. */
function readmeFacts(id, spec, modes) {
  const code = sources(id).map((file) => fs.readFileSync(file, 'utf8'));
  const events = [...new Set(code.flatMap((text) => [...text.matchAll(/dispatch\(\s*'(colophon\.[\w.]+)'/g)].map((m) => m[1])))].sort();
  const attributes = [...new Set(code.flatMap((text) => [...text.matchAll(/name:\s*'(data-[\w-]+)'/g)].map((m) => m[1])))].sort();
  const lines = [START, '', '## At a glance', ''];
  if (spec.markers) {
    const { widgets = [], documents = [], selectors = [] } = spec.markers;
    lines.push('| | |', '|---|---|');
    if (widgets.length) lines.push(`| Widgets | ${list(widgets.map((w) => `${w}.*`))} (\`data-widget_type\`) |`);
    if (documents.length) lines.push(`| Documents | ${list(documents)} (\`data-elementor-type\`) |`);
    if (selectors.length) lines.push(`| Selectors | ${list(selectors).replace(/\|/g, '\\|')} |`);
    lines.push(`| Loads | \`${spec.load}\`: ${modes[spec.load].doc.replace(/\|/g, '\\|')} |`);
    if (spec.needles?.length) lines.push(`| PHP also looks for | ${list(spec.needles).replace(/\|/g, '\\|')} |`);
    if (spec.block) lines.push(`| Block | \`${spec.block.name}\`, “${spec.block.title}” (block/block.json; its editor script is dist/blocks/${id}.js) |`);
    if (spec.block?.panel) lines.push(`| Page builder widget | \`${spec.block.panel.name}\`, the block in the page builder's panel (block/panel.json) |`);
    if (spec.yields?.length) lines.push(`| Takeover off, leaves its markup to | ${list(spec.yields)} |`);
    if (spec.covers?.length) lines.push(`| Page builder widgets it covers | ${list(spec.covers)} |`);
    if (attributes.length) lines.push(`| Attributes it reads | ${list(attributes)} |`);
    if (events.length) lines.push(`| Events it fires | ${list(events)} |`);
  } else lines.push('No marker: nothing of it loads as a chunk of the runtime.');
  const budgets = Object.entries(spec.budgets ?? {});
  if (budgets.length)
    lines.push(
      '',
      `Size budgets (gzip bytes): ${budgets.map(([file, bytes]) => `\`${file}\` ${bytes.toLocaleString('en-US')}`).join(', ')}; the sizes themselves are in [docs/performance.md](../../docs/performance.md).`,
    );
  return `${lines.join('\n')}\n`;
}

/** The features with a block and its name, for includes/Blocks.php. */
function phpBlocks(features) {
  const rows = Object.entries(blockFeatures(features)).map(([id, name]) => `\t${phpString(id)} => ${phpString(name)},`);
  return `${GENERATED_PHP("The features with a block (features/<id>/block/block.json), and the block's name.")}return array(\n${rows.join('\n')}\n);\n`;
}

/** Each feature's README with its generated part current: [file, text] for those that differ. */
function staleReadmes(features) {
  const modes = loadModes();
  const stale = [];
  for (const [id, spec] of Object.entries(features)) {
    const file = path.join(featuresDir, id, 'README.md');
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# ${id}\n\n${spec.description}\n`;
    const at = old.indexOf(START);
    const head = (at < 0 ? old : old.slice(0, at)).trimEnd();
    const text = `${head}\n\n${readmeFacts(id, spec, modes)}`;
    if (text !== old) stale.push([file, text]);
  }
  return stale;
}

/** Every `colophon.*` event the code dispatches is declared (its owner's feature.json, or src/core.json). */
function undeclaredEvents(features) {
  const declared = new Set([readCore(), ...Object.values(features)].flatMap((spec) => Object.keys(spec.events ?? {})));
  const problems = [];
  for (const id of Object.keys(features))
    for (const file of sources(id))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/dispatch\(\s*'(colophon\.[\w.]+)'/g))
        if (!declared.has(match[1])) problems.push(`${path.relative(root, file)}: dispatches "${match[1]}", which no feature.json declares`);
  return problems;
}

function write({ check = false } = {}) {
  const features = readFeatures();
  const undeclared = undeclaredEvents(features);
  if (undeclared.length) throw new Error(`Events:\n  ${undeclared.join('\n  ')}`);
  const stale = staleReadmes(features);
  // The hooks reference (docs/hooks.md): in the project, not in the release zip, which has no docs.
  const hooksDoc = path.join(root, 'docs', 'hooks.md');
  if (fs.existsSync(path.dirname(hooksDoc))) {
    const text = require('./hooks-reference.cjs').render(features, readCore());
    if (!fs.existsSync(hooksDoc) || fs.readFileSync(hooksDoc, 'utf8') !== text) stale.push([hooksDoc, text]);
  }
  if (check) {
    if (stale.length) throw new Error(`Out of date (run \`npm run features\`): ${stale.map(([file]) => path.relative(root, file)).join(', ')}`);
    return;
  }
  for (const [file, text] of stale) fs.writeFileSync(file, text);
  const outputs = {
    'src/boot/generated/features.ts': runtimeTable(features),
    'src/boot/generated/chunks.ts': chunkGraph(features),
    'src/boot/generated/events.ts': eventRoutes(features),
    'src/boot/generated/load-modes.ts': featureModes(features),
    'src/boot/generated/admin.ts': adminEntries(features),
    'includes/generated/features.php': phpFeatures(features),
    'includes/generated/texts.php': phpTexts(features),
    'includes/generated/blocks.php': phpBlocks(features),
    'includes/generated/widgets.php': phpWidgets(
      Object.fromEntries(Object.entries(features).flatMap(([id, spec]) => (spec.block?.panel ? [[id, spec.block.panel]] : []))),
      GENERATED_PHP("The features' widgets in the page builder's panel, from their block (block.json and panel.json; tools/widgets.cjs)."),
    ),
  };
  for (const [relative, text] of Object.entries(outputs)) {
    const out = path.join(root, relative);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== text) fs.writeFileSync(out, text);
  }
}

module.exports = { readFeatures, readCore, markerFeatures, blockFeatures, serverTables, featureBudgets, loadModes, englishTexts, PASCAL };

if (require.main === module) {
  try {
    write({ check: process.argv.includes('--check') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
