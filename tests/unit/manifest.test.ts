import markers from '../../src/runtime/markers.json';
import { buildManifest, selectorFor, yieldTo } from '../../src/runtime/manifest';

test('every marker id in markers.json has a chunk loader', () => {
  expect(Object.keys(buildManifest()).sort()).toEqual(Object.keys(markers).sort());
});

test('widget markers match any skin, document markers match the type exactly', () => {
  const selector = selectorFor({ widgets: ['like-dislike'], documents: ['popup'] });
  document.body.innerHTML = `
    <div id="a" data-widget_type="like-dislike.default"></div>
    <div id="b" data-widget_type="like-dislike.compact"></div>
    <div id="c" data-widget_type="like-dislike-pro.default"></div>
    <div id="d" data-elementor-type="popup"></div>
    <div id="e" data-elementor-type="popup-x"></div>`;
  expect([...document.querySelectorAll(selector)].map((e) => e.id)).toEqual(['a', 'b', 'd']);
});

test('takeover off: markers bound to an incumbent’s markup are skipped only where its front end runs; PHP names only real marker ids', () => {
  const { readFileSync } = jest.requireActual<typeof import('fs')>('fs');
  const php = readFileSync(`${__dirname}/../../includes/Takeover/Module.php`, 'utf8');
  const block = /YIELD_TO = array\(([\s\S]*?)\n\t\);/.exec(php)![1]!;
  const rules = Object.fromEntries([...block.matchAll(/'(\w+)'\s*=>\s*array\(([^)]*)\)/g)].map(([, global, ids]) => [global!, [...ids!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!)]));
  expect(Object.keys(rules)).toEqual(['elementorFrontendConfig', 'JetEngineSettings']);
  for (const id of Object.values(rules).flat()) expect(Object.keys(markers)).toContain(id);

  const kept = (scope: object) => Object.keys(yieldTo(buildManifest(), rules, scope));
  expect(kept({}).sort()).toEqual(Object.keys(markers).sort()); // neither front end on the page
  const withPageBuilder = kept({ elementorFrontendConfig: {} });
  expect(withPageBuilder).not.toContain('popup');
  expect(withPageBuilder).not.toContain('tabs');
  expect(withPageBuilder).toContain('listing-grid');
  expect(withPageBuilder).toContain('consent-banner'); // Colophon's own features stay
  expect(kept({ JetEngineSettings: {} })).not.toContain('data-store');
  expect(kept({ JetEngineSettings: {} })).toContain('popup');
});
