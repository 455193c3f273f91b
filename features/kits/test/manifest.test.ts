import { strToU8, zipSync } from 'fflate';
import { assertImportable, KitError, MAX_TEMPLATES, parseManifest, splitImportable, unknownDocTypes } from '../manifest';
import { isSafeEntryName, readKitFile, writeKitZip } from '../zip';

const colophonKit = {
  name: 'press-kit',
  title: 'Press kit',
  generator: 'colophon',
  created: '2026-11-23T10:00:00Z',
  site: 'https://a.example/',
  templates: [
    {
      id: 'popup-12',
      title: 'Waitlist',
      doc_type: 'colophon-popup',
      slug: 'waitlist',
      content: '<h2>Join</h2>',
      settings: { triggers: { page_load: 'yes' } },
      pages: 'home,marketplace',
    },
    { id: 'page-4', title: 'Marketplace', doc_type: 'colophon-page', slug: 'marketplace', content: '<p>Hi</p>', settings: { parent: '' } },
    { id: 'consent-settings', title: 'Consent settings', doc_type: 'colophon-consent-settings', settings: { enabled: true } },
  ],
};

/** The page builder's kit export: templates keyed by id, content per post type, files aside. */
const pageBuilderKit = {
  name: 'agency',
  title: 'Agency',
  version: '3.0',
  elementor_version: '3.21.6',
  created: '2024-05-01 10:00:00',
  thumbnail: false,
  site: 'https://b.example',
  templates: { '101': { title: 'Header', doc_type: 'header', thumbnail: '', location: 'header' }, '102': { title: 'Promo', doc_type: 'popup', thumbnail: '' } },
  content: { page: { '7': { title: 'Home', excerpt: '', doc_type: 'wp-page', thumbnail: '', url: 'https://b.example/' } } },
  'site-settings': ['globalColors'],
};

const zipOf = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
const kitError = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(KitError);
    return (error as Error).message;
  }
  throw new Error('expected a KitError');
};

describe('kit manifest', () => {
  it('reads a Colophon kit: templates with doc_type, content, settings, pages', () => {
    const kit = parseManifest(JSON.stringify(colophonKit));
    expect(kit).toMatchObject({ name: 'press-kit', title: 'Press kit', generator: 'colophon', site: 'https://a.example/' });
    expect(kit.templates).toEqual(colophonKit.templates);
    expect(splitImportable(kit).importable).toHaveLength(3);
    expect(() => assertImportable(kit)).not.toThrow();
  });

  it("reads the page builder's kit export: templates keyed by id and content entries, mapped onto the same groups", () => {
    const kit = parseManifest(JSON.stringify(pageBuilderKit));
    expect(kit.generator).toBe('page-builder');
    expect(kit.templates.map((t) => [t.id, t.doc_type, t.title])).toEqual([
      ['101', 'header', 'Header'],
      ['102', 'popup', 'Promo'],
      ['page-7', 'wp-page', 'Home'],
    ]);
    expect(unknownDocTypes(kit)).toEqual([]);
    expect(splitImportable(kit).importable).toEqual([]);
    expect(kitError(() => assertImportable(kit))).toBe(
      "This kit holds only page-builder templates (header, popup, wp-page), made of the page builder's own element data, which Colophon cannot create. Import it with the page builder's kit import. Nothing was imported.",
    );
  });

  it.each([
    ['{"templates": ', 'manifest.json is not valid JSON ('],
    ['[1, 2]', 'manifest.json does not describe a kit: expected an object with "templates".'],
    ['"a kit"', 'manifest.json does not describe a kit'],
    ['{}', 'This kit has no templates: there is nothing to import.'],
    ['{"templates": []}', 'This kit has no templates'],
    ['{"templates": {}}', 'This kit has no templates'],
    ['{"templates": [1, "x", null, {"title": "no type"}, {"doc_type": "../../etc"}]}', 'This kit has no templates'],
  ])('refuses %s with a clear message', (text, message) => {
    expect(kitError(() => parseManifest(text))).toContain(message);
  });

  it('refuses a kit whose templates are all of unknown types, naming them', () => {
    const text = JSON.stringify({
      templates: [
        { id: 'a', title: 'A', doc_type: 'spreadsheet' },
        { id: 'b', title: 'B', doc_type: 'invoice' },
        { id: 'c', title: 'C', doc_type: 'invoice' },
      ],
    });
    const kit = parseManifest(text);
    expect(unknownDocTypes(kit)).toEqual(['invoice', 'spreadsheet']);
    expect(kitError(() => assertImportable(kit))).toBe(
      "None of this kit's templates is of a type Colophon knows (invoice, spreadsheet). Nothing was imported.",
    );
  });

  it('keeps the known templates of a mixed kit and lists the others apart', () => {
    const kit = parseManifest({
      templates: [
        { id: 'a', title: 'A', doc_type: 'spreadsheet' },
        { id: 'b', title: 'B', doc_type: 'colophon-page' },
      ],
    });
    expect(() => assertImportable(kit)).not.toThrow();
    expect(splitImportable(kit).other.map((t) => t.id)).toEqual(['a']);
  });

  it('cuts long titles, drops duplicate ids and settings that are not objects; refuses too many templates', () => {
    const kit = parseManifest({
      templates: [
        { id: 'x', title: 'T'.repeat(5000), doc_type: 'colophon-page', settings: 'not an object', content: 42 },
        { id: 'x', title: 'Duplicate', doc_type: 'colophon-page' },
      ],
    });
    expect(kit.templates).toHaveLength(1);
    expect(kit.templates[0]!.title).toHaveLength(200);
    expect(kit.templates[0]).not.toHaveProperty('settings');
    expect(kit.templates[0]).not.toHaveProperty('content');
    const many = { templates: Array.from({ length: MAX_TEMPLATES + 1 }, (_, i) => ({ id: `p${i}`, title: 'P', doc_type: 'colophon-page' })) };
    expect(kitError(() => parseManifest(many))).toBe(`This kit lists ${MAX_TEMPLATES + 1} templates, more than the ${MAX_TEMPLATES} an import can take.`);
  });

  it('refuses a manifest text over 5 MB before parsing it', () => {
    expect(kitError(() => parseManifest(' '.repeat(6 * 1024 * 1024)))).toBe('manifest.json is 6 MB, more than the 5 MB a kit manifest may have.');
  });
});

describe('kit files (zip or manifest.json)', () => {
  it('round-trips: the exported zip reads back as the same kit', () => {
    const kit = readKitFile('press-kit.zip', writeKitZip(colophonKit));
    expect(kit.templates).toEqual(colophonKit.templates);
  });

  it('reads a manifest.json on its own, and a zip with the kit inside one top folder', () => {
    expect(readKitFile('manifest.json', strToU8(`\ufeff  ${JSON.stringify(colophonKit)}`)).title).toBe('Press kit');
    expect(readKitFile('k.zip', zipOf({ 'press-kit/manifest.json': JSON.stringify(colophonKit), 'press-kit/templates/1.json': '{}' })).title).toBe('Press kit');
  });

  it.each([['../../wp-config.php'], ['templates/../../../evil.php'], ['/etc/passwd'], ['C:/Windows/evil.dll'], ['templates\\..\\evil.php']])(
    'refuses a zip with the unsafe entry %s, whatever else it holds',
    (name) => {
      const bytes = zipOf({ 'manifest.json': JSON.stringify(colophonKit), [name]: '<?php evil();' });
      expect(kitError(() => readKitFile('kit.zip', bytes))).toContain('contains an unsafe file path');
      expect(isSafeEntryName(name)).toBe(false);
    },
  );

  it('accepts ordinary entry names', () => {
    for (const name of ['manifest.json', 'templates/12.json', 'content/page/7.json', 'kit/..hidden/x.json']) expect(isSafeEntryName(name)).toBe(true);
  });

  it('refuses a manifest that unpacks past 5 MB, and a zip bomb that lies about its size', () => {
    const huge = JSON.stringify({ ...colophonKit, padding: ' '.repeat(6 * 1024 * 1024) });
    const bytes = zipOf({ 'manifest.json': huge });
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(kitError(() => readKitFile('bomb.zip', bytes))).toBe('manifest.json in "bomb.zip" unpacks to 6 MB, more than the 5 MB a kit manifest may have.');

    // The same zip with its declared sizes set to 200 bytes: what unpacks is cut at the declared
    // size (no 6 MB in memory) and reads as broken JSON.
    const liar = bytes.slice();
    const view = new DataView(liar.buffer);
    for (let at = 0; at < liar.length - 4; at++) {
      const signature = view.getUint32(at, true);
      if (signature === 0x04034b50) view.setUint32(at + 22, 200, true); // local header: uncompressed size
      if (signature === 0x02014b50) view.setUint32(at + 24, 200, true); // central directory: uncompressed size
    }
    const message = kitError(() => readKitFile('liar.zip', liar));
    expect(message).toMatch(/not valid JSON|not a readable zip/);
  });

  it('refuses files that are not kits: empty, a zip without manifest, a damaged zip, an image, over 50 MB', () => {
    expect(kitError(() => readKitFile('empty.zip', new Uint8Array()))).toBe('"empty.zip" is empty.');
    expect(kitError(() => readKitFile('photos.zip', zipOf({ 'a.jpg': 'x' })))).toBe('"photos.zip" has no manifest.json: it is a zip, but not a kit.');
    const damaged = writeKitZip(colophonKit).slice(0, 60);
    expect(kitError(() => readKitFile('damaged.zip', damaged))).toMatch(/^"damaged\.zip" is not a readable zip/);
    expect(kitError(() => readKitFile('cover.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])))).toBe(
      '"cover.png" is not a kit: choose the .zip a kit export made, or its manifest.json.',
    );
    expect(kitError(() => readKitFile('big.zip', new Uint8Array(50 * 1024 * 1024 + 1)))).toBe('"big.zip" is 50 MB; a kit may be at most 50 MB.');
  });
});
