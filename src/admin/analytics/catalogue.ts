/**
 * Every editor-side analytics event, where it happens and which detail fields it may carry. The events manager (events-manager.ts) refuses anything not written here.
 */

/** Editor-side areas, used as the event's location. */
export const LOCATIONS = [
  'widget panel',
  'top bar',
  'editor',
  'templates library',
  'import kit',
  'export kit',
  'kit library',
  'cloud kit library',
  'variables panel',
  'admin',
] as const;
export type Location = (typeof LOCATIONS)[number];

/** The admin tabs and the kit library's sub-areas (the `site_area` detail). */
export const ADMIN_TABS = ['plugin tools tab', 'website templates tab'] as const;
export const KIT_SUB_AREAS = [
  'cloud library',
  'connect',
  'upgrade',
  'export customization',
  'export summary',
  'import upload box',
  'import customization',
  'import summary',
] as const;
export const SITE_AREAS = [...ADMIN_TABS, ...KIT_SUB_AREAS] as const;

/** The templates library's modals (the `modal_type` detail). */
export const MODAL_TYPES = [
  'save',
  'move',
  'copy',
  'bulk move',
  'bulk copy',
  'import',
  'new folder',
  'delete',
  'rename',
  'create folder',
  'apply settings',
  'cloud tab',
  'site tab',
  'quota bar',
] as const;

/** The detail fields any event may carry, and the kit events' own. */
export const DETAIL_FIELDS = [
  'layout',
  'site_part',
  'error',
  'document_name',
  'document_type',
  'view_type_clicked',
  'tag',
  'sort_direction',
  'sort_type',
  'action',
  'grid_location',
  'kit_name',
  'page_source',
  'element_position',
  'element',
  'event_type',
  'modal_type',
  'method',
  'status',
  'step',
  'item',
  'category',
  'element_location',
  'search_term',
  'section',
  'site_area',
] as const;
export const KIT_FIELDS = [
  'kit_cloud_id',
  'kit_apply_url',
  'kit_import_status',
  'kit_import_error',
  'kit_import_upload_file_status',
  'action_type',
  'upgrade_location',
] as const;

export type DetailField = (typeof DETAIL_FIELDS)[number] | (typeof KIT_FIELDS)[number];
export type DetailValue = string | number | boolean;

const OUTCOME = ['success', 'failure'] as const;
const TOGGLE = ['check', 'uncheck'] as const;

export interface EventSpec {
  /** Where the event may happen; the first is the default. */
  locations: readonly Location[];
  required: readonly DetailField[];
  optional: readonly DetailField[];
  /** Fields whose value must be one of a list. */
  values?: Partial<Record<DetailField, readonly string[]>>;
  /** Fields required only when another field has a value (a failure needs its error). */
  requiredWhen?: ReadonlyArray<{ field: DetailField; when: DetailField; is: string }>;
}

const kitAreas = { site_area: SITE_AREAS } as const;

export const CATALOGUE = {
  website_templates_page_view: {
    locations: ['admin'],
    required: ['site_area'],
    optional: ['page_source'],
    values: { site_area: ['website templates tab'] },
  },
  upgrade_clicked: {
    locations: ['kit library', 'import kit', 'export kit', 'cloud kit library', 'templates library', 'admin'],
    required: ['upgrade_location'],
    optional: ['site_area', 'element_location', 'kit_name'],
    values: kitAreas,
  },
  export_customization: {
    locations: ['export kit'],
    required: ['section', 'action'],
    optional: ['item', 'site_area'],
    values: { action: TOGGLE, site_area: ['export customization'] },
  },
  import_customization: {
    locations: ['import kit'],
    required: ['section', 'action'],
    optional: ['item', 'site_area', 'kit_name'],
    values: { action: TOGGLE, site_area: ['import customization'] },
  },
  kit_export_summary: {
    locations: ['export kit'],
    required: ['status'],
    optional: ['kit_name', 'item', 'error', 'site_area'],
    values: { status: OUTCOME, site_area: ['export summary'] },
    requiredWhen: [{ field: 'error', when: 'status', is: 'failure' }],
  },
  kit_import_status: {
    locations: ['import kit'],
    required: ['kit_import_status'],
    optional: ['kit_import_error', 'kit_name', 'item', 'site_area'],
    values: { kit_import_status: OUTCOME, site_area: ['import summary'] },
    requiredWhen: [{ field: 'kit_import_error', when: 'kit_import_status', is: 'failure' }],
  },
  kit_import_upload_file: {
    locations: ['import kit'],
    required: ['kit_import_upload_file_status'],
    optional: ['error', 'kit_name', 'method', 'site_area'],
    values: { kit_import_upload_file_status: OUTCOME, method: ['browse', 'drop'], site_area: ['import upload box'] },
    requiredWhen: [{ field: 'error', when: 'kit_import_upload_file_status', is: 'failure' }],
  },
  admin_import_export_action: {
    locations: ['admin'],
    required: ['action_type'],
    optional: ['site_area', 'kit_name'],
    values: { action_type: ['export', 'import'], site_area: ADMIN_TABS },
  },
  cloud_library_apply: {
    locations: ['cloud kit library'],
    required: ['kit_cloud_id'],
    optional: ['kit_apply_url', 'kit_name', 'site_area'],
    values: kitAreas,
  },
  cloud_library_delete: {
    locations: ['cloud kit library'],
    required: ['kit_cloud_id'],
    optional: ['kit_name', 'site_area'],
    values: kitAreas,
  },
  templates_library_modal: {
    locations: ['templates library'],
    required: ['modal_type'],
    optional: [
      'action',
      'document_name',
      'document_type',
      'site_area',
      'status',
      'error',
      'layout',
      'tag',
      'sort_direction',
      'sort_type',
      'search_term',
      'view_type_clicked',
      'grid_location',
      'element_position',
      'category',
      // Which part of a site the template is (a popup, a header…), where the dialog was started,
      // whether it opened, was confirmed or cancelled, and the step of a dialog that has steps.
      'site_part',
      'element',
      'event_type',
      'step',
      'item',
    ],
    values: { modal_type: MODAL_TYPES, event_type: ['open', 'confirm', 'cancel'], site_area: ['website templates tab'], status: OUTCOME },
    requiredWhen: [{ field: 'error', when: 'status', is: 'failure' }],
  },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof CATALOGUE;
