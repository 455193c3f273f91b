/** Which clicks tracking holds before it connects (./wanted.ts holdsSubmit). */
import { holdsSubmit } from '../wanted';

const withConsent = (allowed: string[]) => {
  (window as unknown as { colophonConsent?: { allowed(slug: string): boolean } }).colophonConsent = { allowed: (slug) => allowed.includes(slug) };
};

describe('holdsSubmit', () => {
  beforeEach(() => {
    document.body.innerHTML = `<form><input id="field"><button id="plain">Send</button><button id="typed" type="submit"><svg id="icon"></svg></button>
      <button id="other" type="button">Other</button><input id="image" type="image" alt="Go"><input id="submit" type="submit"></form><button id="loose">Not in a form</button>`;
  });
  afterEach(() => delete (window as unknown as { colophonConsent?: unknown }).colophonConsent);
  const holds = (id: string) => holdsSubmit(document.body, document.getElementById(id)!);

  test('with a tracking category allowed: a form’s submit controls, an icon inside one; not other buttons or loose ones', () => {
    withConsent(['analytics']);
    expect(['plain', 'typed', 'icon', 'image', 'submit'].map(holds)).toEqual([true, true, true, true, true]);
    expect(['other', 'loose', 'field'].map(holds)).toEqual([false, false, false]);
  });

  test('without consent (or only functional) nothing is held', () => {
    withConsent(['functional']);
    expect(['plain', 'typed', 'submit'].map(holds)).toEqual([false, false, false]);
    delete (window as unknown as { colophonConsent?: unknown }).colophonConsent;
    expect(holds('plain')).toBe(false);
  });
});
