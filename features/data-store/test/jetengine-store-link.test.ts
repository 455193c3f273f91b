/**
 * The listing plugin's own store button (`.jet-data-store-link`, as its render/button.php prints
 * it): labels and icons given as HTML in data-args, `switch_status`, and its in-store classes.
 */
import DataStore from '..';
import { labelText, safeIcon } from '../../../src/kit/safe-icon';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

let stop: (() => void) | undefined;
afterEach(() => stop?.());
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const ICON = '<div class="jet-data-store-link__icon"><svg viewBox="0 0 24 24"><path d="M1 1h2"/></svg></div>';
const ADDED_ICON =
  '<div class="jet-data-store-link__icon is-added"><svg viewBox="0 0 24 24" onload="alert(1)"><path d="M2 2h3"/><script>alert(2)</script><a href="javascript:alert(3)"><path d="M0 0"/></a></svg></div>';

async function link(action: string, extra: object = {}) {
  const runtime = makeRuntime({
    'data-store': { selector: '.jet-add-to-store, .jet-remove-from-store', load: () => Promise.resolve({ default: DataStore } as unknown as HandlerModule) },
  });
  const args = {
    store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 5 },
    post_id: 7,
    action_after_added: action,
    label: '<span class="jet-data-store-link__label">Add to favourites</span>',
    icon: ICON,
    added_url: '',
    added_label: '<span class="jet-data-store-link__label">In <b>favourites</b></span>',
    added_icon: ADDED_ICON,
    ...extra,
  };
  document.body.innerHTML = `<div class="jet-data-store-link-wrapper"><a href="#" class="jet-data-store-link jet-add-to-store is-front-store" data-args="${JSON.stringify(args).replace(/"/g, '&quot;')}" data-post="7" data-store="favourites">${ICON}<span class="jet-data-store-link__label">Add to favourites</span></a></div>`;
  stop = () => runtime.registry.stop();
  await runtime.registry.start();
  await flush();
  const element = document.querySelector<HTMLAnchorElement>('.jet-data-store-link')!;
  const label = () => element.querySelector('.jet-data-store-link__label')!.textContent;
  return { element, label, runtime };
}

test('after an add the label shows the added text (its HTML read as text) and the added icon, drawn only', async () => {
  const { element, label } = await link('remove_from_store');
  element.click();
  await flush();
  expect(localStorage.getItem('jet_engine_store_favourites')).toBe('7');
  expect(label()).toBe('In favourites');
  expect(element.classList.contains('in-store')).toBe(true);
  const icon = element.querySelector('.jet-data-store-link__icon')!;
  expect(icon.classList.contains('is-added')).toBe(true);
  expect(icon.outerHTML).not.toMatch(/onload|script|javascript|<a/i);
  expect(icon.querySelectorAll('path')).toHaveLength(1);
  // remove_from_store: in the store the link is the plugin's remove link, and a click removes.
  expect(element.classList.contains('jet-remove-from-store')).toBe(true);
  element.click();
  await flush();
  expect(localStorage.getItem('jet_engine_store_favourites') ?? '').toBe('');
  expect(label()).toBe('Add to favourites');
  expect(element.classList.contains('jet-add-to-store')).toBe(true);
  expect(element.classList.contains('jet-remove-from-store')).toBe(false);
  expect(element.querySelector('.jet-data-store-link__icon')!.classList.contains('is-added')).toBe(false);
  expect(element.hidden).toBe(false);
});

test('switch_status: in the store the link shows its added state and goes to its URL; a click never removes', async () => {
  const { element, label } = await link('switch_status', { added_url: '/favourites/' });
  element.click();
  await flush();
  expect(label()).toBe('In favourites');
  expect(element.getAttribute('href')).toBe('/favourites/');
  expect(element.classList.contains('jet-add-to-store')).toBe(true);
  expect(element.classList.contains('jet-remove-from-store')).toBe(false);
  const followed = element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  await flush();
  expect(followed).toBe(true); // not prevented: the browser follows the link
  expect(localStorage.getItem('jet_engine_store_favourites')).toBe('7');
});

test('switch_status without a URL: a second click keeps the item and goes nowhere', async () => {
  const { element } = await link('switch_status');
  element.click();
  await flush();
  const followed = element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  await flush();
  expect(followed).toBe(false);
  expect(localStorage.getItem('jet_engine_store_favourites')).toBe('7');
  expect(element.getAttribute('aria-pressed')).toBe('true');
});

test('isJetEngine: an in-store button opens its popup for its listing item; without it, for none', async () => {
  for (const [isJetEngine, expected] of [
    [true, { id: '88', post_id: 7 }],
    [false, { id: '88' }],
  ] as const) {
    stop?.();
    localStorage.clear();
    const { element, runtime } = await link('switch_status', { popup: '88', isJetEngine });
    const opened: unknown[] = [];
    runtime.runtime.hooks.addAction('colophon.linkAction', 'test/store', ({ settings }: { settings: unknown }) => opened.push(settings));
    element.click(); // add
    await flush();
    element.click(); // in the store: opens the popup
    await flush();
    expect(opened).toEqual([expected]);
  }
});

test('an icon given as HTML keeps only what draws', () => {
  const holder = document.createElement('div');
  holder.append(
    safeIcon(
      '<i class="fa fa-heart" onclick="x()" style="color:red"></i><img src="javascript:alert(1)"><img src="/icon.png" onerror="x()"><iframe src="/"></iframe><svg><use href="#heart"/><use href="https://evil.example/x.svg#a"/><foreignObject><p>x</p></foreignObject></svg>',
    ),
  );
  expect(holder.innerHTML).toBe('<i class="fa fa-heart"></i><img><img src="/icon.png"><svg><use href="#heart"></use><use></use></svg>');
});

test('a label given as HTML is its text', () => {
  expect(labelText('<span class="jet-data-store-link__label">In <b>favourites</b></span>')).toBe('In favourites');
  expect(labelText('Plain & simple')).toBe('Plain & simple');
  expect(labelText('<img src=x onerror=alert(1)>Saved')).toBe('Saved');
});
