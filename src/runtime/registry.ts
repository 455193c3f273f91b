/**
 * Finds marked elements and keeps exactly one connected handler instance per (element, id) while
 * the element is in the document. Markup may arrive before or after its code. Every lifecycle call
 * is isolated: one broken widget is reported and never stops the next. Its helpers each own one
 * concern: ./dom-watcher.ts (markup coming and going), ./loader.ts (chunks and stylesheets),
 * ./click-holds.ts (clicks before a chunk connects); live settings go to the handler's own
 * takeSettings (in the kit).
 */
import { holdClicks } from './click-holds';
import { watchDom } from './dom-watcher';
import { report } from './errors';
import { createDispatch } from './events';
import type { HandlerClass, RuntimeServices } from './handler';
import { createLoader, type Loader } from './loader';
import type { Manifest, ManifestEntry } from './manifest-entry';
import { answerNow, yieldToMain } from './yield';

export type { Manifest, ManifestEntry } from './manifest-entry';

interface Binding {
  id: string;
  controller: AbortController;
  instance?: InstanceType<HandlerClass>;
}

export class Registry {
  /** What every handler gets as `this.runtime`. */
  readonly runtime: RuntimeServices;
  private readonly bindings = new Map<Element, Map<string, Binding>>();
  private readonly loader: Loader;
  private readonly state = new Map<string, unknown>();
  private readonly skipped = new WeakSet<Element>();
  /** Connections under way whose wait is over (what `connecting()` waits for). */
  private readonly underway = new Set<Promise<void>>();
  private selector: string;
  private unwatch: (() => void) | null = null;
  private instances = 0;

  constructor(
    private readonly manifest: Manifest,
    services: Pick<RuntimeServices, 'config' | 'hooks' | 'devices'>,
  ) {
    this.selector = Object.values(manifest)
      .map((entry) => entry.selector)
      .join(',');
    this.loader = createLoader(services.config, (error, source, phase) => this.report(error, source, phase));
    this.runtime = {
      ...services,
      dispatch: createDispatch(services.hooks),
      shared: <T>(key: string, create: () => T): T => {
        if (!this.state.has(key)) this.state.set(key, create());
        return this.state.get(key) as T;
      },
      stylesheet: (href, id) => this.loader.stylesheet(href, id),
      scan: (root) => this.scan(root),
      connecting: async () => {
        // What waits for the first interaction's answer comes now: the command may be for it (the
        // popup a link opens, when the link connected first on the visitor's first key or scroll).
        answerNow();
        await yieldToMain(); // a wait ended by the event being handled now has started its connection
        while (this.underway.size) await Promise.all(this.underway);
      },
    };
  }

  /** Connects what is on the page now and watches for elements added or removed later. */
  start(root: Document = document): Promise<void> {
    if (!this.unwatch && typeof MutationObserver === 'function') {
      this.unwatch = watchDom(root, {
        added: (element) => void this.scan(element),
        removed: () => {
          for (const element of [...this.bindings.keys()]) if (!element.isConnected) this.detachAll(element);
        },
        settings: (element) => {
          if (this.bindings.has(element)) this.settingsChanged(element);
          else {
            this.skipped.delete(element);
            void this.scan(element);
          }
        },
      });
    }
    return this.scan(root);
  }

  /**
   * Binds one more kind of marker (site code's own, through `colophon.register`): connected on the
   * page as it is, once the registry has started, and later as markup comes.
   */
  register(id: string, entry: ManifestEntry): void {
    this.manifest[id] = entry;
    this.selector = this.selector ? `${this.selector},${entry.selector}` : entry.selector;
    if (this.unwatch) void this.scan(document);
  }

  /** Whether `id` is bound already (a feature's or a registered one). */
  has(id: string): boolean {
    return id in this.manifest;
  }

  /** Disconnects every handler and stops watching. */
  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
    for (const element of [...this.bindings.keys()]) this.detachAll(element);
  }

  /**
   * Connects handlers for the markers in `root` (and `root` itself). Safe to call repeatedly. The
   * main thread is given back whenever a slice has taken 8 ms, so the first scan of a big page is
   * not a long task. Resolves once every handler due has connected; deferred ones connect later.
   */
  async scan(root: ParentNode): Promise<void> {
    if (!this.selector) return;
    const found: Element[] = [];
    if (root instanceof Element && root.matches(this.selector)) found.push(root);
    found.push(...root.querySelectorAll(this.selector));
    const pending: Promise<void>[] = [];
    let until = performance.now() + 8;
    for (const element of found) {
      for (const [id, entry] of Object.entries(this.manifest)) {
        if (!element.matches(entry.selector)) continue;
        const attached = this.attach(element, id, entry);
        if (!entry.deferred) pending.push(attached);
      }
      if (performance.now() > until) {
        await yieldToMain();
        until = performance.now() + 8;
      }
    }
    await Promise.all(pending);
  }

  /** Number of connected (or connecting) bindings; for tests and diagnostics. */
  get size(): number {
    let count = 0;
    for (const map of this.bindings.values()) count += map.size;
    return count;
  }

  private report(error: unknown, source: string, phase: string, element?: Element): void {
    report(this.runtime.dispatch, error, { source, phase, ...(element ? { element } : {}) });
  }

  private async attach(element: Element, id: string, entry: ManifestEntry): Promise<void> {
    if (!(element instanceof HTMLElement) || this.skipped.has(element)) return;
    let perElement = this.bindings.get(element);
    if (perElement?.has(id)) return;

    const binding: Binding = { id, controller: new AbortController() };
    if (!perElement) this.bindings.set(element, (perElement = new Map()));
    perElement.set(id, binding);
    const { signal } = binding.controller;

    const release = entry.deferred || entry.holds ? holdClicks(element, signal, entry.holds) : undefined;
    try {
      await this.connectWhenDue(element, id, entry, binding, perElement);
    } finally {
      release?.();
    }
  }

  private async connectWhenDue(element: HTMLElement, id: string, entry: ManifestEntry, binding: Binding, perElement: Map<string, Binding>): Promise<void> {
    const { signal } = binding.controller;
    if (entry.wait) await entry.wait(element, signal);
    const connection = this.connect(element, id, entry, binding, perElement);
    this.underway.add(connection);
    try {
      await connection;
    } finally {
      this.underway.delete(connection);
    }
  }

  private async connect(element: HTMLElement, id: string, entry: ManifestEntry, binding: Binding, perElement: Map<string, Binding>): Promise<void> {
    const { signal } = binding.controller;
    const [Klass] = await Promise.all([this.loader.handler(id, entry), this.loader.style(id)]);
    if (!Klass || signal.aborted) return;
    await yieldToMain();
    if (signal.aborted || !element.isConnected) return;

    let read: ReturnType<HandlerClass['read']>;
    try {
      read = Klass.read(element);
    } catch (error) {
      // Malformed settings or attributes: this element is skipped until its markup changes.
      this.skipped.add(element);
      perElement.delete(id);
      if (!perElement.size) this.bindings.delete(element);
      binding.controller.abort();
      this.report(error, id, 'reading attributes', element);
      return;
    }
    try {
      const instance = new (Klass as unknown as new (context: unknown) => InstanceType<HandlerClass>)({
        element,
        ...read,
        signal,
        runtime: this.runtime,
        namespace: `colophon/${id}/${++this.instances}`,
      });
      binding.instance = instance;
      await instance.connect();
    } catch (error) {
      this.report(error, id, 'connect', element);
    }
  }

  private detachAll(element: Element): void {
    const perElement = this.bindings.get(element);
    if (!perElement) return;
    this.bindings.delete(element);
    for (const binding of perElement.values()) {
      try {
        binding.instance?.disconnect?.();
      } catch (error) {
        this.report(error, binding.id, 'disconnect', element);
      } finally {
        binding.controller.abort();
      }
    }
  }

  private settingsChanged(element: Element): void {
    for (const binding of this.bindings.get(element)?.values() ?? []) {
      binding.instance?.takeSettings((error, phase) => this.report(error, binding.id, phase, element));
    }
  }
}
