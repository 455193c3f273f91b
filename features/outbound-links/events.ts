/** The outbound links' hook event and its payload (description: ./feature.json). */
declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.link.outbound': { href: string; link: HTMLAnchorElement };
  }
}

export {};
