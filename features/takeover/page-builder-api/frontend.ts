/* eslint-disable @typescript-eslint/no-explicit-any -- the page builder's API is untyped JavaScript that add-ons call */
/**
 * `elementorFrontend`: the part of the page builder's front-end object that add-ons use.
 * - `config`: the page builder's own (`elementorFrontendConfig`, which it prints on the page), or,
 *   where it printed none, one with the kit's breakpoints from Colophon's config;
 * - `hooks`, and `elementsHandler`: `runReadyTrigger(element)` runs an element's `element_ready`
 *   actions (`global`, its element type, and for a widget its type and skin, as
 *   `elementskit-accordion.default`) with the element in jQuery and jQuery; `addHandler(Class,
 *   { $element })` builds a handler, then runs `element_handler_ready/<name>`; `attachHandler(name,
 *   Classes, skin)` does that on each of the widget's `element_ready` (a class, or a function that
 *   returns one, or a promise of a module whose `default` is one);
 * - device modes (`getCurrentDeviceMode`, `getDeviceSetting`, `getCurrentDeviceSetting`,
 *   `breakpoints`), kit settings, `isEditMode()` (false: this runs for visitors only), events
 *   (`on`, `off`, `trigger`), `waypoint`, and `utils.swiper` / `utils.assetsLoader`.
 * `init()` keeps the page builder's order: the body's `data-elementor-device-mode`,
 * `elementor/frontend/init` on the window (a DOM event, which jQuery's `.on()` hears), then every element's
 * `element_ready` (./ready.ts).
 */

import { createHooks } from './hooks';
import { getItems } from './module';
import { breakpointsFrom, currentDevice, deviceSetting, devices, setBreakpoints } from './device';
import { scheduleReady } from './ready';
import { assetsLoader, swiperUtil, waypoint } from './utils';

type Obj = Record<string, any>;

/** Elements whose handlers the page builder leaves to a parent that runs them later (its nested elements' hidden children). */
const DELAYED = '[data-delay-child-handlers="true"]';

export function defaultConfig(widths: Record<string, number> | undefined): Obj {
  const breakpoints = breakpointsFrom(null, widths);
  return {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    is_rtl: document.documentElement.dir === 'rtl',
    responsive: { breakpoints, activeBreakpoints: breakpoints },
    breakpoints: { xs: 0, sm: 480, md: (breakpoints.mobile?.value ?? 767) + 1, lg: (breakpoints.tablet?.value ?? 1024) + 1, xl: 1440, xxl: 1600 },
    urls: { assets: '' },
    settings: { page: {}, editorPreferences: {} },
    kit: {},
    post: {},
    swiperClass: 'swiper',
    experimentalFeatures: {},
  };
}

export function createFrontend(config: Obj): Obj {
  const $ = (window as any).jQuery;
  const breakpoints = breakpointsFrom(config, undefined);
  setBreakpoints(breakpoints);
  config.responsive ??= {};
  config.responsive.activeBreakpoints ??= breakpoints;
  const hooks = createHooks();
  const events: Record<string, ((...args: any[]) => void)[]> = {};
  const loader = assetsLoader(String(config.urls?.assets ?? ''));

  const elementsHandler = {
    runReadyTrigger(scope: any) {
      const element: Element | undefined = scope?.jquery ? scope[0] : scope;
      if (!element || config.is_static || element.closest(DELAYED)) return;
      const $scope = $(element);
      const type = $scope.attr('data-element_type');
      if (!type) return;
      hooks.doAction('frontend/element_ready/global', $scope, $);
      hooks.doAction(`frontend/element_ready/${type}`, $scope, $);
      if (type === 'widget') hooks.doAction(`frontend/element_ready/${$scope.attr('data-widget_type')}`, $scope, $);
    },
    addHandler(Handler: any, options: Obj) {
      const handler = new Handler(options);
      hooks.doAction(`frontend/element_handler_ready/${options.elementName}`, options.$element, $);
      return handler;
    },
    attachHandler(name: string, handlers: any, skin: string | null = 'default') {
      const elementName = name + (skin ? '.' + skin : '');
      for (const Handler of Array.isArray(handlers) ? handlers : [handlers]) {
        hooks.addAction(`frontend/element_ready/${elementName}`, ($element: any) => {
          const options = { $element, elementName };
          if (Handler.prototype?.getUniqueHandlerID) return void elementsHandler.addHandler(Handler, options);
          const found = Handler();
          if (found instanceof Promise) found.then((module: Obj) => elementsHandler.addHandler(module.default, options));
          else if (found) elementsHandler.addHandler(found, options);
        });
      }
    },
    getHandler: () => undefined,
    getHandlers: () => ({}),
  };

  const frontend: Obj = {
    config,
    hooks,
    elementsHandler,
    elements: { $window: $(window), $document: $(document), $body: $(document.body) },
    isEditMode: () => false,
    isWPPreviewMode: () => false,
    getCurrentDeviceMode: currentDevice,
    getDeviceSetting: (device: string, settings: Obj, key: string) => deviceSetting(settings, key, device),
    getCurrentDeviceSetting: (settings: Obj, key: string) => deviceSetting(settings, key),
    getKitSettings: (key?: string) => getItems(config.kit ?? {}, key),
    getGeneralSettings: (key: string) => getItems(config.kit ?? {}, 'elementor_' + key),
    getPageSettings: (key?: string) => getItems(config.settings?.page ?? {}, key),
    breakpoints: {
      responsiveConfig: config.responsive,
      getActiveBreakpointsList: devices,
      getBreakpointValues: () => devices().map((name) => breakpoints[name].value),
    },
    utils: { swiper: swiperUtil(loader), assetsLoader: loader },
    waypoint,
    on(name: string, callback: (...args: any[]) => void) {
      (events[name] ??= []).push(callback);
      return frontend;
    },
    off(name: string, callback?: (...args: any[]) => void) {
      events[name] = callback ? (events[name] ?? []).filter((one) => one !== callback) : [];
      return frontend;
    },
    trigger(name: string, ...args: unknown[]) {
      for (const callback of [...(events[name] ?? [])]) callback.apply(frontend, args);
      return frontend;
    },
    addListenerOnce(id: string, event: string, callback: (...args: any[]) => void, to?: any) {
      const target = to ?? $(window);
      if (typeof target.off === 'function') target.off(`${event}.${id}`).on(`${event}.${id}`, callback);
    },
    removeListeners(id: string, event: string, _callback?: unknown, to?: any) {
      const target = to ?? $(window);
      if (typeof target.off === 'function') target.off(`${event}.${id}`);
    },
    init() {
      const setDevice = (): void => document.body.setAttribute('data-elementor-device-mode', currentDevice());
      setDevice();
      addEventListener('resize', setDevice, { passive: true });
      // A DOM event: jQuery's `.on()` hears it too, as the page builder relies on.
      dispatchEvent(new CustomEvent('elementor/frontend/init'));
      frontend.trigger('components:init');
      scheduleReady([...document.querySelectorAll('.elementor [data-element_type]')], elementsHandler.runReadyTrigger);
    },
  };
  return frontend;
}
