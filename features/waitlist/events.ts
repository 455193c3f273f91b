/** The waitlist's hook event and its payload (description: ./feature.json). */
declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.waitlist.submitted': { email?: string };
  }
}

export {};
