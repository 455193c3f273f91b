import { createStore } from '../../../src/runtime/storage';
import { createVisit, fillLeadFields, VISIT_KEY } from '../visit';

const session = () => createStore({ session: true, name: 'colophon-test' });
beforeEach(() => sessionStorage.clear());

test('kept for the visit only once analytics consent allows it', () => {
  let allowed = false;
  const store = session();
  const landing = createVisit('?utm_source=newsletter&utm_medium=email', store, () => allowed);
  expect(landing.lead()).toMatchObject({ source: 'newsletter', medium: 'email' });
  expect(sessionStorage.length).toBe(0); // nothing stored before consent
  expect(createVisit('', session(), () => allowed).lead()).toMatchObject({ source: 'direct' }); // the next page does not know it

  allowed = true;
  landing.keep();
  expect(store.get(VISIT_KEY)).toMatchObject({ source: 'newsletter' });
  const next = createVisit('?page=2', session(), () => allowed);
  expect(next.lead()).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'none' });
});

test('a new campaign in the address replaces the kept one; no campaign anywhere is direct / none', () => {
  createVisit('?utm_source=a', session(), () => true);
  expect(createVisit('?utm_source=b&gclid=G', session(), () => true).lead()).toMatchObject({ source: 'b', gclid: 'G' });
  expect(createVisit('', session(), () => true).lead()).toMatchObject({ source: 'b' });
  sessionStorage.clear();
  expect(createVisit('', session(), () => true).lead()).toEqual({ source: 'direct', medium: 'none', campaign: 'none', content: 'none', term: 'none' });
});

test('forms get it in the hidden fields they have; other fields are left alone', () => {
  document.body.innerHTML = `<form>
    <input type="hidden" name="lead_source"><input type="hidden" name="lead_term"><input type="hidden" name="gclid" value="old">
    <input type="hidden" name="fbclid" value="keep"><input type="hidden" name="other" value="x"><input type="text" name="lead_medium" value="typed">
  </form>`;
  const filled = fillLeadFields(document, { source: 'g', medium: 'cpc', campaign: 'c', content: 'none', term: 'none', gclid: 'G1' });
  const value = (selector: string) => document.querySelector<HTMLInputElement>(selector)!.value;
  expect(filled).toBe(3);
  expect([
    value('[name=lead_source]'),
    value('[name=lead_term]'),
    value('[name=gclid]'),
    value('[name=fbclid]'),
    value('[name=other]'),
    value('[type=text]'),
  ]).toEqual(['g', 'none', 'G1', 'keep', 'x', 'typed']);
});
