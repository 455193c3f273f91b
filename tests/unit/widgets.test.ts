/**
 * The page builder's widgets are described by each block's block.json and panel.json
 * (tools/widgets.cjs): every attribute must be in the panel, with a control its type allows and a
 * label for each allowed value, so a widget never lacks a setting its block has.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { readPanel, panelStrings } = require('../../tools/widgets.cjs') as {
  readPanel: (
    dir: string,
    id: string,
    block: object,
    problems: string[],
  ) => { name: string; sections: { controls: { attribute: string; control: string }[] }[] } | null;
  panelStrings: (panels: Record<string, unknown>) => [string, string][];
};
const { readFeatures, serverTables } = require('../../tools/features.js') as typeof import('../../tools/features.js');

const block = {
  name: 'colophon/demo',
  title: 'Demo',
  attributes: {
    text: { type: 'string', default: '' },
    size: { type: 'integer', default: 2 },
    on: { type: 'boolean', default: true },
    look: { type: 'string', enum: ['a', 'b'], default: 'a' },
    items: { type: 'array', default: [], items: { type: 'object', properties: { name: { type: 'string' }, star: { type: 'boolean' } } } },
  },
};

function panelProblems(panel: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-panel-'));
  fs.mkdirSync(path.join(dir, 'demo', 'block'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'demo', 'block', 'panel.json'), JSON.stringify(panel));
  const problems: string[] = [];
  const read = readPanel(dir, 'demo', block, problems);
  fs.rmSync(dir, { recursive: true });
  return { read, problems };
}

const complete = (controls: object[]) => ({ icon: 'eicon-apps', sections: [{ label: 'Demo', controls }] });
const all = [
  { attribute: 'text', label: 'Text', control: 'textarea' },
  { attribute: 'size', label: 'Size', min: 1 },
  { attribute: 'on', label: 'On' },
  { attribute: 'look', label: 'Look', options: { a: 'First', b: 'Second' } },
  {
    attribute: 'items',
    label: 'Items',
    title: 'name',
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'star', label: 'Star' },
    ],
  },
];

test('a complete panel gives each attribute the control of its type', () => {
  const { read, problems } = panelProblems(complete(all));
  expect(problems).toEqual([]);
  expect(read?.name).toBe('colophon-block-demo');
  expect(read?.sections[0].controls.map((c) => [c.attribute, c.control])).toEqual([
    ['text', 'textarea'],
    ['size', 'number'],
    ['on', 'switch'],
    ['look', 'select'],
    ['items', 'repeater'],
  ]);
});

test('an attribute left out, a value without a label or a control its type has not are refused, each named', () => {
  const { problems } = panelProblems(
    complete([
      { attribute: 'text', label: 'Text', control: 'switch' },
      { attribute: 'look', label: 'Look', options: { a: 'First', c: 'Third' } },
      { attribute: 'items', label: 'Items', title: 'nope', fields: [{ name: 'name', label: 'Name' }] },
      { attribute: 'ghost', label: 'Ghost' },
      { attribute: 'size', when: { colour: 'red' } },
    ]),
  );
  expect(problems).toEqual([
    'features/demo/block/panel.json: text: "switch" is no control for a string',
    'features/demo/block/panel.json: look: "options" needs a label for "b"',
    'features/demo/block/panel.json: look: "options" labels "c", which the attribute does not allow',
    'features/demo/block/panel.json: items: the item\'s property "star" is not in "fields"',
    'features/demo/block/panel.json: items: "title" must name one of the item\'s properties',
    'features/demo/block/panel.json: ghost: "attribute" must name an attribute of block.json',
    'features/demo/block/panel.json: size: "label" is required',
    'features/demo/block/panel.json: size: "when" names "colour", which is no attribute of the block',
    'features/demo/block/panel.json: block.json\'s attribute "on" is not in the panel',
  ]);
});

test("the project's panels are complete, their texts go to translators, and takeover covers their widgets", () => {
  const features = readFeatures(); // throws on any problem above
  const panels = Object.fromEntries(Object.entries(features).flatMap(([id, spec]) => (spec.block?.panel ? [[id, spec.block.panel]] : [])));
  expect(Object.keys(panels).length).toBeGreaterThanOrEqual(8);
  const strings = panelStrings(panels).map(([text]) => text);
  expect(strings).toContain('Slides per view on phones');
  expect(strings).toContain('Desktops only (a list on smaller screens)');
  const pot = fs.readFileSync(path.join(__dirname, '../../languages/colophon.pot'), 'utf8');
  for (const text of new Set(strings)) expect(pot).toContain(`msgid ${JSON.stringify(text)}`);
  const covers = serverTables(features).covers;
  expect(covers.slider).toContain('colophon-block-slider');
  expect(covers['copy-url']).toContain('colophon-block-copy-link');
  expect(covers['listing-grid'] ?? []).not.toContain('colophon-block-listing-grid');
});
