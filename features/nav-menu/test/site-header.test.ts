/**
 * The header of the page builder's theme (Hello Elementor's `header.site-header`), run by the nav
 * menu chunk under takeover instead of the theme's jQuery script; markup in the theme's shape.
 */
import NavMenu from '..';
import type { HandlerModule } from '../../../src/runtime/handler';
import { buildManifest } from '../../../src/boot/manifest';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const navModule = { default: NavMenu } as unknown as HandlerModule;
let stop: (() => void) | undefined;
afterEach(() => stop?.());

const MENU = `<ul class="menu"><li class="menu-item"><a href="/">Home</a></li><li class="menu-item menu-item-has-children"><a href="/services/">Services</a><ul class="sub-menu"><li class="menu-item"><a href="/editing/">Editing</a></li></ul></li></ul>`;
const HEADER = `<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet" role="banner"><div class="header-inner">
  <nav class="site-navigation">${MENU}</nav>
  <div class="site-navigation-toggle-holder"><div class="site-navigation-toggle" role="button" tabindex="0"><i class="eicon-menu-bar" aria-hidden="true"></i><span class="screen-reader-text">Menu</span></div></div>
  <nav class="site-navigation-dropdown">${MENU}</nav></div></header><a id="after" href="/after/">After</a>`;

async function mount(html = HEADER) {
  const { registry } = makeRuntime({ 'nav-menu': { selector: '.site-navigation-toggle-holder', load: () => Promise.resolve(navModule) } });
  document.body.innerHTML = html;
  stop = () => registry.stop();
  await registry.start();
}
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const toggle = () => $('.site-navigation-toggle');
const holder = () => $('.site-navigation-toggle-holder');
const dropdown = () => $('.site-navigation-dropdown');
const isOpen = () => holder().classList.contains('elementor-active');

test('the toggle opens and closes the dropdown by the theme’s class on its holder, with aria-expanded and aria-hidden', async () => {
  await mount();
  expect(isOpen()).toBe(false);
  expect(toggle().getAttribute('aria-expanded')).toBe('false');
  expect(toggle().getAttribute('aria-controls')).toBe(dropdown().id);
  expect(dropdown().getAttribute('aria-hidden')).toBe('true');
  expect(toggle().classList.contains('elementor-active')).toBe(false);
  toggle().click();
  expect(isOpen()).toBe(true);
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
  expect(dropdown().getAttribute('aria-hidden')).toBe('false');
  toggle().click();
  expect(isOpen()).toBe(false);
});

test('by keyboard: Enter and Space on key down (the page does not scroll), Esc closes and gives focus back', async () => {
  await mount();
  expect(key(toggle(), ' ')).toBe(false); // default prevented: no scroll
  expect(isOpen()).toBe(true);
  key(toggle(), 'Enter');
  expect(isOpen()).toBe(false);
  key(toggle(), 'Enter');
  const link = dropdown().querySelector<HTMLElement>('a')!;
  link.focus();
  key(link, 'Escape');
  expect(isOpen()).toBe(false);
  expect(document.activeElement).toBe(toggle());
});

test('a parent item opens its sub-menu on the first activation and is followed on the second; a plain link closes the menu', async () => {
  await mount();
  toggle().click();
  const parent = dropdown().querySelector<HTMLElement>('.menu-item-has-children')!;
  const parentLink = parent.querySelector<HTMLAnchorElement>(':scope > a')!;
  const first = new MouseEvent('click', { bubbles: true, cancelable: true });
  parentLink.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  expect(parent.classList.contains('elementor-active')).toBe(true);
  expect(parentLink.getAttribute('aria-expanded')).toBe('true');
  expect(isOpen()).toBe(true);
  // Whether the menu let the link be followed, read after every handler ran (then jsdom is kept from navigating).
  let followed = false;
  document.addEventListener('click', (event) => ((followed = !event.defaultPrevented), event.preventDefault()), { once: true });
  parentLink.click();
  expect(followed).toBe(true);
  expect(isOpen()).toBe(false);
  expect(parent.classList.contains('elementor-active')).toBe(false); // closing the menu closes its sub-menus
  expect(parentLink.getAttribute('aria-expanded')).toBe('false');
});

test('removed, it leaves the theme’s markup as it was', async () => {
  await mount();
  toggle().click();
  dropdown().querySelector<HTMLElement>('.menu-item-has-children > a')!.click();
  stop!();
  stop = undefined;
  expect(holder().classList.contains('elementor-active')).toBe(false);
  expect(toggle().hasAttribute('aria-expanded')).toBe(false);
  expect(dropdown().hasAttribute('aria-hidden')).toBe(false);
  expect(dropdown().querySelector('.elementor-active, [aria-expanded]')).toBeNull();
});

test('the marker is the theme’s toggle holder: another theme’s header.site-header (no holder) loads no menu chunk', () => {
  const { selector } = buildManifest()['nav-menu']!;
  document.body.innerHTML = `${HEADER}<header class="site-header" id="other"><nav><a href="#prices">Prices</a></nav></header>`;
  expect([...document.querySelectorAll(selector)].map((el) => el.className)).toEqual(['site-navigation-toggle-holder']);
});
