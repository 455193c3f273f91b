/**
 * The handler contract and its kit. A feature's chunk exports a Handler subclass as `default`; the
 * registry makes one instance per marked element, calls `connect()` once both are there,
 * `disconnect()` when the element leaves (then aborts `signal`, ending everything tied to it through
 * the kit), and `settingsChanged(key)` on a live settings change, reporting any throw without
 * stopping the page. The kit is one shared chunk (`handler-kit`) that loads with a page's first
 * handler chunk; docs/adding-a-feature.md lists what it offers.
 *
 * @example
 * export default class Hello extends Handler<{ greeting: string }> {
 *   static override defaults = { greeting: 'Hello' };
 *   connect() {
 *     this.listen(this.element, 'click', () => this.announce(this.settings.greeting));
 *   }
 * }
 */
import { argumentError } from './arguments';
import { ROUTES } from '../boot/generated/events';
import { createDeviceWatcher, type Device, type DeviceWatcher } from './breakpoints';
import { busy } from './busy';
import type { ColophonConfig } from './config';
import type { ColophonFilters, Dispatch, EventName, FilterName, Payload } from './events';
import type { Hooks } from './hooks';
import { plural, text } from './i18n';
import { createLatest, type Latest } from './latest';
import { announcer, type Announce } from './live-region';
import { routed } from './routes';
import { parseSettings, readAttributes, responsive, withDefaults, type AttributeSpecs } from './settings';
import { idle, interval, timeout, type Cancel } from './timers';

export interface RuntimeServices {
  config: ColophonConfig;
  hooks: Hooks;
  /**
   * Which device the page is shown on. Without it, the kit makes one from `config.breakpoints` the
   * first time a handler asks (the always-loaded runtime carries none of it).
   */
  devices?: DeviceWatcher;
  /** Runs a hook (./events.ts); a handler's own `dispatch` also fires the event's routes. */
  dispatch: Dispatch;
  /** Page-level state: the object `create` made for `key`, the same for every handler on this page. */
  shared<T>(key: string, create: () => T): T;
  /** Adds a stylesheet once per id; resolves when it has loaded (or failed: nothing waits forever). */
  stylesheet(href: string, id: string): Promise<void>;
  /** Connects handlers inside HTML the page injected (load more, popups, refreshed loops). */
  scan(root: ParentNode): Promise<void>;
  /**
   * Ends the waits for the visitor's first interaction's answer, then resolves once the handlers
   * whose wait is over have connected: a command to another handler (a link action opening a
   * popup) sent after it reaches a handler the same interaction woke, or one that was still waiting
   * for that answer.
   */
  connecting(): Promise<void>;
}

export interface HandlerContext<S extends object, A extends object> {
  element: HTMLElement;
  settings: S;
  attrs: A;
  signal: AbortSignal;
  runtime: RuntimeServices;
  /** The hooks namespace of this instance (unique on the page). */
  namespace: string;
}

/** The page's device watcher, made by the first handler that asks (RuntimeServices.devices). */
let pageDevices: DeviceWatcher | undefined;

export abstract class Handler<S extends object = Record<string, unknown>, A extends object = Record<string, never>> {
  /** Settings used for every key the markup leaves out. Each handler declares its own. */
  static defaults: object = {};
  /** The JSON attributes besides the settings that this handler reads (./settings.ts). */
  static attributes: AttributeSpecs = {};

  readonly element: HTMLElement;
  /** Parsed settings merged over `defaults`; replaced before `settingsChanged` is called. */
  settings: S;
  /** The declared attributes, parsed and narrowed by the registry. */
  readonly attrs: A;
  readonly signal: AbortSignal;
  readonly runtime: RuntimeServices;
  private readonly namespace: string;
  private region?: Announce;
  private newest?: Latest;

  constructor(context: HandlerContext<S, A>) {
    // Plain JavaScript can extend the class without the one method it must have.
    if (typeof this.connect !== 'function')
      throw argumentError(`${new.target.name || 'The subclass'}.connect() should be implemented by the Handler subclass.`);
    this.element = context.element;
    this.settings = context.settings;
    this.attrs = context.attrs;
    this.signal = context.signal;
    this.runtime = context.runtime;
    this.namespace = context.namespace;
  }

  /**
   * Reads `element`'s settings (merged over `defaults`) and declared attributes: the one path every
   * attribute a handler uses is parsed through. Throws an AttributeError naming a malformed one.
   */
  static read(this: HandlerClass, element: Element): { settings: object; attrs: object } {
    return { settings: withDefaults(this.defaults, parseSettings(element)), attrs: readAttributes(element, this.attributes) };
  }

  /**
   * The element's settings changed in the markup (the editor's live preview; the registry calls
   * it): takes them, then calls `settingsChanged(key)` once for each key whose value differs. What
   * fails goes to `report`, and one failing key does not stop the next.
   */
  takeSettings(report: (error: unknown, phase: string) => void): void {
    let next: Record<string, unknown>;
    try {
      next = (this.constructor as HandlerClass).read(this.element).settings as Record<string, unknown>;
    } catch (error) {
      report(error, 'reading attributes');
      return;
    }
    const previous = this.settings as Record<string, unknown>;
    this.settings = next as S;
    for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
      if (JSON.stringify(previous[key]) === JSON.stringify(next[key])) continue;
      try {
        this.settingsChanged?.(key);
      } catch (error) {
        report(error, `settingsChanged(${key})`);
      }
    }
  }

  abstract connect(): void | Promise<void>;
  disconnect?(): void;
  settingsChanged?(key: string): void;

  get device(): Device {
    return (this.runtime.devices ?? (pageDevices ??= createDeviceWatcher(this.runtime.config.breakpoints))).current();
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

  /** Runs `callback` once `type` events on `target` have stopped for `quiet` ms (a resize settling, say), tied to this handler's lifetime. */
  settled(target: EventTarget, type: string, quiet: number, callback: () => void): void {
    let pending: Cancel | undefined;
    this.listen(
      target,
      type,
      () => {
        pending?.();
        pending = this.later(callback, quiet);
      },
      { passive: true },
    );
  }

  /** setTimeout tied to this handler's lifetime; returns a function that cancels it. */
  later(callback: () => void, ms: number): Cancel {
    return timeout(callback, ms, this.signal);
  }

  /** setInterval tied to this handler's lifetime; returns a function that cancels it. */
  every(callback: () => void, ms: number): Cancel {
    return interval(callback, ms, this.signal);
  }

  /** Runs `callback` when the browser is idle (at most `limit` ms later), tied to this handler's lifetime. */
  idle(callback: () => void, limit?: number): Cancel {
    return idle(callback, this.signal, limit);
  }

  /** Subscribes to a hook (./events.ts) until this handler goes. */
  on<K extends EventName>(name: K, callback: (payload: Payload<K>) => void, priority = 10): void {
    const { hooks } = this.runtime;
    hooks.addAction(name, this.namespace, callback, priority);
    this.signal.addEventListener('abort', () => hooks.removeAction(name, this.namespace), { once: true });
  }

  /** Fires a hook and its routed events (./events.ts, ./routes.ts). */
  dispatch: Dispatch = routed((name, ...payload) => this.runtime.dispatch(name, ...payload), ROUTES);

  /** Runs a filter hook (./events.ts) over `value`. */
  filter<K extends FilterName>(name: K, ...args: ColophonFilters[K]): ColophonFilters[K][0] {
    return this.runtime.hooks.applyFilters(name, ...args) as ColophonFilters[K][0];
  }

  /** Says `message` in this handler's polite live region; an error is also shown, and any message when `shown`. */
  announce(message: string, error = false, shown = error): void {
    (this.region ??= announcer(this.element, this.signal))(message, error, shown);
  }

  /** Newest wins: starting a run aborts the previous one; only the newest result comes back (./latest.ts). */
  latest<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return (this.newest ??= createLatest(this.signal))(run);
  }

  /** Marks `element` busy (`aria-busy`, and `className` if given) or not. */
  busy(element: Element, on: boolean, className?: string): void {
    busy(element, on, className);
  }

  /** Page-level state shared by every handler on this page (created once by `create`). */
  shared<T>(key: string, create: () => T): T {
    return this.runtime.shared(key, create);
  }

  /** A translated text from the page config (declared in feature.json, translated by includes/I18n.php). */
  text(key: string): string {
    return text(this.runtime.config, key);
  }

  /** A translated plural text for `count`, filled with `count` and then `args`. */
  plural(key: string, count: number, ...args: unknown[]): string {
    return plural(this.runtime.config, key, count, ...args);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler class, whatever its settings and attributes
export type HandlerClass = (abstract new (context: HandlerContext<any, any>) => Handler<any, any>) & {
  defaults: object;
  attributes: AttributeSpecs;
  read(element: Element): { settings: object; attrs: object };
};
export type HandlerModule = { default: HandlerClass };
