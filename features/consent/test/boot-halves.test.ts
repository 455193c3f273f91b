/**
 * The boot with the script blocker and its deferred second half (../boot.ts, ../after.ts): until
 * the second half comes, the blocker holds to the boot's own reading of the cookie; from then on to
 * the consent API, so a choice made later releases what it allows.
 */
import { clearCookies, configScript, restoreStylesAfterAll, scriptState } from '../../../tests/unit/helpers/consent';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

restoreStylesAfterAll();

beforeEach(() => {
  clearCookies();
  document.head.innerHTML = `<title>t</title>${configScript()}`;
});

test('a script page code adds is held by the boot alone, then released by a choice made through the API the second half brings', async () => {
  jest.isolateModules(() => require('../boot'));
  expect(document.documentElement.getAttribute('data-colophon-consent')).toBe('ask');
  const tag = document.createElement('script');
  tag.id = 'tag';
  tag.src = '/trackers/analytics/tag.js';
  document.head.append(tag);
  expect(scriptState(tag)).toEqual(['text/plain', false, '/trackers/analytics/tag.js']);
  expect(window.colophonConsent).toBeUndefined();

  jest.isolateModules(() => require('../after'));
  window.colophonConsent!.decide({ analytics: true });
  await flush();
  const released = document.getElementById('tag') as HTMLScriptElement;
  expect([released.getAttribute('src'), released.hasAttribute('type')]).toEqual(['/trackers/analytics/tag.js', false]);
  expect(document.documentElement.getAttribute('data-colophon-consent')).toBe('decided');
  // And one added now goes through at once: the blocker asks the API.
  const next = document.createElement('script');
  next.src = '/trackers/analytics/next.js';
  document.head.append(next);
  expect(next.getAttribute('src')).toBe('/trackers/analytics/next.js');
});
