/**
 * The handler contract. A handler is a class registered under a marker id (src/runtime/manifest.ts)
 * whose chunk exports it as `default`. The registry creates one instance per marked element:
 *
 * - `connect()` runs when the element is in the document and the chunk has loaded (in either order);
 * - `disconnect()` runs when the element leaves the document; right after it the registry aborts
 *   `signal`, which removes every listener, timer, observer and request the handler tied to it;
 * - `settingsChanged(key)` runs when the element's settings attribute changes (editor preview).
 *
 * The registry wraps each call: a throwing handler is reported and the page carries on.
 *
 * @example
 * export default class Hello extends Handler<{ greeting: string }> {
 *   static override defaults = { greeting: 'Hello' };
 *   connect() {
 *     this.listen(this.element, 'click', () => alert(this.settings.greeting));
 *   }
 * }
 */
import type { Device, DeviceWatcher } from './breakpoints';
import { text, type ColophonConfig } from './config';
import type { Hooks } from './hooks';
import { responsive } from './settings';
import { timeout } from './timers';

export interface RuntimeServices {
  config: ColophonConfig;
  hooks: Hooks;
  devices: DeviceWatcher;
  /** Connects handlers inside HTML the page injected (load more, popups, refreshed loops). */
  scan(root: ParentNode): Promise<void>;
}

export interface HandlerContext<S extends object> {
  element: HTMLElement;
  settings: S;
  signal: AbortSignal;
  runtime: RuntimeServices;
}

export abstract class Handler<S extends object = Record<string, unknown>> {
  /** Settings used for every key the markup leaves out. Each handler declares its own. */
  static defaults: object = {};

  readonly element: HTMLElement;
  /** Parsed settings merged over `defaults`; replaced before `settingsChanged` is called. */
  settings: S;
  readonly signal: AbortSignal;
  readonly runtime: RuntimeServices;

  constructor(context: HandlerContext<S>) {
    this.element = context.element;
    this.settings = context.settings;
    this.signal = context.signal;
    this.runtime = context.runtime;
  }

  abstract connect(): void | Promise<void>;
  disconnect?(): void;
  settingsChanged?(key: string): void;

  get device(): Device {
    return this.runtime.devices.current();
  }

  /** A responsive setting for the current device (device → next larger → desktop). */
  setting<T = unknown>(key: keyof S & string, device: Device = this.device): T | undefined {
    return responsive<T>(this.settings, key, device);
  }

  /** addEventListener tied to this handler's lifetime. */
  listen<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K | (string & {}),
    listener: (event: HTMLElementEventMap[K]) => void,
    options: AddEventListenerOptions = {},
  ): void {
    target.addEventListener(type, listener as EventListener, { ...options, signal: this.signal });
  }

  /** setTimeout tied to this handler's lifetime. */
  later(callback: () => void, ms: number): void {
    timeout(callback, ms, this.signal);
  }

  /** A translated text from the page config, or the English fallback. */
  text(key: string, fallback: string): string {
    return text(this.runtime.config, key, fallback);
  }
}

export type HandlerClass = (abstract new (context: HandlerContext<any>) => Handler<any>) & { defaults: object };
export type HandlerModule = { default: HandlerClass };
