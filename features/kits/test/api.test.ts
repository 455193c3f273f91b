import { errorMessage, kitManifest, restApi } from '../api';
import { kitFileName } from '../words';

describe('Kits screen calls: every failure becomes a sentence', () => {
  it("names a network failure, an expired login, a refused account, and passes the site's own message without markup", () => {
    expect(errorMessage({ code: 'fetch_error', message: 'You are probably offline.' })).toBe(
      'The site could not be reached (network error). Check the connection and try again.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('The site could not be reached (network error). Check the connection and try again.');
    expect(errorMessage({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' })).toBe(
      'Your login has expired. Reload this screen (nothing is lost) and try again.',
    );
    expect(errorMessage({ code: 'rest_forbidden', message: 'Sorry' })).toBe("Your account may not manage this site's kits.");
    expect(errorMessage({ code: 'colophon_kit_empty', message: 'Choose at least <b>one</b> item to export.' })).toBe('Choose at least one item to export.');
    expect(errorMessage('boom')).toBe("Something went wrong on the site. Try again; if it keeps failing, the site's PHP error log says why.");
  });

  it('refuses answers without the expected shape, and passes rejections through', async () => {
    const answering = (value: unknown) => restApi((() => Promise.resolve(value)) as never);
    await expect(answering({}).items()).rejects.toThrow('the site answered without a list of items');
    await expect(answering({ created: [] }).importKit([])).rejects.toThrow('the site answered without an import summary');
    await expect(answering({ items: [{ id: 'a', title: 'A', doc_type: 'colophon-page' }] }).items()).resolves.toHaveLength(1);
    const failing = restApi((() => Promise.reject({ code: 'fetch_error' })) as never);
    await expect(failing.exportKit(['a'])).rejects.toEqual({ code: 'fetch_error' });
  });

  it('sends the chosen ids and templates to the kit routes', async () => {
    const calls: unknown[] = [];
    const api = restApi(((options: unknown) => (calls.push(options), Promise.resolve({ created: [], skipped: [], items: [] }))) as never);
    await api.exportKit(['popup-1']);
    await api.importKit([{ id: 'p', title: 'P', doc_type: 'colophon-page' }]);
    expect(calls).toEqual([
      { path: '/colophon/v1/kit/export', method: 'POST', data: { ids: ['popup-1'] } },
      { path: '/colophon/v1/kit/import', method: 'POST', data: { templates: [{ id: 'p', title: 'P', doc_type: 'colophon-page' }] } },
    ]);
  });
});

test('a kit’s manifest: its file name without .zip, its title, and the site’s answer', () => {
  const result = {
    generator: 'colophon',
    version: '1',
    site: 'https://a.test/',
    siteName: 'A',
    created: '2026-11-26T00:00:00Z',
    templates: [],
    missing: ['popup-9'],
  };
  expect(kitManifest('Spring offer', result)).toEqual({
    name: kitFileName('Spring offer').replace(/\.zip$/, ''),
    title: 'Spring offer',
    generator: 'colophon',
    version: '1',
    created: '2026-11-26T00:00:00Z',
    site: 'https://a.test/',
    templates: [],
  });
});
