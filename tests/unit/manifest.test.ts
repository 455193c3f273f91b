import markers from '../../src/runtime/markers.json';
import { buildManifest, selectorFor } from '../../src/runtime/manifest';

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
