/** The listing grid's hook events and filter, and their payloads (descriptions: ./feature.json). */
declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.listing.refresh': { ids: string[] };
    'colophon.listing.loaded': { grid: HTMLElement };
    'colophon.listing.loadedMore': { grid: HTMLElement; added: Element[] };
  }
  interface ColophonFilters {
    /** The listing plugin's ajax payload, before it is sent; the listing element is the context. */
    'colophon.listing.request': [value: { payload: Record<string, unknown> }, element: HTMLElement];
  }
}

export {};
