/* eslint-disable @typescript-eslint/no-explicit-any -- the page builder's API is untyped JavaScript that add-ons call */
/**
 * Colophon's stand-in for the page builder's front end, for add-on widgets that run the add-on's
 * own scripts (docs/takeover.md, "Add-ons"). Printed under the page builder's own handle
 * (`elementor-frontend`, before the add-ons' scripts that need it) only on a page taken over that
 * carries such a widget of a checked add-on, and with jQuery, which those scripts use. It defines
 * `elementorFrontend` and `elementorModules` at once, as add-ons' scripts read them when they run,
 * and starts once the document is parsed, as the page builder does.
 */

import { createFrontend, defaultConfig } from './frontend';
import { Base, Module, SwiperBase, ViewModule } from './module';

const win = window as any;
const config = win.elementorFrontendConfig ?? defaultConfig(win.colophonConfig?.breakpoints);

win.elementorModules = {
  Module,
  ViewModule,
  utils: {},
  frontend: { handlers: { Base, SwiperBase, CarouselBase: SwiperBase }, tools: {} },
};
const frontend = createFrontend(config);
win.elementorFrontend = frontend;

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => frontend.init(), { once: true });
else setTimeout(() => frontend.init());
