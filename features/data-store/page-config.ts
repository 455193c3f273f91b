/** The data stores' part of the page config (its PHP: php/Feature.php). */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** The data stores registered on the site, by slug. */
    stores?: Record<string, { label: string; type: string; is_front: boolean; size: number; on_view?: boolean }>;
  }
}

export {};
