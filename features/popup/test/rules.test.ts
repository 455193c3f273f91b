/**
 * What the popup's edit screen refuses (../rules.ts), each refusal named by its field, and the
 * saved rules read over the defaults.
 */
import { DEFAULT_RULES, refusals, validSelector, withDefaults, type PopupRules } from '../rules';

const say = {
  range: (f: string, min: number, max: number) => `${f}: ${min}-${max}`,
  selector: (f: string, v: string) => `${f}: bad ${v}`,
  noDevice: (f: string) => `${f}: none`,
  date: (f: string) => `${f}: date`,
  endBeforeStart: (f: string) => `${f}: before`,
  noPage: (f: string) => `${f}: no page`,
  noType: (f: string) => `${f}: no type`,
  noTrigger: () => 'no trigger',
};
const label = (field: string) => `[${field}]`;
const rules = (change: (r: PopupRules) => void) => {
  const r = JSON.parse(JSON.stringify(DEFAULT_RULES)) as PopupRules;
  change(r);
  return r;
};

test('the defaults can be saved: the entire site, on load after 3 s, once, counted on close', () => {
  expect(refusals(DEFAULT_RULES, label, say)).toEqual({});
});

test.each([
  ['a negative delay', (r: PopupRules) => (r.triggers.load.delay = -1), { 'triggers.load.delay': '[triggers.load.delay]: 0-600' }],
  ['an empty number', (r: PopupRules) => (r.triggers.load.delay = NaN), { 'triggers.load.delay': '[triggers.load.delay]: 0-600' }],
  [
    'a fraction of a view',
    (r: PopupRules) => ((r.timing.views.on = true), (r.timing.views.count = 1.5)),
    { 'timing.views.count': '[timing.views.count]: 1-100' },
  ],
  ['a width too narrow', (r: PopupRules) => (r.look.width = 100), { 'look.width': '[look.width]: 200-1600' }],
  [
    'a selector that is none',
    (r: PopupRules) => ((r.triggers.click.on = true), (r.triggers.click.selector = '#')),
    { 'triggers.click.selector': '[triggers.click.selector]: bad #' },
  ],
  ['no device', (r: PopupRules) => ((r.timing.devices.on = true), (r.timing.devices.list = [])), { 'timing.devices.list': '[timing.devices.list]: none' }],
  [
    'an end before its start',
    (r: PopupRules) => ((r.timing.schedule.on = true), (r.timing.schedule.start = '2026-12-02T10:00'), (r.timing.schedule.end = '2026-12-01T10:00')),
    { 'timing.schedule.end': '[timing.schedule.end]: before' },
  ],
  ['chosen pages without one', (r: PopupRules) => (r.where.show = 'pages'), { 'where.pages': '[where.pages]: no page' }],
  ['chosen types without one', (r: PopupRules) => (r.where.show = 'types'), { 'where.types': '[where.types]: no type' }],
  ['no way to open it', (r: PopupRules) => (r.triggers.load.on = false), { triggers: 'no trigger' }],
])('%s is refused, named by its field', (_, change, expected) => {
  expect(refusals(rules(change), label, say)).toEqual(expected);
});

test('a rule that is off is not checked', () => {
  expect(
    refusals(
      rules((r) => ((r.triggers.scroll.percent = 0), (r.timing.views.count = 0))),
      label,
      say,
    ),
  ).toEqual({});
});

test('saved rules read over the defaults: a missing or mistyped field keeps its default', () => {
  const read = withDefaults({ triggers: { load: { delay: 10 }, exit: { on: 'yes' } }, look: { width: '300' }, where: { pages: [4] } });
  expect(read.triggers.load).toEqual({ on: true, delay: 10 });
  expect(read.triggers.exit.on).toBe(false);
  expect(read.look.width).toBe(640);
  expect(read.where.pages).toEqual([4]);
  expect(withDefaults(null)).toEqual(DEFAULT_RULES);
});

test('selectors are what the browser accepts', () => {
  expect(validSelector('#offer .open')).toBe(true);
  expect(validSelector('a[href*="x"]')).toBe(true);
  expect(validSelector('')).toBe(false);
  expect(validSelector('##')).toBe(false);
});
