/* eslint-disable @typescript-eslint/no-explicit-any -- the page builder's API is untyped JavaScript that add-ons call */
/**
 * The page builder's module classes (`elementorModules.Module`, `.ViewModule`,
 * `.frontend.handlers.Base`) with the lifecycle its developer documentation gives add-ons: a
 * handler is built with `{ $element }`; `__construct(settings)` runs first, then its settings
 * become `getDefaultSettings()` deeply merged with the ones given, then `onInit()`: for a view,
 * `getDefaultElements()` into `this.elements`, then `bindEvents()`; a handler does that only when
 * `isActive(settings)`. A handler reads its element's settings (`data-settings`) with
 * `getElementSettings(key)`, dotted keys reaching inside. Functions constructors, as the page
 * builder's are, so add-ons extend them both ways: `Base.extend({ … })` and `class … extends Base`.
 * jQuery is the page's own (the add-ons' scripts need it); nothing here runs before one is built.
 */

import { deviceSetting } from './device';

type Fn = (...args: any[]) => any;
type Obj = Record<string, any>;

const isPlain = (value: unknown): value is Obj => !!value && Object.getPrototypeOf(value) === Object.prototype;

/** `target` with `source` merged in: plain objects deeply, anything else (a jQuery object, an array) as it is. */
export function merge(target: Obj, source: Obj | undefined): Obj {
  for (const key in source) {
    const value = source[key];
    target[key] = isPlain(value) ? merge(isPlain(target[key]) ? target[key] : {}, value) : value;
  }
  return target;
}

/** `items`, or what a dotted key names inside it. */
export function getItems(items: any, key?: string): any {
  if (!key) return items;
  let value = items;
  for (const part of key.split('.')) {
    if (value == null) return undefined;
    value = value[part];
  }
  return value;
}

export interface ModuleClass {
  new (...args: any[]): any;
  (this: any, ...args: any[]): any;
  prototype: Obj;
  extend(properties: Obj): ModuleClass;
  __super__?: Obj;
}

export const Module = function (this: Obj, ...params: any[]) {
  const events: Record<string, Fn[]> = {};
  let settings: Obj = {};
  this.getItems = getItems;
  this.getSettings = (key?: string) => getItems(settings, key);
  this.setSettings = (key: string | Obj, value?: unknown, container: Obj = settings) => {
    if (typeof key === 'object') Object.assign(container, key);
    else {
      const parts = key.split('.');
      const last = parts.pop() as string;
      let at = container;
      for (const part of parts) at = at[part] ??= {};
      at[last] = value;
    }
    return this;
  };
  this.on = (name: string | Record<string, Fn>, callback?: Fn) => {
    if (typeof name === 'object') for (const key in name) this.on(key, name[key]);
    else for (const one of name.split(' ')) (events[one] ??= []).push(callback as Fn);
    return this;
  };
  this.off = (name: string, callback?: Fn) => {
    if (!callback) delete events[name];
    else if (events[name]) events[name] = events[name].filter((one) => one !== callback);
    return this;
  };
  this.trigger = (name: string, ...args: unknown[]) => {
    const method = this['on' + name[0].toUpperCase() + name.slice(1)];
    if (typeof method === 'function') method.apply(this, args);
    for (const callback of [...(events[name] ?? [])]) callback.apply(this, args);
    return this;
  };
  this.__construct(...params);
  // Methods keep their `this` when handed out as callbacks, as the page builder's do: every
  // enumerable one (what `extend` adds; a class's methods are not enumerable and stay as they are).
  for (const key in this) {
    const method = this[key];
    if (typeof method === 'function' && key !== 'constructor') this[key] = (...args: unknown[]) => method.apply(this, args);
  }
  settings = merge(this.getDefaultSettings() ?? {}, params[0]);
  this.trigger('init');
} as unknown as ModuleClass;

Module.prototype.__construct = function () {};
Module.prototype.getDefaultSettings = () => ({});
Module.prototype.getConstructorID = function (this: Obj) {
  return this.constructor.name;
};

/** A subclass with `properties` on its prototype; its statics (`extend` too) are its parent's. */
function extend(this: ModuleClass, properties: Obj): ModuleClass {
  const child = ((parent: ModuleClass) =>
    function (this: Obj, ...args: unknown[]) {
      return parent.apply(this, args);
    })(this) as unknown as ModuleClass;
  Object.assign(child, this);
  child.prototype = Object.assign(Object.create(this.prototype), properties);
  // Not enumerable: the closure binding above must not wrap the constructor.
  Object.defineProperty(child.prototype, 'constructor', { value: child, enumerable: false, writable: true, configurable: true });
  child.__super__ = this.prototype;
  return child;
}
Module.extend = extend;

export const ViewModule = Module.extend({
  elements: null,
  getDefaultElements: () => ({}),
  bindEvents() {},
  onInit(this: Obj) {
    this.initElements();
    this.bindEvents();
  },
  initElements(this: Obj) {
    this.elements = this.getDefaultElements();
  },
});

const jq = (): any => (window as any).jQuery;

export const Base = ViewModule.extend({
  $element: null,
  isEdit: null,
  onElementChange: null,
  onEditSettingsChange: null,
  onPageSettingsChange: null,
  __construct(this: Obj, settings: Obj) {
    if (!this.isActive(settings)) return;
    this.$element = settings.$element;
    this.isEdit = false;
  },
  isActive: () => true,
  isElementInTheCurrentDocument: () => false,
  /** What `selector` finds in this element and not in an element inside it. */
  findElement(this: Obj, selector: string) {
    const main = this.$element;
    return main.find(selector).filter(function (this: Element) {
      return jq()(this).parent().closest('.elementor-element').is(main);
    });
  },
  getUniqueHandlerID(this: Obj, cid?: string, $element?: any) {
    return (cid ?? this.getModelCID()) + ($element ?? this.$element).attr('data-element_type') + this.getConstructorID();
  },
  getElementType(this: Obj) {
    return this.$element.data('element_type');
  },
  getWidgetType(this: Obj) {
    const type = this.$element.data('widget_type');
    return type ? String(type).split('.')[0] : undefined;
  },
  getID(this: Obj) {
    return this.$element.data('id');
  },
  getModelCID(this: Obj) {
    return this.$element.data('model-cid');
  },
  getElementSettings(this: Obj, key?: string) {
    return getItems(this.$element.data('settings') || {}, key);
  },
  getEditSettings: (key?: string) => getItems({}, key),
  getCurrentDeviceSetting(this: Obj, key: string) {
    return deviceSetting(this.getElementSettings(), key);
  },
  onInit(this: Obj, ...args: unknown[]) {
    if (this.isActive(this.getSettings())) ViewModule.prototype.onInit.apply(this, args);
  },
  onDestroy(this: Obj) {
    this.unbindEvents?.();
  },
  addEditorListeners() {},
  removeEditorListeners() {},
});

/** The slider handlers' base: a handler with the counts add-ons' sliders ask it for. */
export const SwiperBase = Base.extend({
  getInitialSlide(this: Obj) {
    const settings = this.getEditSettings();
    return settings.activeItemIndex ? settings.activeItemIndex - 1 : 0;
  },
  getSlidesCount(this: Obj) {
    return this.elements?.$slides?.length ?? 0;
  },
});
