/**
 * Turns a table of features (which markup each binds to, when its chunk loads) into the registry's
 * manifest. The table, the chunk loader and the load modes come from outside the runtime
 * (src/boot/), so the runtime never names a feature.
 */
import type { HandlerModule } from './handler';
import type { Manifest, ManifestEntry } from './manifest-entry';

export interface MarkerSpec {
  /** Widget names, matched against data-widget_type="<name>.<skin>". */
  widgets?: string[];
  /** Document types, matched against data-elementor-type. */
  documents?: string[];
  /** Any other CSS selectors. */
  selectors?: string[];
}

/**
 * Features by id; without `load`, a feature's chunk loads at once (the `now` mode). `chunks`: the
 * shared chunks its own needs, besides the handler kit's.
 */
export type FeatureTable<Mode extends string = string> = Record<string, { markers: MarkerSpec; load?: Mode; chunks?: readonly string[] }>;

/** Loads a feature's chunk (and the shared ones it needs) and gives its module. */
export type FeatureLoader = (id: string, chunks?: readonly string[]) => Promise<HandlerModule>;

/** What a load mode adds to a manifest entry: what to wait for, and which clicks to hold meanwhile. */
export type Wait = Pick<ManifestEntry, 'wait' | 'holds' | 'deferred'>;

export function selectorFor(spec: MarkerSpec): string {
  return [
    ...(spec.widgets ?? []).flatMap((name) => [`[data-widget_type^="${name}."]`, `[data-widget_type="${name}"]`]),
    ...(spec.documents ?? []).map((type) => `[data-elementor-type="${type}"]`),
    ...(spec.selectors ?? []),
  ].join(',');
}

export function manifestOf<Mode extends string>(features: FeatureTable<Mode>, load: FeatureLoader, modes: Record<Mode | 'now', Wait>): Manifest {
  const manifest: Manifest = {};
  for (const [id, feature] of Object.entries(features)) {
    manifest[id] = { selector: selectorFor(feature.markers), load: () => load(id, feature.chunks), deferred: false, ...modes[feature.load ?? 'now'] };
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
