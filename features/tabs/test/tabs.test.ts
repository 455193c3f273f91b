/** The page builder's accordion, toggle, tabs, nested tabs and nested accordion, on markup in its shapes. */
import Tabs from '..';
import { durationMs, nextIndex } from '../keys';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const tabsModule = { default: Tabs } as unknown as HandlerModule;
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function mount(html: string) {
  const { registry } = makeRuntime({ tabs: { selector: '[data-widget_type]', load: () => Promise.resolve(tabsModule) } });
  document.body.innerHTML = html;
  stop = () => registry.stop();
  await registry.start();
}
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

/** Classic accordion / toggle markup: heading role=button around an <a tabindex=0>, as the page builder prints it. */
const classic = (widget: 'accordion' | 'toggle', n = 3) =>
  `<div data-widget_type="${widget}.default"><div class="elementor-${widget}">${Array.from(
    { length: n },
    (_, i) => `
  <div class="elementor-${widget}-item"><h3 id="elementor-tab-title-12${i + 1}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-12${i + 1}" aria-expanded="false"><a class="elementor-${widget}-title" tabindex="0">Question ${i + 1}</a></h3>
  <div id="elementor-tab-content-12${i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-12${i + 1}">Answer ${i + 1}</div></div>`,
  ).join('')}</div></div>`;
const button = (n: number) => $(`[data-tab="${n}"].elementor-tab-title > a`);
const panel = (n: number) => $(`.elementor-tab-content[data-tab="${n}"]`);

describe('keys', () => {
  test('arrows wrap, Home and End go to the ends, the other axis does nothing, RTL swaps left and right', () => {
    expect(nextIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(nextIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(nextIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(nextIndex('ArrowDown', 1, 3, 'both')).toBe(2);
    expect(nextIndex('ArrowRight', 0, 3, 'horizontal', true)).toBe(2);
    expect(nextIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(nextIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndex('a', 0, 3, 'both')).toBeNull();
    expect(nextIndex('Home', 0, 0, 'both')).toBeNull();
  });
  test('the duration control in ms or s; missing, negative or non-numeric sizes fall back', () => {
    expect(durationMs({ unit: 'ms', size: 250 }, 400)).toBe(250);
    expect(durationMs({ unit: 's', size: 0.6 }, 400)).toBe(600);
    expect(durationMs({ unit: 'ms', size: '120' }, 400)).toBe(120);
    expect(durationMs({ unit: 'ms', size: 0 }, 400)).toBe(0);
    for (const bad of [undefined, null, 'fast', { size: '' }, { size: -1 }, { size: 'x' }]) expect(durationMs(bad, 400)).toBe(400);
  });
});

describe('classic accordion', () => {
  test('the heading stays a heading; its link becomes the button with aria-expanded and aria-controls', async () => {
    await mount(classic('accordion'));
    const heading = $('h3[data-tab="1"]');
    expect(heading.hasAttribute('role')).toBe(false);
    expect(heading.hasAttribute('aria-expanded')).toBe(false);
    expect(button(1).getAttribute('role')).toBe('button');
    expect(button(1).getAttribute('aria-controls')).toBe('elementor-tab-content-121');
  });

  test('the first item opens at start; opening another closes it; a second click closes; panels are hidden for assistive technology', async () => {
    await mount(classic('accordion'));
    expect(button(1).getAttribute('aria-expanded')).toBe('true');
    expect([panel(1).hidden, panel(2).hidden, panel(3).hidden]).toEqual([false, true, true]);
    expect(panel(1).style.display).toBe('block');
    expect($('h3[data-tab="1"]').classList.contains('elementor-active')).toBe(true);
    $('h3[data-tab="2"]').click();
    expect([button(1).getAttribute('aria-expanded'), button(2).getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    expect([panel(1).hidden, panel(2).hidden]).toEqual([true, false]);
    expect(panel(1).style.display).toBe('');
    button(2).click(); // the click reaches the title
    expect(button(2).getAttribute('aria-expanded')).toBe('false');
    expect(panel(2).hidden).toBe(true);
  });

  test('Enter and Space act on the focused title (default prevented, so Space does not scroll); arrows, Home and End move focus', async () => {
    await mount(classic('accordion'));
    button(3).focus();
    expect(key(button(3), ' ')).toBe(false);
    expect(button(3).getAttribute('aria-expanded')).toBe('true');
    key(button(3), 'Enter');
    expect(button(3).getAttribute('aria-expanded')).toBe('false');
    key(button(3), 'ArrowDown');
    expect(document.activeElement).toBe(button(1));
    key(button(1), 'ArrowUp');
    expect(document.activeElement).toBe(button(3));
    key(button(3), 'Home');
    expect(document.activeElement).toBe(button(1));
    expect(key(button(1), 'ArrowRight')).toBe(true); // not an accordion key: left to the page
  });
});

test('toggle: starts closed and opens any number at once', async () => {
  await mount(classic('toggle'));
  expect($$('.elementor-tab-content').map((p) => p.hidden)).toEqual([true, true, true]);
  $('h3[data-tab="1"]').click();
  $('h3[data-tab="3"]').click();
  expect($$('.elementor-tab-title > a').map((a) => a.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'true']);
  $('h3[data-tab="1"]').click();
  expect(panel(1).hidden).toBe(true);
  expect(panel(3).hidden).toBe(false);
});

describe('classic tabs', () => {
  const tabs = (
    vertical = false,
  ) => `<div class="elementor-widget-tabs${vertical ? ' elementor-tabs-view-vertical' : ''}" data-widget_type="tabs.default"><div class="elementor-tabs">
    <div class="elementor-tabs-wrapper" role="tablist">${[1, 2, 3].map((n) => `<div id="elementor-tab-title-45${n}" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="${n === 1}" data-tab="${n}" role="tab" tabindex="${n === 1 ? 0 : -1}" aria-controls="elementor-tab-content-45${n}" aria-expanded="false">Tab ${n}</div>`).join('')}</div>
    <div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${[1, 2, 3].map((n) => `<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="${n === 1}" data-tab="${n}" role="tab" tabindex="${n === 1 ? 0 : -1}" aria-controls="elementor-tab-content-45${n}" aria-expanded="false">Tab ${n}</div><div id="elementor-tab-content-45${n}" class="elementor-tab-content elementor-clearfix" data-tab="${n}" role="tabpanel" aria-labelledby="elementor-tab-title-45${n}" tabindex="0" hidden="${n === 1 ? 'false' : 'hidden'}">Panel ${n}</div>`).join('')}</div></div></div>`;
  const desktop = (n: number) => $(`.elementor-tab-desktop-title[data-tab="${n}"]`);
  const mobile = (n: number) => $(`.elementor-tab-mobile-title[data-tab="${n}"]`);

  test('the first panel, printed hidden="false", is shown; tabs carry aria-selected and a roving tabindex, not aria-expanded', async () => {
    await mount(tabs());
    expect([panel(1).hidden, panel(2).hidden, panel(3).hidden]).toEqual([false, true, true]);
    expect(desktop(1).getAttribute('aria-selected')).toBe('true');
    expect(desktop(1).hasAttribute('aria-expanded')).toBe(false);
    expect([desktop(1).tabIndex, desktop(2).tabIndex]).toEqual([0, -1]);
  });

  test('a click selects a tab in both title rows; clicking the selected one keeps it', async () => {
    await mount(tabs());
    desktop(2).click();
    expect([desktop(2).getAttribute('aria-selected'), mobile(2).getAttribute('aria-selected'), desktop(1).getAttribute('aria-selected')]).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect([panel(1).hidden, panel(2).hidden]).toEqual([true, false]);
    expect([desktop(1).tabIndex, desktop(2).tabIndex]).toEqual([-1, 0]);
    desktop(2).click();
    expect(panel(2).hidden).toBe(false);
  });

  test('keyboard: Left and Right move along the horizontal row (not Up and Down), Enter selects; the mobile row is vertical', async () => {
    await mount(tabs());
    desktop(1).focus();
    key(desktop(1), 'ArrowRight');
    expect(document.activeElement).toBe(desktop(2));
    expect(panel(1).hidden).toBe(false); // focus moves, the selection waits for Enter or Space
    expect(key(desktop(2), 'ArrowDown')).toBe(true);
    key(desktop(2), 'Enter');
    expect(panel(2).hidden).toBe(false);
    key(mobile(2), 'ArrowDown');
    expect(document.activeElement).toBe(mobile(3));
    expect(key(mobile(3), 'ArrowLeft')).toBe(true);
  });

  test('a vertical tab layout says so and answers Up and Down', async () => {
    await mount(tabs(true));
    expect($('.elementor-tabs-wrapper').getAttribute('aria-orientation')).toBe('vertical');
    desktop(1).focus();
    key(desktop(1), 'ArrowDown');
    expect(document.activeElement).toBe(desktop(2));
  });
});

test('nested tabs: a click makes the panel at the tab’s position active; arrows move between tabs; Escape in a panel returns to its tab', async () => {
  await mount(`<div data-widget_type="nested-tabs.default"><div class="e-n-tabs"><div class="e-n-tabs-heading" role="tablist">${[1, 2].map((n) => `<button id="e-n-tabs-title-7${n}" class="e-n-tab-title" aria-selected="${n === 1}" data-tab-index="${n}" role="tab" tabindex="${n === 1 ? 0 : -1}" aria-controls="e-n-tab-content-7${n}">Tab ${n}</button>`).join('')}</div>
    <div class="e-n-tabs-content">${[1, 2].map((n) => `<div id="e-n-tab-content-7${n}" role="tabpanel" aria-labelledby="e-n-tabs-title-7${n}" data-tab-index="${n}" class="e-con${n === 1 ? ' e-active' : ''}"><a href="#x${n}">Link ${n}</a></div>`).join('')}</div></div></div>`);
  const title = (n: number) => $(`.e-n-tab-title[data-tab-index="${n}"]`);
  const pane = (n: number) => $(`#e-n-tab-content-7${n}`);
  expect($('.e-n-tabs').classList.contains('e-activated')).toBe(true);
  title(2).click();
  expect([pane(1).classList.contains('e-active'), pane(2).classList.contains('e-active')]).toEqual([false, true]);
  expect([title(1).getAttribute('aria-selected'), title(2).getAttribute('aria-selected'), String(title(2).tabIndex)]).toEqual(['false', 'true', '0']);
  title(2).focus();
  key(title(2), 'ArrowRight');
  expect(document.activeElement).toBe(title(1));
  const link = pane(2).querySelector('a')!;
  link.focus();
  key(link, 'Escape');
  expect(document.activeElement).toBe(title(2));
});

describe('nested accordion', () => {
  const accordion = (settings: object) =>
    `<div data-widget_type="nested-accordion.default" data-settings='${JSON.stringify(settings)}'><div class="e-n-accordion">${[1, 2, 3].map((n) => `<details id="e-n-accordion-item-9${n}" class="e-n-accordion-item"${n === 1 ? ' open' : ''}><summary class="e-n-accordion-item-title" data-accordion-index="${n}" tabindex="0" aria-expanded="${n === 1}" aria-controls="e-n-accordion-item-9${n}">Item ${n}</summary><div role="region" aria-labelledby="e-n-accordion-item-9${n}" class="e-con"><a href="#y${n}">Inside ${n}</a></div></details>`).join('')}</div></div>`;
  const item = (n: number) => $<HTMLDetailsElement>(`#e-n-accordion-item-9${n}`);
  const summary = (n: number) => item(n).querySelector('summary')!;

  test('"one": opening an item closes the open one; aria-expanded follows; a second click closes', async () => {
    await mount(accordion({ max_items_expended: 'one', n_accordion_animation_duration: { unit: 'ms', size: 0 } }));
    summary(2).click();
    expect([item(1).open, item(2).open]).toEqual([false, true]);
    expect([summary(1).getAttribute('aria-expanded'), summary(2).getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    summary(2).click();
    expect(item(2).open).toBe(false);
  });

  test('"multiple" keeps the others open; Escape inside an item closes it and returns to its title; arrows move between titles', async () => {
    await mount(accordion({ max_items_expended: 'multiple' }));
    summary(3).click();
    expect([item(1).open, item(3).open]).toEqual([true, true]);
    const link = item(3).querySelector('a')!;
    link.focus();
    key(link, 'Escape');
    expect(item(3).open).toBe(false);
    expect(document.activeElement).toBe(summary(3));
    key(summary(3), 'ArrowDown');
    expect(document.activeElement).toBe(summary(1));
  });
});

test('a widget inside another widget’s panel is left to its own handler', async () => {
  await mount(classic('toggle').replace('Answer 1', classic('accordion', 1)));
  // the outer toggle keeps its three titles; the inner accordion opened its own first item
  const inner = $('[data-widget_type="accordion.default"] a.elementor-accordion-title');
  expect(inner.getAttribute('aria-expanded')).toBe('true');
  expect($$('[data-widget_type="toggle.default"] > .elementor-toggle > .elementor-toggle-item > h3 > a').map((a) => a.getAttribute('aria-expanded'))).toEqual([
    'false',
    'false',
    'false',
  ]);
});
