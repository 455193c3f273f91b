/** The form's hook event and its payload (description: ./feature.json). */
declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.form.sent': { form: HTMLFormElement; source: 'elementorforms' };
  }
}

export {};
