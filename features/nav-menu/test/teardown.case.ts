/** Removing a nav-menu element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-id="m1" data-widget_type="nav-menu.default"><nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu"><li class="menu-item-has-children"><a href="/services/">Services</a><ul class="sub-menu"><li><a href="/editing/">Editing</a></li></ul></li><li><a class="elementor-item elementor-item-anchor" href="#pricing">Prices</a></li></ul></nav><div class="elementor-menu-toggle"></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container"><ul class="elementor-nav-menu"><li><a href="/a/">A</a></li></ul></nav><section id="pricing"></section></div>`,
  // The pointer is on a parent: its show delay is running.
  use: () => {
    const item = document.querySelector('li.menu-item-has-children')!;
    const enter = new Event('pointerenter');
    Object.assign(enter, { pointerType: 'mouse' });
    item.dispatchEvent(enter);
  },
  live: ({ listeners, observers }) => {
    expect(listeners).toEqual(expect.arrayContaining(['document click', '<div class="elementor-menu-toggle"> click']));
    expect(jest.getTimerCount()).toBe(1);
    expect(observers).toBe(2); // the registry's, and the spy on the in-page link's section
  },
} satisfies Case;
