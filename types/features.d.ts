// The build's CommonJS reader of the features' descriptions (tools/features.js), as the tests use it.
declare module '*/tools/features.js' {
  export interface FeatureSpec {
    description: string;
    markers?: { widgets?: string[]; documents?: string[]; selectors?: string[] };
    load?: string;
    needles?: string[];
    yields?: string[];
    covers?: string[];
    budgets?: Record<string, number>;
    /** Its block (block/block.json), and its widget in the page builder's panel (block/panel.json, tools/widgets.cjs). */
    block?: { name: string; title: string; panel?: { name: string; block: string; title: string; icon: string; sections: unknown[] } };
  }
  export function readFeatures(dir?: string): Record<string, FeatureSpec>;
  export function serverTables(features: Record<string, FeatureSpec>): {
    markers: Record<string, { widgets?: string[]; documents?: string[]; selectors?: string[]; needles: string[]; preload: boolean }>;
    yieldTo: Record<string, string[]>;
    covers: Record<string, string[]>;
  };
  export function featureBudgets(features: Record<string, FeatureSpec>): Record<string, number>;
}
