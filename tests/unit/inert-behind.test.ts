/** A modal in its own markup (the popup) makes the page behind it inert while it is open (src/kit/inert-behind.ts). */
import { inertBehind } from '../../src/kit/inert-behind';

beforeEach(() => {
  document.body.innerHTML = '<header id="head"></header><main id="main"><div id="already" inert></div></main><script id="code"></script>';
});

const inert = () => [...document.body.querySelectorAll('[inert]')].map((e) => e.id);

test('everything outside the modal is inert while it is open, and reachable again after', () => {
  const modal = document.createElement('div');
  modal.id = 'modal';
  document.body.append(modal);
  const release = inertBehind(modal);
  expect(inert()).toEqual(['head', 'main', 'already']);
  expect(modal.hasAttribute('inert')).toBe(false);
  release();
  expect(inert()).toEqual(['already']); // what was inert before stays so
  release(); // twice is harmless
  expect(inert()).toEqual(['already']);
});

test('modals stack: the newest one is the reachable one; closing it gives the one under it back', () => {
  const first = Object.assign(document.createElement('div'), { id: 'first' });
  const second = Object.assign(document.createElement('div'), { id: 'second' });
  document.body.append(first);
  const releaseFirst = inertBehind(first);
  document.body.append(second);
  const releaseSecond = inertBehind(second);
  expect(inert()).toEqual(['head', 'main', 'already', 'first']);
  releaseSecond();
  expect(inert()).toEqual(['head', 'main', 'already', 'second']);
  releaseFirst();
  expect(inert()).toEqual(['already']);
});

test('what is drawn above every modal (the consent banner) stays reachable: a popup cannot take the choice away', () => {
  document.body.insertAdjacentHTML('beforeend', '<div id="consent" data-colophon-above-modals></div>');
  const modal = Object.assign(document.createElement('div'), { id: 'modal' });
  document.body.append(modal);
  const release = inertBehind(modal);
  expect(inert()).toEqual(['head', 'main', 'already']);
  release();
});
