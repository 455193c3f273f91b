/**
 * Turns a table of features (which markup each binds to, when its chunk loads) into the registry's
 * manifest. The table, the chunk loader and the load modes come from outside the runtime
 * (src/boot/), so the runtime never names a feature.
 */
import type { HandlerModule } from './handler';
import type { Manifest, ManifestEntry } from './manifest-entry';

/**
 * One feature's row, as tools/features.js writes it from feature.json (compact: the runtime carries
 * the table): its widget names, space-separated, matched against data-widget_type="<name>.<skin>";
 * then any other CSS selectors (its documents' among them), comma-separated; its load mode (`now`
 * when absent); the shared chunks its own needs besides the handler kit's. A row of widgets only is
 * the string of their names.
 */
export type FeatureRow<Mode extends string = string> = string | readonly [widgets: string, selectors?: string, load?: Mode | 'now', chunks?: readonly string[]];

/** Features by id. */
export type FeatureTable<Mode extends string = string> = Record<string, FeatureRow<Mode>>;

/** Loads a feature's chunk (and the shared ones it needs) and gives its module. */
export type FeatureLoader = (id: string, chunks?: readonly string[]) => Promise<HandlerModule>;

/** What a load mode adds to a manifest entry: what to wait for, and which clicks to hold meanwhile. */
export type Wait = Pick<ManifestEntry, 'wait' | 'holds' | 'deferred'>;

/** A row's fields, the absent ones filled in. */
export const fieldsOf = <Mode extends string>(row: FeatureRow<Mode>) => {
  const [widgets, selectors = '', load = 'now', chunks]: Exclude<FeatureRow<Mode>, string> = typeof row === 'string' ? [row] : row;
  return { widgets, selectors, load, chunks };
};

/** The selector of a row's markers: two per widget name (with a skin, and without), then the rest. */
export function selectorFor(widgets: string, selectors = ''): string {
  return [
    ...widgets.split(' ').flatMap((name) => (name ? [`[data-widget_type^="${name}."]`, `[data-widget_type="${name}"]`] : [])),
    ...(selectors ? [selectors] : []),
  ].join(',');
}

export function manifestOf<Mode extends string>(features: FeatureTable<Mode>, load: FeatureLoader, modes: Record<Mode | 'now', Wait>): Manifest {
  const manifest: Manifest = {};
  for (const [id, row] of Object.entries(features)) {
    const { widgets, selectors, load: mode, chunks } = fieldsOf(row);
    manifest[id] = { selector: selectorFor(widgets, selectors), load: () => load(id, chunks), deferred: false, ...modes[mode] };
  }
  return manifest;
}

/**
 * Takeover off, on a page where the page builder's or the listing plugin's own front end runs
 * (its global exists): the features bound to its markup are left to it (`yields` in feature.json).
 */
export function yieldTo(manifest: Manifest, rules: Record<string, string[]> = {}, scope: object = window): Manifest {
  for (const [global, ids] of Object.entries(rules)) if (global in scope) for (const id of ids) delete manifest[id];
  return manifest;
}
