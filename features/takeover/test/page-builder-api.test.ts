/**
 * Colophon's page-builder layer (../page-builder-api/) against the page builder's public front-end
 * API as its developer documentation describes it: hooks and their order, `element_ready` per
 * element after `elementor/frontend/init`, the handler base class's lifecycle and settings, device
 * modes, and the utilities add-ons call. With the page's jQuery, as add-ons run with it (3.7.1,
 * WordPress's).
 */
import { readFileSync } from 'node:fs';
import { createHooks } from '../page-builder-api/hooks';
import { Base, Module, ViewModule } from '../page-builder-api/module';
import { createFrontend, defaultConfig } from '../page-builder-api/frontend';
import { deviceSetting, setBreakpoints, breakpointsFrom } from '../page-builder-api/device';
import { fakeMatchMedia, flush } from '../../../tests/unit/helpers/fakes';

/* eslint-disable @typescript-eslint/no-explicit-any -- add-ons' code is untyped */
// The jQuery WordPress itself ships (6.5's, in the WordPress builds the e2e sites use), run as a
// page's script runs it: no dependency of Colophon's, which uses no jQuery.
const WORDPRESS_JQUERY = require.resolve('@wp-playground/wordpress-builds/public/wp-6.5/wp-includes/js/jquery/jquery.min.js');
new Function(readFileSync(WORDPRESS_JQUERY, 'utf8'))();
const jQuery = (window as any).jQuery;

/** An IntersectionObserver the test moves elements into view for. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    private callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** `elements` come within the observer's margin. */
  show(elements: Element[]) {
    const entries = elements
      .filter((one) => this.observed.has(one))
      .map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
  static show(elements: Element[]) {
    for (const observer of [...FakeObserver.all]) observer.show(elements);
  }
}

let media: ReturnType<typeof fakeMatchMedia>;

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as any).IntersectionObserver = FakeObserver;
  media = fakeMatchMedia(1280);
  (window as any).matchMedia = media.matchMedia;
  (window as any).jQuery = jQuery;
  document.body.innerHTML = '';
});

describe('hooks', () => {
  test('actions run by priority, equal priorities in the order added, with their context and arguments', () => {
    const hooks = createHooks();
    const calls: string[] = [];
    const context = { name: 'ctx' };
    hooks
      .addAction('a', (x: string) => calls.push('late ' + x), 20)
      .addAction('a', (x: string) => calls.push('first ' + x))
      .addAction('a', (x: string) => calls.push('second ' + x))
      .addAction(
        'a',
        function (this: { name: string }, x: string) {
          calls.push(this.name + ' ' + x);
        },
        5,
        context,
      );
    expect(hooks.doAction('a', 'go')).toBe(hooks);
    expect(calls).toEqual(['ctx go', 'first go', 'second go', 'late go']);
  });

  test('an action removed no longer runs; removed by name, none runs', () => {
    const hooks = createHooks();
    const one = jest.fn();
    const two = jest.fn();
    hooks.addAction('a', one).addAction('a', two).removeAction('a', one).doAction('a');
    expect(one).not.toHaveBeenCalled();
    expect(two).toHaveBeenCalledTimes(1);
    hooks.removeAction('a').doAction('a');
    expect(two).toHaveBeenCalledTimes(1);
  });

  test('filters pass the value along by priority, with the extra arguments', () => {
    const hooks = createHooks();
    hooks.addFilter('f', (value: number, by: number) => value * by, 20).addFilter('f', (value: number) => value + 1);
    expect(hooks.applyFilters('f', 2, 10)).toBe(30);
    expect(hooks.applyFilters('none', 'same')).toBe('same');
  });
});

describe('the handler base class', () => {
  const widget = (settings: object) => {
    document.body.innerHTML = `<div class="elementor-element" data-id="abc1234" data-element_type="widget" data-widget_type="kit-tabs.default" data-settings='${JSON.stringify(settings)}'><button class="tab">A</button><div class="elementor-element" data-element_type="widget"><button class="tab">inner</button></div></div>`;
    return jQuery(document.body.firstElementChild);
  };

  test('lifecycle: __construct, settings merged over the defaults, then elements, then events', () => {
    const order: string[] = [];
    const Handler = Base.extend({
      __construct(this: any, settings: any) {
        order.push('construct');
        Base.prototype.__construct.call(this, settings);
      },
      getDefaultSettings: () => ({ selectors: { tab: '.tab', panel: '.panel' }, speed: 1 }),
      getDefaultElements(this: any) {
        order.push('elements');
        return { $tabs: this.findElement(this.getSettings('selectors.tab')) };
      },
      bindEvents() {
        order.push('events');
      },
    });
    const $element = widget({ open: 'yes' });
    const handler = new (Handler as any)({ $element, selectors: { panel: '.mine' } });
    expect(order).toEqual(['construct', 'elements', 'events']);
    expect(handler.getSettings('selectors')).toEqual({ tab: '.tab', panel: '.mine' });
    expect(handler.getSettings('$element')).toBe($element);
    // findElement: this element's, not those of an element inside it.
    expect(handler.elements.$tabs.toArray().map((one: Element) => one.textContent)).toEqual(['A']);
    expect(handler.getID()).toBe('abc1234');
    expect(handler.getWidgetType()).toBe('kit-tabs');
    expect(handler.getElementType()).toBe('widget');
    expect(handler.isEdit).toBe(false);
  });

  test('a handler that is not active builds no elements and binds nothing', () => {
    const bindEvents = jest.fn();
    const Handler = Base.extend({ isActive: () => false, bindEvents });
    new (Handler as any)({ $element: widget({}) });
    expect(bindEvents).not.toHaveBeenCalled();
  });

  test('an ES class extending it works the same, its settings read from data-settings with dotted keys', () => {
    const seen: unknown[] = [];
    const AnyBase = Base as unknown as new (options: object) => any;
    class Counter extends AnyBase {
      getDefaultSettings() {
        return { selectors: { tab: '.tab' } };
      }
      bindEvents() {
        seen.push(this.getElementSettings('step'), this.getElementSettings('size.unit'), this.getElementSettings().step);
      }
    }
    new Counter({ $element: widget({ step: 3, size: { unit: 'px' } }) });
    expect(seen).toEqual([3, 'px', 3]);
  });

  test('methods added with extend keep their `this` when handed out as callbacks; events call on<Name> and listeners', () => {
    const onOpen = jest.fn();
    const Handler = ViewModule.extend({
      name: 'mine',
      whoAmI(this: any) {
        return this.name;
      },
      onOpen,
    });
    const handler = new (Handler as any)();
    const detached = handler.whoAmI;
    expect(detached()).toBe('mine');
    const listener = jest.fn();
    handler.on('open', listener);
    handler.trigger('open', 1, 2);
    expect(onOpen).toHaveBeenCalledWith(1, 2);
    expect(listener).toHaveBeenCalledWith(1, 2);
    handler.off('open', listener).trigger('open');
    expect(listener).toHaveBeenCalledTimes(1);
    handler.setSettings('a.b', 5);
    expect(handler.getSettings('a')).toEqual({ b: 5 });
  });

  test('Module is the root: extend chains and keeps statics', () => {
    const A = Module.extend({ one: () => 1 });
    const B = A.extend({ two: () => 2 });
    const b = new (B as any)();
    expect([b.one(), b.two()]).toEqual([1, 2]);
    expect(typeof B.extend).toBe('function');
    expect(B.__super__).toBe(A.prototype);
  });
});

describe('device modes', () => {
  const breakpoints = {
    mobile: { value: 767, direction: 'max' as const, is_enabled: true },
    tablet: { value: 1024, direction: 'max' as const, is_enabled: true },
    laptop: { value: 1366, direction: 'max' as const, is_enabled: false },
    widescreen: { value: 2400, direction: 'min' as const, is_enabled: true },
  };

  test('the mode follows the viewport through the active breakpoints only', () => {
    const frontend = createFrontend({ responsive: { activeBreakpoints: breakpointsFrom({ responsive: { breakpoints } }, undefined) } });
    expect(frontend.getCurrentDeviceMode()).toBe('desktop');
    media.resize(1024);
    expect(frontend.getCurrentDeviceMode()).toBe('tablet');
    media.resize(500);
    expect(frontend.getCurrentDeviceMode()).toBe('mobile');
    media.resize(2500);
    expect(frontend.getCurrentDeviceMode()).toBe('widescreen');
    expect(frontend.breakpoints.getActiveBreakpointsList({ withDesktop: true })).toEqual(['mobile', 'tablet', 'desktop', 'widescreen']);
  });

  test("a device's setting falls back to the next larger device's, then the desktop's; widescreen's to the desktop's", () => {
    setBreakpoints(breakpointsFrom({ responsive: { breakpoints } }, undefined));
    const settings = { columns: 4, columns_tablet: 2, gap: 10, gap_widescreen: 30, zero: 5, zero_mobile: 0 };
    expect(deviceSetting(settings, 'columns', 'mobile')).toBe(2);
    expect(deviceSetting(settings, 'columns', 'tablet')).toBe(2);
    expect(deviceSetting(settings, 'columns', 'desktop')).toBe(4);
    expect(deviceSetting(settings, 'gap', 'widescreen')).toBe(30);
    expect(deviceSetting(settings, 'columns', 'widescreen')).toBe(4);
    expect(deviceSetting(settings, 'zero', 'mobile')).toBe(0);
  });

  test("without the page builder's config, the kit's breakpoints from Colophon's config", () => {
    const config = defaultConfig({ mobile: 600, tablet: 900 });
    const frontend = createFrontend(config);
    media.resize(650);
    expect(frontend.getCurrentDeviceMode()).toBe('tablet');
    expect(frontend.isEditMode()).toBe(false);
    expect(config.environmentMode.edit).toBe(false);
  });
});

describe('init and element_ready', () => {
  const page = () => {
    document.body.innerHTML = `
      <div class="elementor" data-elementor-id="1">
        <div class="elementor-element e-con" id="near" data-element_type="container">
          <div class="elementor-element" id="tabs" data-element_type="widget" data-widget_type="kit-tabs.default"></div>
        </div>
        <div class="elementor-element" id="far" data-element_type="widget" data-widget_type="kit-tabs.default"></div>
        <div data-delay-child-handlers="true"><div class="elementor-element" id="delayed" data-element_type="widget" data-widget_type="kit-tabs.default"></div></div>
      </div>`;
    return (id: string) => document.getElementById(id) as Element;
  };

  test('init: the device mode on the body, then elementor/frontend/init (heard once by jQuery), then each near element: global, its type, its widget type', async () => {
    const byId = page();
    const frontend = createFrontend(defaultConfig(undefined));
    const calls: string[] = [];
    const jqueryHeard = jest.fn(() => {
      calls.push('init');
      frontend.hooks.addAction('frontend/element_ready/global', ($scope: any, $: any) => {
        expect($).toBe(jQuery);
        calls.push('global ' + $scope[0].id);
      });
      frontend.hooks.addAction('frontend/element_ready/widget', ($scope: any) => calls.push('widget ' + $scope[0].id));
      frontend.hooks.addAction('frontend/element_ready/container', ($scope: any) => calls.push('container ' + $scope[0].id));
      frontend.hooks.addAction('frontend/element_ready/kit-tabs.default', ($scope: any) => calls.push('kit-tabs ' + $scope.attr('id')));
    });
    jQuery(window).on('elementor/frontend/init', jqueryHeard);
    const nativeHeard = jest.fn();
    addEventListener('elementor/frontend/init', nativeHeard);
    frontend.init();
    expect(document.body.getAttribute('data-elementor-device-mode')).toBe('desktop');
    expect(jqueryHeard).toHaveBeenCalledTimes(1);
    expect(nativeHeard).toHaveBeenCalledTimes(1);
    // Nothing runs before the observer says what is near.
    expect(calls).toEqual(['init']);
    FakeObserver.show([byId('tabs'), byId('near')]);
    await flush();
    expect(calls).toEqual(['init', 'global near', 'container near', 'global tabs', 'widget tabs', 'kit-tabs tabs']);
    // The far one when it comes near; the one whose parent delays its children never.
    FakeObserver.show([byId('far'), byId('delayed')]);
    await flush();
    expect(calls.slice(6)).toEqual(['global far', 'widget far', 'kit-tabs far']);
    expect(FakeObserver.all[0].options.rootMargin).toBe('100% 0px');
    jQuery(window).off('elementor/frontend/init');
    removeEventListener('elementor/frontend/init', nativeHeard);
  });

  test("one element's failing handler is reported, and the others' still run", async () => {
    const byId = page();
    const frontend = createFrontend(defaultConfig(undefined));
    const reported: unknown[] = [];
    (window as any).reportError = (error: unknown) => reported.push(error);
    const ran: string[] = [];
    frontend.hooks.addAction('frontend/element_ready/kit-tabs.default', ($scope: any) => {
      if ($scope[0].id === 'tabs') throw new Error('broken add-on');
      ran.push($scope[0].id);
    });
    frontend.init();
    FakeObserver.show([byId('tabs'), byId('far')]);
    await flush();
    expect(ran).toEqual(['far']);
    expect(String(reported[0])).toContain('broken add-on');
    delete (window as any).reportError;
  });

  test('attachHandler builds a handler per element of the widget, then element_handler_ready; addHandler and runReadyTrigger for content an add-on inserts', async () => {
    const byId = page();
    const frontend = createFrontend(defaultConfig(undefined));
    const built: string[] = [];
    const Tabs = Base.extend({
      bindEvents(this: any) {
        built.push(this.$element[0].id + ' ' + this.getSettings('elementName'));
      },
    });
    frontend.elementsHandler.attachHandler('kit-tabs', Tabs);
    const handlerReady = jest.fn();
    frontend.hooks.addAction('frontend/element_handler_ready/kit-tabs.default', handlerReady);
    // A function that returns a promise of a module, as code split handlers are registered.
    const lazy = Base.extend({
      bindEvents(this: any) {
        built.push('lazy ' + this.$element[0].id);
      },
    });
    frontend.elementsHandler.attachHandler('kit-tabs', () => Promise.resolve({ default: lazy }), 'default');
    frontend.init();
    FakeObserver.show([byId('tabs')]);
    await flush();
    expect(built).toEqual(['tabs kit-tabs.default', 'lazy tabs']);
    expect(handlerReady).toHaveBeenCalledTimes(2);
    const inserted = document.createElement('div');
    inserted.innerHTML = '<div class="elementor-element" id="late" data-element_type="widget" data-widget_type="kit-tabs.default"></div>';
    document.body.append(inserted);
    frontend.elementsHandler.runReadyTrigger(jQuery('#late'));
    await flush();
    expect(built.slice(2)).toEqual(['late kit-tabs.default', 'lazy late']);
  });
});

describe('utilities', () => {
  test('utils.swiper is a promise of a Swiper on the element, without motion when reduced motion is asked for', async () => {
    document.body.innerHTML = '<div class="elementor-widget"><div class="elementor-widget-wrap"><div class="swiper" id="s"></div></div></div>';
    const made: Array<[Element, object]> = [];
    (window as any).Swiper = function (this: object, element: Element, options: object) {
      made.push([element, options]);
    };
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" id="swiper-css" href="/swiper.css">');
    const frontend = createFrontend(defaultConfig(undefined));
    const swiper = await new frontend.utils.swiper(jQuery('#s'), { speed: 300, autoplay: { delay: 1 } });
    expect(swiper).toBeInstanceOf((window as any).Swiper);
    expect(made[0][0].id).toBe('s');
    expect(made[0][1]).toEqual({ speed: 300, autoplay: { delay: 1 } });
    expect(document.getElementById('s')?.closest('.elementor-widget')?.classList.contains('e-widget-swiper')).toBe(true);
    (window as any).matchMedia = (query: string) => ({ matches: query.includes('reduce') });
    await new frontend.utils.swiper(document.getElementById('s'), { speed: 300, autoplay: { delay: 1 } });
    expect(made[1][1]).toEqual({ speed: 0, autoplay: false });
    delete (window as any).Swiper;
  });

  test("without a Swiper on the page, the page builder's own copy is loaded from its assets, once", async () => {
    document.body.innerHTML = '<div class="swiper" id="s"></div>';
    document.head.innerHTML = '';
    const frontend = createFrontend({ ...defaultConfig(undefined), urls: { assets: 'https://shop.test/wp-content/plugins/elementor/assets/' } });
    const first = new frontend.utils.swiper(document.getElementById('s'), {});
    const second = new frontend.utils.swiper(document.getElementById('s'), {});
    const scripts = [...document.head.querySelectorAll('script')].map((one) => one.src);
    expect(scripts).toEqual(['https://shop.test/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5']);
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe(
      'https://shop.test/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5',
    );
    (window as any).Swiper = function () {};
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeInstanceOf((window as any).Swiper);
    await expect(second).resolves.toBeInstanceOf((window as any).Swiper);
    await expect(frontend.utils.assetsLoader.load('script', 'dialog')).rejects.toThrow('has no script "dialog"');
    delete (window as any).Swiper;
  });

  test("a stylesheet that fails to load stops no slider; without the page builder's assets there is no Swiper to load", async () => {
    document.body.innerHTML = '<div class="swiper" id="s"></div>';
    document.head.innerHTML = '';
    (window as any).Swiper = function () {};
    const frontend = createFrontend({ ...defaultConfig(undefined), urls: { assets: 'https://shop.test/assets/' } });
    const made = new frontend.utils.swiper(document.getElementById('s'), {});
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await expect(made).resolves.toBeInstanceOf((window as any).Swiper);
    delete (window as any).Swiper;
    const bare = createFrontend(defaultConfig(undefined));
    await expect(new bare.utils.swiper(document.getElementById('s'), {})).rejects.toThrow('has no Swiper to load');
  });

  test('waypoint calls back once, with the element as this, when its top passes the offset', () => {
    document.body.innerHTML = '<div id="w"></div>';
    const frontend = createFrontend(defaultConfig(undefined));
    const seen: Array<[string, string]> = [];
    frontend.waypoint(
      jQuery('#w'),
      function (this: Element, direction: string) {
        seen.push([this.id, direction]);
      },
      { offset: '50%' },
    );
    const observer = FakeObserver.all[FakeObserver.all.length - 1];
    expect(observer.options.rootMargin).toBe(`0px 0px ${Math.round(innerHeight / 2 - innerHeight)}px 0px`);
    observer.show([document.getElementById('w') as Element]);
    observer.show([document.getElementById('w') as Element]);
    expect(seen).toEqual([['w', 'down']]);
  });
});
