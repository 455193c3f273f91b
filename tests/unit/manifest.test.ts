import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildManifest, FEATURES } from '../../src/boot/manifest';
import { selectorFor, yieldTo } from '../../src/runtime/manifest';

const { readFeatures, serverTables } = require('../../tools/features.js') as typeof import('../../tools/features.js');

test('every feature folder with markers becomes a manifest entry, and only those', () => {
  const withMarkers = fs
    .readdirSync(`${__dirname}/../../features`)
    .filter(
      (id) =>
        fs.existsSync(`${__dirname}/../../features/${id}/feature.json`) &&
        'markers' in JSON.parse(fs.readFileSync(`${__dirname}/../../features/${id}/feature.json`, 'utf8')),
    );
  expect(Object.keys(buildManifest()).sort()).toEqual(withMarkers.sort());
  expect(Object.keys(FEATURES)).not.toContain('consent'); // the head boot's feature binds to no marker
});

test('widget markers match any skin, document markers match the type exactly', () => {
  const selector = selectorFor('like-dislike', '[data-elementor-type="popup"]');
  document.body.innerHTML = `
    <div id="a" data-widget_type="like-dislike.default"></div>
    <div id="b" data-widget_type="like-dislike.compact"></div>
    <div id="c" data-widget_type="like-dislike-pro.default"></div>
    <div id="d" data-elementor-type="popup"></div>
    <div id="e" data-elementor-type="popup-x"></div>`;
  expect([...document.querySelectorAll(selector)].map((e) => e.id)).toEqual(['a', 'b', 'd']);
  // The generated rows: a feature's documents become selectors; widgets come first, then the rest.
  const built = buildManifest();
  expect(built.popup!.selector).toBe('[data-elementor-type="popup"]');
  expect(built['video-player']!.selector).toBe(
    '[data-widget_type^="colophon-video-player."],[data-widget_type="colophon-video-player"],video.colophon-lazy-video',
  );
  expect(built['consent-banner']!.selector).toBe('#colophon-consent');
});

test('takeover off: the features that yield to an incumbent are skipped only where its front end runs', () => {
  const rules = serverTables(readFeatures()).yieldTo;
  expect(Object.keys(rules).sort()).toEqual(['JetEngineSettings', 'elementorFrontendConfig']);
  const kept = (scope: object) => Object.keys(yieldTo(buildManifest(), rules, scope));
  expect(kept({}).sort()).toEqual(Object.keys(FEATURES).sort()); // neither front end on the page
  const withPageBuilder = kept({ elementorFrontendConfig: {} });
  expect(withPageBuilder).not.toContain('popup');
  expect(withPageBuilder).not.toContain('tabs');
  expect(withPageBuilder).toContain('listing-grid');
  expect(withPageBuilder).toContain('consent-banner'); // Colophon's own features stay
  expect(kept({ JetEngineSettings: {} })).not.toContain('data-store');
  expect(kept({ JetEngineSettings: {} })).toContain('popup');
});

describe('a feature description', () => {
  let dir: string;
  const feature = (id: string, spec: unknown, index = true) => {
    fs.mkdirSync(path.join(dir, id), { recursive: true });
    fs.writeFileSync(path.join(dir, id, 'feature.json'), typeof spec === 'string' ? spec : JSON.stringify(spec));
    if (index) fs.writeFileSync(path.join(dir, id, 'index.ts'), 'export default class {}\n');
  };
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'features-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a good one is read, its load mode defaulting to now, and PHP gets its needles and preload rule', () => {
    feature('hello', {
      description: 'Says hello.',
      markers: { widgets: ['hello'] },
      needles: ['hello_'],
      yields: ['elementorFrontendConfig'],
      budgets: { 'hello.js': 512 },
    });
    feature('later', { description: 'Later.', markers: { selectors: ['.later'] }, load: 'near' });
    const read = readFeatures(dir);
    expect(read.hello.load).toBe('now');
    const tables = serverTables(read);
    expect(tables.markers).toEqual({
      hello: { widgets: ['hello'], needles: ['hello_'], preload: true },
      later: { selectors: ['.later'], needles: [], preload: false },
    });
    expect(tables.yieldTo).toEqual({ elementorFrontendConfig: ['hello'] });
  });

  test('every mistake is named, with its file', () => {
    feature('a', { description: 'A.', markers: { widgets: ['a'] }, load: 'soon' });
    feature('b', { description: 'B.', markers: { widget: ['b'] } }, false);
    feature('c', { markers: { selectors: ['.c'] }, colour: 'red', chunks: 'vendor-preact', yields: ['jQuery'], budgets: { 'c.js': -1 } });
    feature('d', '{ not json');
    feature('e', { description: 'E.', budgets: { 'a.js': 1 } });
    feature('f', { description: 'F.', budgets: { 'a.js': 1 } });
    expect(() => readFeatures(dir)).toThrow(
      new Error(
        [
          'Feature descriptions:',
          '  features/a/feature.json: unknown load mode "soon" (known: now, idle, printed, near, touched, onscreen, consented, wanted, asked, linked)',
          '  features/b/feature.json: unknown marker kind "widget" (known: widgets, documents, selectors)',
          '  features/b: a feature with markers needs an index.ts(x) exporting its handler',
          '  features/c/feature.json: unknown key "colour" (known: $comment, description, markers, load, chunks, needles, yields, covers, budgets, php, texts, plurals, events, config, admin, modes)',
          '  features/c/feature.json: "description" is required',
          '  features/c/feature.json: "chunks" must be a list of strings',
          '  features/c/feature.json: "yields" names jQuery, not one of elementorFrontendConfig, JetEngineSettings',
          '  features/c/feature.json: budget "c.js": -1 must be a positive whole number of bytes for a .js or .css file',
          `  features/d/feature.json: ${(() => {
            try {
              JSON.parse('{ not json');
            } catch (e) {
              return (e as Error).message;
            }
          })()}`,
          '  budget "a.js" is claimed by both e and f',
        ].join('\n'),
      ),
    );
  });

  test('its PHP entry, texts, events, config and load modes: each mistake is named, and a key belongs to one owner', () => {
    const php = (id: string, namespace: string) => {
      fs.mkdirSync(path.join(dir, id, 'php'), { recursive: true });
      fs.writeFileSync(path.join(dir, id, 'php', 'Feature.php'), `<?php\nnamespace Colophon\\${namespace};\n`);
    };
    feature('entry', { description: 'Entry.', php: 'sometimes' });
    php('entry', 'Entry');
    feature('no-entry', { description: 'None.', php: 'always' });
    feature('silent', { description: 'Silent.' });
    php('silent', 'Silent');
    feature('misnamed', { description: 'Misnamed.', php: 'visitors' });
    php('misnamed', 'Wrong');
    feature('words', {
      description: 'Words.',
      texts: { 'Bad-key': 'x', empty: '', commented: { text: 'Hi %s', translators: 3 } },
      plurals: { count: { one: '%d item' } },
      events: { 'other.thing': { about: 'x' }, 'colophon.nothing': { window: 'x' } },
      config: 'words',
      admin: 'missing.ts',
      modes: { soon: 'soon.ts', near: 'missing.ts' },
    });
    feature('twice', { description: 'Twice.', texts: { close: 'Close' }, events: { 'colophon.ready': { about: 'Again.' } } });
    expect(() => readFeatures(dir)).toThrow(
      new Error(
        [
          'Feature descriptions:',
          '  features/entry/feature.json: "php" must be one of always, visitors',
          '  features/misnamed/php/Feature.php: its namespace must be Colophon\\Misnamed',
          '  features/no-entry/feature.json: "php" names an entry, but features/no-entry/php/Feature.php is missing',
          '  features/silent/feature.json: features/silent/php/Feature.php exists: say when it registers ("php": "always" or "visitors")',
          '  features/words/feature.json: text "Bad-key": a key is camelCase letters and digits',
          '  features/words/feature.json: text "empty" must be a string, or {"text", "translators"}',
          '  features/words/feature.json: text "commented": "translators" must be a string',
          '  features/words/feature.json: plural "count" needs "one" and "other" (and may have "translators")',
          '  features/words/feature.json: event "other.thing" must start with "colophon."',
          '  features/words/feature.json: event "colophon.nothing" needs "about": what it means, for the docs',
          '  features/words/feature.json: event "colophon.nothing": "window" is a list of window events (or, with "windowBy", lists by the payload\'s value)',
          '  features/words/feature.json: "config" must list the page config keys the feature\'s PHP adds',
          '  features/words/feature.json: "admin" must name a module of the feature\'s folder (its admin screens\' entry)',
          '  features/words/feature.json: mode "soon" is not documented in src/boot/load-modes.json',
          '  features/words/feature.json: mode "soon" must name a module of the feature\'s folder',
          '  features/words/feature.json: mode "near" must name a module of the feature\'s folder',
          '  texts "close" is declared by both the core and twice',
          '  events "colophon.ready" is declared by both the core and twice',
        ].join('\n'),
      ),
    );
  });
});
