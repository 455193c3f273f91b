import { CATALOGUE, DETAIL_FIELDS, KIT_FIELDS, LOCATIONS, type EventName } from '../../src/admin/analytics/catalogue';
import { createEventsManager, problemWith, HOOK } from '../../src/admin/analytics/events-manager';

/** One valid example per catalogue event: every event of the catalogue is exercised. */
const EXAMPLES: Record<EventName, Record<string, string>> = {
  website_templates_page_view: { site_area: 'website templates tab' },
  upgrade_clicked: { upgrade_location: 'import customization' },
  export_customization: { section: 'popups', action: 'uncheck' },
  import_customization: { section: 'pages', action: 'check', item: 'page-4' },
  kit_export_summary: { status: 'success', item: '3 popups' },
  kit_import_status: { kit_import_status: 'success' },
  kit_import_upload_file: { kit_import_upload_file_status: 'success', method: 'drop' },
  admin_import_export_action: { action_type: 'export' },
  cloud_library_apply: { kit_cloud_id: 'k-42', kit_apply_url: 'https://kits.example/apply/42' },
  cloud_library_delete: { kit_cloud_id: 'k-42' },
  templates_library_modal: { modal_type: 'bulk move' },
};

const setup = (extra: Partial<Parameters<typeof createEventsManager>[0]> = {}) => {
  const actions: unknown[][] = [];
  const dataLayer: unknown[] = [];
  const beacons: Array<[string, string]> = [];
  const manager = createEventsManager({
    hooks: { doAction: (...args: unknown[]) => actions.push(args) },
    dataLayer,
    sendBeacon: (url, body) => (beacons.push([url, body]), true),
    now: () => 1_700_000_000_000,
    strict: true,
    ...extra,
  });
  return { manager, actions, dataLayer, beacons };
};

describe('editor analytics catalogue', () => {
  it('has every editor event, each with its locations and detail fields', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(Object.keys(EXAMPLES).sort());
    const fields = new Set<string>([...DETAIL_FIELDS, ...KIT_FIELDS]);
    for (const spec of Object.values(CATALOGUE)) {
      expect(spec.locations.length).toBeGreaterThan(0);
      for (const location of spec.locations) expect(LOCATIONS).toContain(location);
      for (const field of [...spec.required, ...spec.optional]) expect(fields.has(field)).toBe(true);
    }
    expect(DETAIL_FIELDS).toHaveLength(26);
    expect(KIT_FIELDS).toHaveLength(7);
  });

  it.each(Object.entries(EXAMPLES))('%s: valid with its required details, refused without each of them', (name, details) => {
    expect(problemWith(name, details)).toBeNull();
    const spec = CATALOGUE[name as EventName];
    for (const field of spec.required) {
      const { [field]: _dropped, ...rest } = details;
      expect(problemWith(name, rest)).toBe(`Editor event "${name}" needs "${field}"`);
    }
    expect(problemWith(name, { ...details, made_up: 'x' })).toBe(`Editor event "${name}": unknown detail field "made_up"`);
  });

  it('refuses unknown events, fields the event does not carry, values off its list, objects, a wrong location', () => {
    expect(problemWith('kit_imported', {})).toBe('Unknown editor event "kit_imported"');
    expect(problemWith('cloud_library_delete', { kit_cloud_id: '1', search_term: 'x' })).toBe(
      'Editor event "cloud_library_delete" does not carry "search_term"',
    );
    expect(problemWith('export_customization', { section: 'popups', action: 'toggle' })).toBe(
      'Editor event "export_customization": "action" must be one of check, uncheck, got "toggle"',
    );
    expect(problemWith('templates_library_modal', { modal_type: 'explode' })).toContain('"modal_type" must be one of save, move');
    expect(problemWith('export_customization', { section: { key: 'x' }, action: 'check' })).toBe(
      'Editor event "export_customization": "section" must be text, a number or true/false',
    );
    expect(problemWith('export_customization', { section: 'popups', action: 'check' }, 'top bar')).toBe(
      'Editor event "export_customization" cannot happen in "top bar" (only export kit)',
    );
  });

  it('a failed kit import needs its error message, a failed upload too', () => {
    expect(problemWith('kit_import_status', { kit_import_status: 'failure' })).toBe(
      'Editor event "kit_import_status" needs "kit_import_error" when kit_import_status is "failure"',
    );
    expect(problemWith('kit_import_status', { kit_import_status: 'failure', kit_import_error: 'Disk full' })).toBeNull();
    expect(problemWith('kit_import_upload_file', { kit_import_upload_file_status: 'failure' })).toContain('needs "error"');
  });
});

describe('editor events manager', () => {
  it('adds the location and dispatches to the colophon.admin.event action and the dataLayer; no beacon while sharing is off', () => {
    const { manager, actions, dataLayer, beacons } = setup();
    const event = manager.dispatch('kit_import_status', { kit_import_status: 'failure', kit_import_error: 'Disk full', kit_name: 'Press kit' });
    const expected = {
      event: 'kit_import_status',
      location: 'import kit',
      details: { kit_import_status: 'failure', kit_import_error: 'Disk full', kit_name: 'Press kit' },
      time: 1_700_000_000_000,
    };
    expect(event).toEqual(expected);
    expect(actions).toEqual([[HOOK, expected]]);
    expect(HOOK).toBe('colophon.admin.event');
    expect(dataLayer).toEqual([
      {
        event: 'colophon_editor',
        editor_event: 'kit_import_status',
        location: 'import kit',
        kit_import_status: 'failure',
        kit_import_error: 'Disk full',
        kit_name: 'Press kit',
      },
    ]);
    expect(beacons).toEqual([]);
  });

  it('a location the event allows is kept', () => {
    const { manager } = setup();
    expect(manager.dispatch('upgrade_clicked', { upgrade_location: 'quota' }, 'templates library')?.location).toBe('templates library');
  });

  it('sends a beacon to the collector only when the site owner opted in, and only to an http(s) URL', () => {
    const on = setup({ sharing: { enabled: true, url: 'https://stats.example/collect' } });
    on.manager.dispatch('cloud_library_delete', { kit_cloud_id: 'k-1' });
    expect(on.beacons).toEqual([
      [
        'https://stats.example/collect',
        JSON.stringify({ event: 'cloud_library_delete', location: 'cloud kit library', details: { kit_cloud_id: 'k-1' }, time: 1_700_000_000_000 }),
      ],
    ]);
    const off = setup({ sharing: { enabled: false, url: 'https://stats.example/collect' } });
    off.manager.dispatch('cloud_library_delete', { kit_cloud_id: 'k-1' });
    expect(off.beacons).toEqual([]);
    const bad = setup({ sharing: { enabled: true, url: 'javascript:alert(1)' } });
    bad.manager.dispatch('cloud_library_delete', { kit_cloud_id: 'k-1' });
    expect(bad.beacons).toEqual([]);
  });

  it('development: an invalid event throws; production: it is dropped, reported, and nothing is sent', () => {
    const dev = setup();
    expect(() => dev.manager.dispatch('nope' as EventName, {})).toThrow('Unknown editor event "nope"');
    const dropped: string[] = [];
    const prod = setup({ strict: false, onDropped: (m) => dropped.push(m), sharing: { enabled: true, url: 'https://stats.example/c' } });
    expect(prod.manager.dispatch('export_customization', { section: 'popups', action: 'check', colour: 'red' } as never)).toBeNull();
    expect(dropped).toEqual(['Editor event "export_customization": unknown detail field "colour"']);
    expect(prod.actions).toEqual([]);
    expect(prod.dataLayer).toEqual([]);
    expect(prod.beacons).toEqual([]);
  });

  it('cuts long text values to 500 characters', () => {
    const { manager } = setup();
    expect(manager.dispatch('kit_import_status', { kit_import_status: 'failure', kit_import_error: 'e'.repeat(900) })?.details.kit_import_error).toHaveLength(
      500,
    );
  });
});
