/**
 * The menu's chunk loads with the visitor's first touch of it, so it can connect while the
 * stylesheet already shows a sub-menu, under the pointer or around the focused link: that one
 * stays open, as it is; every other one starts closed.
 */
import { menuOptions } from '../options';
import { submenus } from '../submenus';

const MENU = `<ul class="elementor-nav-menu">
  <li id="home"><a href="/">Home</a></li>
  <li id="services"><a href="/services/">Services</a><ul class="sub-menu"><li><a id="editing" href="/editing/">Editing</a></li></ul></li>
  <li id="about"><a href="/about/">About</a><ul class="sub-menu"><li><a id="team" href="/team/">Team</a></li></ul></li>
</ul>`;

let controller: AbortController;
beforeEach(() => {
  controller = new AbortController();
  document.body.innerHTML = MENU;
});
afterEach(() => controller.abort());

const menu = () => document.querySelector<HTMLUListElement>('.elementor-nav-menu')!;
const sub = (id: string) => document.querySelector<HTMLElement>(`#${id} > .sub-menu`)!;
const link = (id: string) => document.querySelector<HTMLElement>(`#${id} > a`)!;
const connect = (collapsible = false) =>
  submenus(menu(), menuOptions({}), collapsible, { later: () => () => undefined, signal: controller.signal, id: 'm', calm: true });
/** jsdom has no pointer: the item says it is hovered, as the browser's :hover would. */
const hover = (id: string) => {
  const item = document.getElementById(id)!;
  const matches = item.matches.bind(item);
  jest.spyOn(item, 'matches').mockImplementation((selector: string) => selector.split(',').includes(':hover') || matches(selector));
};

test('with nothing hovered or focused, every sub-menu starts closed', () => {
  connect();
  expect([sub('services').style.display, sub('about').style.display]).toEqual(['none', 'none']);
  expect(link('services').getAttribute('aria-expanded')).toBe('false');
});

test('the sub-menu under the pointer stays open when the menu connects; the others close', () => {
  hover('services');
  connect();
  expect(sub('services').style.display).toBe('');
  expect(link('services').getAttribute('aria-expanded')).toBe('true');
  expect(sub('about').style.display).toBe('none');
});

test('the sub-menu holding the focus stays open, so the focused link stays visible', () => {
  document.getElementById('team')!.focus();
  connect();
  expect(sub('about').style.display).toBe('');
  expect(document.activeElement!.id).toBe('team');
  expect(sub('services').style.display).toBe('none');
});

test('a collapsible (small-screen) menu opens nothing for the pointer or the focus: only a tap or a key does', () => {
  hover('services');
  document.getElementById('team')!.focus();
  connect(true);
  expect([sub('services').style.display, sub('about').style.display]).toEqual(['none', 'none']);
});

test('the whole widget, toggle and dropdown included, keeps the hovered sub-menu open when it connects', async () => {
  const { default: NavMenu } = await import('..');
  const { makeRuntime } = await import('../../../tests/unit/helpers/runtime');
  document.body.innerHTML = `<div data-widget_type="nav-menu.default" data-id="m1">
    <nav class="elementor-nav-menu--main">${MENU}</nav>
    <div class="elementor-menu-toggle" role="button"></div>
    <nav class="elementor-nav-menu--dropdown elementor-nav-menu__container">${MENU.replace(/id="/g, 'id="copy-')}</nav></div>`;
  hover('services');
  const { registry } = makeRuntime({ 'nav-menu': { selector: '[data-widget_type^="nav-menu."]', load: () => Promise.resolve({ default: NavMenu } as never) } });
  await registry.start();
  try {
    expect(sub('services').style.display).toBe('');
    expect(sub('about').style.display).toBe('none');
    expect(document.querySelector('.elementor-menu-toggle')!.getAttribute('aria-expanded')).toBe('false');
  } finally {
    registry.stop();
  }
});
