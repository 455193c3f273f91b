/**
 * The page builder's widgets, from the blocks' descriptions: a feature whose block has a
 * panel.json (features/<id>/block/panel.json) is also a widget of the page builder's panel. Its
 * attributes, their types, defaults and allowed values are the block's (block.json); panel.json
 * adds only what the panel shows: the sections, each control's label, help and placeholder, the
 * labels of allowed values, and where a control is shown. Every attribute of the block must be in
 * the panel, so a new one is not forgotten there.
 *
 * tools/features.js writes what this reads into includes/generated/widgets.php (labels as literal
 * translation calls), which includes/PageBuilder/ turns into widgets; tools/pot.mjs takes the
 * labels for translators. docs/page-builder-widgets.md says how it fits together.
 */
const fs = require('fs');
const path = require('path');

/** Controls an attribute may ask for beyond what its type gives (text, number, switch, select, repeater). */
const CONTROLS = {
  string: ['text', 'textarea', 'html', 'post-type'],
  integer: ['number', 'media'],
  number: ['number'],
  boolean: ['switch'],
  array: ['repeater'],
};
const CONTROL_KEYS = ['attribute', 'slides', 'label', 'help', 'placeholder', 'control', 'options', 'min', 'max', 'step', 'when', 'fields', 'title', 'media'];
const FIELD_KEYS = ['name', 'label', 'help', 'placeholder', 'control'];
/** The widget's name in the page builder: never one of the runtime's markers (colophon-<id>), which the block prints inside it. */
const widgetName = (blockName) => `colophon-block-${blockName.replace(/^colophon\//, '')}`;

function defaultControl(type, schema) {
  if (schema.enum) return 'select';
  return { string: 'text', integer: 'number', number: 'number', boolean: 'switch', array: 'repeater' }[type];
}

/**
 * The panel of a feature's block, checked against its block.json; null when it has none.
 * @returns {{ name: string, block: string, title: string, icon: string, keywords: string[], sections: object[] } | null}
 */
function readPanel(dir, id, block, problems) {
  const file = path.join(dir, id, 'block', 'panel.json');
  if (!fs.existsSync(file)) return null;
  const where = `features/${id}/block/panel.json`;
  let panel;
  try {
    panel = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${where}: ${error.message}`);
    return null;
  }
  const attributes = block.attributes ?? {};
  const seen = new Set();
  if (typeof panel.icon !== 'string' || !/^eicon-[a-z0-9-]+$/.test(panel.icon))
    problems.push(`${where}: "icon" must be one of the page builder's icon classes (eicon-…)`);
  if (!Array.isArray(panel.sections)) problems.push(`${where}: "sections" must be a list`);
  const sections = (panel.sections ?? []).map((section, s) => {
    if (typeof section.label !== 'string' || !section.label) problems.push(`${where}: section ${s + 1} needs a "label"`);
    return {
      label: section.label,
      controls: (section.controls ?? []).map((control) => readControl(control, attributes, seen, `${where}: ${control.attribute ?? 'slides'}`, problems)),
    };
  });
  for (const name of Object.keys(attributes)) if (!seen.has(name)) problems.push(`${where}: block.json's attribute "${name}" is not in the panel`);
  return { name: widgetName(block.name), block: block.name, title: block.title, icon: panel.icon, keywords: block.keywords ?? [], sections };
}

function readControl(control, attributes, seen, where, problems) {
  for (const key of Object.keys(control)) if (!CONTROL_KEYS.includes(key)) problems.push(`${where}: unknown key "${key}"`);
  if (typeof control.label !== 'string' || !control.label) problems.push(`${where}: "label" is required`);
  for (const [name] of Object.entries(control.when ?? {}))
    if (!attributes[name]) problems.push(`${where}: "when" names "${name}", which is no attribute of the block`);
  const common = {
    label: control.label,
    ...(control.help ? { help: control.help } : {}),
    ...(control.placeholder ? { placeholder: control.placeholder } : {}),
    ...(control.when ? { when: control.when } : {}),
  };
  if (control.slides) {
    // The block's inner blocks: one per item, each item's HTML.
    return {
      ...common,
      attribute: '',
      control: 'slides',
      type: 'array',
      default: [],
      fields: readFields(control.fields, { content: { type: 'string' } }, where, problems),
      title: '',
    };
  }
  const schema = attributes[control.attribute];
  if (!schema) {
    problems.push(`${where}: "attribute" must name an attribute of block.json`);
    return { ...common, attribute: String(control.attribute) };
  }
  if (seen.has(control.attribute)) problems.push(`${where}: the attribute is in the panel twice`);
  seen.add(control.attribute);
  const type = schema.type;
  const kind = control.control ?? defaultControl(type, schema);
  if (!CONTROLS[type]) problems.push(`${where}: attributes of type "${type}" have no control`);
  else if (kind !== defaultControl(type, schema) && !CONTROLS[type].includes(kind)) problems.push(`${where}: "${kind}" is no control for a ${type}`);
  const out = { ...common, attribute: control.attribute, control: kind, type, default: schema.default ?? (type === 'array' ? [] : null) };
  if (kind === 'select') {
    const values = schema.enum.map(String);
    const labels = control.options ?? {};
    for (const value of values) if (typeof labels[value] !== 'string') problems.push(`${where}: "options" needs a label for "${value}"`);
    for (const value of Object.keys(labels))
      if (!values.includes(value)) problems.push(`${where}: "options" labels "${value}", which the attribute does not allow`);
    out.options = values.map((value) => ({ value, label: labels[value] ?? value }));
  } else if (control.options) problems.push(`${where}: "options" is for an attribute with allowed values (enum)`);
  if (kind === 'number') for (const key of ['min', 'max', 'step']) if (control[key] !== undefined) out[key] = control[key];
  if (kind === 'media') {
    if (!Array.isArray(control.media) || !control.media.length) problems.push(`${where}: a media control names the media it takes ("media": ["image"])`);
    out.media = control.media ?? [];
  }
  if (kind === 'repeater') {
    const properties = schema.items?.properties;
    if (!properties) problems.push(`${where}: a list attribute needs "items" with "properties" in block.json`);
    out.fields = readFields(control.fields, properties ?? {}, where, problems);
    out.title = control.title ?? '';
    if (out.title && !properties?.[out.title]) problems.push(`${where}: "title" must name one of the item's properties`);
  }
  return out;
}

function readFields(fields, properties, where, problems) {
  if (!Array.isArray(fields)) {
    problems.push(`${where}: "fields" must list the item's properties`);
    return [];
  }
  const named = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(properties)) if (!named.has(name)) problems.push(`${where}: the item's property "${name}" is not in "fields"`);
  return fields.map((field) => {
    for (const key of Object.keys(field)) if (!FIELD_KEYS.includes(key)) problems.push(`${where}.${field.name}: unknown key "${key}"`);
    const type = properties[field.name]?.type;
    if (!type) problems.push(`${where}: "${field.name}" is no property of the item`);
    if (typeof field.label !== 'string' || !field.label) problems.push(`${where}.${field.name}: "label" is required`);
    const kind = field.control ?? defaultControl(type, properties[field.name] ?? {});
    if (type && kind !== defaultControl(type, {}) && !CONTROLS[type]?.includes(kind))
      problems.push(`${where}.${field.name}: "${kind}" is no control for a ${type}`);
    return {
      name: field.name,
      type,
      control: kind,
      label: field.label,
      ...(field.help ? { help: field.help } : {}),
      ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    };
  });
}

/** Every string the panels show, for the .pot file: [text, where]. */
function panelStrings(panels) {
  const out = [];
  for (const [id, panel] of Object.entries(panels)) {
    const where = `features/${id}/block/panel.json`;
    for (const section of panel.sections) {
      out.push([section.label, where]);
      for (const control of section.controls) {
        for (const item of [control, ...(control.fields ?? [])])
          for (const key of ['label', 'help', 'placeholder']) if (item[key]) out.push([item[key], where]);
        for (const option of control.options ?? []) out.push([option.label, where]);
      }
    }
  }
  return out;
}

const TRANSLATED = new Set(['label', 'help', 'placeholder']);
const phpString = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A value as PHP, its labels as translation calls (the block's title in its context). */
function phpValue(value, indent, key = '') {
  const next = `${indent}\t`;
  if (Array.isArray(value)) return value.length ? `array(\n${value.map((item) => `${next}${phpValue(item, next)},`).join('\n')}\n${indent})` : 'array()';
  if (value && typeof value === 'object') {
    const rows = Object.entries(value).map(([k, v]) => `${next}${phpString(k)} => ${phpValue(v, next, k)},`);
    return rows.length ? `array(\n${rows.join('\n')}\n${indent})` : 'array()';
  }
  if (typeof value === 'string') {
    if (key === 'title') return `_x( ${phpString(value)}, 'block title', 'colophon' )`;
    return TRANSLATED.has(key) ? `__( ${phpString(value)}, 'colophon' )` : phpString(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || value === undefined) return 'null';
  return String(value);
}

/** includes/generated/widgets.php: feature id => its widget. */
function phpWidgets(panels, header) {
  const rows = Object.entries(panels).map(([id, panel]) => {
    // A repeater's title names a property (not a text to translate): kept under another key.
    const sections = panel.sections.map((section) => ({
      ...section,
      controls: section.controls.map(({ title, ...rest }) => ({ ...rest, ...(title !== undefined ? { titleField: title } : {}) })),
    }));
    return `\t${phpString(id)} => ${phpValue({ ...panel, sections }, '\t')},`;
  });
  return `${header}return array(\n${rows.join('\n')}\n);\n`;
}

module.exports = { readPanel, panelStrings, phpWidgets, widgetName };
