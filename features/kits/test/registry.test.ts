import { CustomizationRegistry, REGISTRY_ERROR, childrenOf, initiallyEnabled, type CustomizationContext } from '../registry';
import { createRegistry } from '../sections';
import { groupOf, isImportable, sectionEnabled } from '../doc-types';

const exportContext = (items: Array<{ id: string; doc_type: string }>): CustomizationContext => ({
  mode: 'export',
  uploaded: null,
  items: items.map((item) => ({ ...item, title: item.id, group: groupOf(item.doc_type) })),
});

describe('customization registry', () => {
  it.each([[{ title: 'No key' }], [{ key: 'no-title' }], [{ key: '', title: 'Empty key' }], [{ key: 'x', title: '' }], [{ key: 7, title: 'Key not text' }]])(
    'refuses a section without key or title: %j',
    (section) => {
      const registry = new CustomizationRegistry();
      expect(() => registry.register(section as never)).toThrow(new Error(REGISTRY_ERROR));
      expect(registry.ordered()).toEqual([]);
    },
  );

  it('refuses a second section with the same key and a non-numeric order', () => {
    const registry = new CustomizationRegistry();
    registry.register({ key: 'a', title: 'A' });
    expect(() => registry.register({ key: 'a', title: 'Again' })).toThrow('already registered');
    expect(() => registry.register({ key: 'b', title: 'B', order: Number.NaN })).toThrow(
      'registry.register("b"): invalid type for "order": expected a finite number, got NaN.',
    );
    expect(registry.get('a')?.title).toBe('A');
  });

  it('orders by order (default 10), then by registration', () => {
    const registry = new CustomizationRegistry();
    registry.register({ key: 'late', title: 'Late', order: 50 });
    registry.register({ key: 'default-1', title: 'Default 1' });
    registry.register({ key: 'early', title: 'Early', order: 1 });
    registry.register({ key: 'default-2', title: 'Default 2', order: 10 });
    expect(registry.ordered().map((s) => s.key)).toEqual(['early', 'default-1', 'default-2', 'late']);
  });

  it('shows a section only when it is available: by default, when it has children', () => {
    const registry = new CustomizationRegistry();
    registry.register({ key: 'popups', title: 'Popups' });
    registry.register({ key: 'pages', title: 'Pages' });
    registry.register({ key: 'always', title: 'Always', isAvailable: () => true });
    registry.register({ key: 'import-only', title: 'Import only', isAvailable: (c) => c.mode === 'import', children: [{ key: 'x', title: 'X' }] });
    const context = exportContext([{ id: 'popup-1', doc_type: 'colophon-popup' }]);
    expect(registry.available(context).map((s) => s.key)).toEqual(['popups', 'always']);
  });

  it('children: a list, a function of the context, or the context items of the group', () => {
    const context = exportContext([
      { id: 'popup-1', doc_type: 'colophon-popup' },
      { id: 'page-2', doc_type: 'colophon-page' },
      { id: 'popup-3', doc_type: 'popup' },
    ]);
    expect(childrenOf({ key: 'popups', title: 'P' }, context).map((c) => c.key)).toEqual(['popup-1', 'popup-3']);
    expect(childrenOf({ key: 'x', title: 'X', children: [{ key: 'a', title: 'A' }] }, context)).toEqual([{ key: 'a', title: 'A' }]);
    expect(childrenOf({ key: 'x', title: 'X', children: (c) => [{ key: c.mode, title: 'M' }] }, context)).toEqual([{ key: 'export', title: 'M' }]);
  });

  it('a plugin adds its section through the colophon.kits.sections action; a refused one is reported', () => {
    const calls: string[] = [];
    const hooks = {
      doAction: (name: string, registry: CustomizationRegistry) => {
        calls.push(name);
        registry.register({ key: 'forms', title: 'Forms', order: 15, docTypes: ['my-form'] });
      },
    };
    const { registry, problems } = createRegistry(hooks as never);
    expect(calls).toEqual(['colophon.kits.sections']);
    expect(problems).toEqual([]);
    expect(registry.ordered().map((s) => s.key)).toEqual(['popups', 'forms', 'pages', 'stores', 'settings']);
    expect(registry.groupOf('my-form')).toBe('forms');
    expect(registry.groupOf('colophon-page')).toBe('pages');

    const bad = createRegistry({ doAction: (_n: string, r: CustomizationRegistry) => r.register({ key: 'nameless' } as never) } as never);
    expect(bad.problems).toEqual([`A plugin's kit section was not added: ${REGISTRY_ERROR}`]);
    expect(bad.registry.ordered()).toHaveLength(4);
  });
});

describe('doc_type → export group, and section enablement', () => {
  it("maps Colophon doc_types and the page builder's own onto the same groups", () => {
    expect(groupOf('colophon-popup')).toBe('popups');
    expect(groupOf('popup')).toBe('popups');
    expect(groupOf('colophon-page')).toBe('pages');
    expect(groupOf('wp-page')).toBe('pages');
    expect(groupOf('section')).toBe('pages');
    expect(groupOf('colophon-store')).toBe('stores');
    expect(groupOf('colophon-consent-settings')).toBe('settings');
    expect(groupOf('header')).toBe('site-templates');
    expect(groupOf('spreadsheet')).toBeNull();
    expect(isImportable('colophon-popup')).toBe(true);
    expect(isImportable('popup')).toBe(false);
  });

  it('with uploaded data, enabled only if some template maps to the group; without, the default', () => {
    const uploaded = [{ doc_type: 'popup' }, { doc_type: 'colophon-store' }];
    expect(sectionEnabled('popups', uploaded, false)).toBe(true);
    expect(sectionEnabled('stores', uploaded, false)).toBe(true);
    expect(sectionEnabled('pages', uploaded, true)).toBe(false);
    expect(sectionEnabled('pages', [], true)).toBe(false);
    expect(sectionEnabled('pages', null, true)).toBe(true);
    expect(sectionEnabled('pages', null, false)).toBe(false);
  });

  it("the section's default is getInitialState (else true); a plugin's docTypes count as its group", () => {
    const none: CustomizationContext = { mode: 'export', items: [], uploaded: null };
    expect(initiallyEnabled({ key: 'pages', title: 'P' }, none)).toBe(true);
    expect(initiallyEnabled({ key: 'pages', title: 'P', getInitialState: () => false }, none)).toBe(false);
    const uploaded: CustomizationContext = { mode: 'import', items: [], uploaded: [{ doc_type: 'my-form' }] };
    expect(initiallyEnabled({ key: 'forms', title: 'F', docTypes: ['my-form'] }, uploaded)).toBe(true);
    expect(initiallyEnabled({ key: 'pages', title: 'P', getInitialState: () => true }, uploaded)).toBe(false);
  });
});
