/** Sticky's hook events and their payload (descriptions: ./feature.json). */
declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.sticky.stick': { element: HTMLElement };
    'colophon.sticky.unstick': { element: HTMLElement };
  }
}

export {};
