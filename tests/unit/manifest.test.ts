import markers from '../../src/runtime/markers.json';
import { buildManifest, selectorFor } from '../../src/runtime/manifest';
import { consentDefaults, gtag } from '../../src/consent/consent-mode';

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

test('consent boot pushes an all-denied default (security storage granted) waiting 2000 ms', () => {
  window.dataLayer = [];
  gtag('consent', 'default', consentDefaults());
  const pushed = window.dataLayer[0] as IArguments;
  expect(Object.prototype.toString.call(pushed)).toBe('[object Arguments]');
  expect([...pushed]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 2000,
    },
  ]);
});
