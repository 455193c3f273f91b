/**
 * Finds marked elements, loads each marker's chunk once, and keeps exactly one connected handler
 * instance per (element, id) while the element is in the document. Markup may arrive before or
 * after its code; a MutationObserver notices elements coming and going (editor previews replace
 * nodes, so no editor-only path is needed). Every lifecycle call is isolated: one broken widget is
 * reported and never stops the next. The registry also owns the services handlers share: the
 * event dispatch, page-level state and stylesheets.
 */
import type { HandlerClass, HandlerModule, RuntimeServices } from './handler';
import { loadChunk } from './chunks';
import { report } from './errors';
import { createDispatch } from './events';
import { yieldToMain } from './yield';

export interface ManifestEntry {
  /** CSS selector of the markers this handler binds to. */
  selector: string;
  load: () => Promise<HandlerModule>;
  /** What to wait for before loading and connecting (src/runtime/yield.ts); at once without it. */
  wait?: (element: Element, signal: AbortSignal) => Promise<void>;
  /** Its wait may last (a scroll, consent): a scan, and `colophon.ready`, do not wait for it. */
  deferred?: boolean;
  /**
   * Clicks held until it connects: `true`, those inside its element (a deferred entry's without
   * it); a function, those on the page it says are its own (a popup's open selector).
   */
  holds?: true | ((element: Element, target: Element) => boolean);
}

export type Manifest = Record<string, ManifestEntry>;

/** Widgets carry `data-settings`, documents (popups, pages) `data-elementor-settings`; a change is passed on live. */
export const SETTINGS_ATTRIBUTES = ['data-settings', 'data-elementor-settings'];

interface Binding {
  id: string;
  controller: AbortController;
  instance?: InstanceType<HandlerClass>;
}

/**
 * Until a deferred handler (or one with `holds`) connects, a click inside its element, or one
 * `holds` says is its own (a visitor quicker than the chunk), is held rather than lost: stopped before any listener or default action sees it, then given again once the handler
 * listens; if the chunk failed, the page gets it as it is.
 */
function holdClicks(element: HTMLElement, signal: AbortSignal, holds: ManifestEntry['holds']): () => void {
  const claims = typeof holds === 'function' ? holds : undefined;
  const holding = new AbortController();
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || (claims && !claims(element, target))) return;
    held = target;
    event.preventDefault();
    event.stopPropagation();
  };
  (claims ? element.ownerDocument : element).addEventListener('click', hold, { capture: true, signal: AbortSignal.any([holding.signal, signal]) });
  return () => {
    holding.abort();
    if (held?.isConnected && !signal.aborted) held.click();
  };
}

export class Registry {
  /** What every handler gets as `this.runtime`. */
  readonly runtime: RuntimeServices;
  private readonly bindings = new Map<Element, Map<string, Binding>>();
  private readonly modules = new Map<string, Promise<HandlerClass | null>>();
  private readonly styles = new Map<string, Promise<void>>();
  private readonly state = new Map<string, unknown>();
  private readonly skipped = new WeakSet<Element>();
  /** Connections under way whose wait is over (what `connecting()` waits for). */
  private readonly underway = new Set<Promise<void>>();
  private readonly selector: string;
  private observer: MutationObserver | null = null;
  private instances = 0;

  constructor(
    private readonly manifest: Manifest,
    services: Pick<RuntimeServices, 'config' | 'hooks' | 'devices'>,
  ) {
    this.selector = Object.values(manifest)
      .map((entry) => entry.selector)
      .join(',');
    this.runtime = {
      ...services,
      dispatch: createDispatch(services.hooks),
      shared: <T>(key: string, create: () => T): T => {
        if (!this.state.has(key)) this.state.set(key, create());
        return this.state.get(key) as T;
      },
      stylesheet: (href, id) => this.stylesheet(href, id),
      scan: (root) => this.scan(root),
      connecting: async () => {
        await yieldToMain(); // a wait ended by the event being handled now has started its connection
        while (this.underway.size) await Promise.all(this.underway);
      },
    };
  }

  /** Connects what is on the page now and watches for elements added or removed later. */
  start(root: Document = document): Promise<void> {
    if (!this.observer && typeof MutationObserver === 'function') {
      this.observer = new MutationObserver((records) => this.onMutations(records));
      this.observer.observe(root.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: SETTINGS_ATTRIBUTES,
      });
    }
    return this.scan(root);
  }

  /** Disconnects every handler and stops watching. */
  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
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
    const [Klass] = await Promise.all([this.load(id, entry), this.style(id)]);
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

  /** Adds a stylesheet once per id (also used for the stylesheets injected markup needs). */
  private stylesheet(href: string, id: string): Promise<void> {
    let loading = this.styles.get(id);
    if (!loading) {
      loading = document.getElementById(id)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, id });
            link.onload = link.onerror = () => resolve();
            document.head.append(link);
          });
      this.styles.set(id, loading);
    }
    return loading;
  }

  /**
   * The handler's stylesheet, when PHP did not print it (it only sees markers in the content it
   * renders): awaited before connecting, so the widget never shows unstyled.
   */
  private style(id: string): Promise<void> {
    const url = this.runtime.config.styles?.[id];
    return url ? this.stylesheet(url, `colophon-${id}-css`) : Promise.resolve();
  }

  private load(id: string, entry: ManifestEntry): Promise<HandlerClass | null> {
    let loading = this.modules.get(id);
    if (!loading) {
      loading = loadChunk(id, entry.load).then(
        (module) => module.default,
        (error: unknown) => {
          this.report(error, id, 'loading chunk');
          return null;
        },
      );
      this.modules.set(id, loading);
    }
    return loading;
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
      const instance = binding.instance;
      if (!instance) continue;
      let next: Record<string, unknown>;
      try {
        next = (instance.constructor as HandlerClass).read(element).settings as Record<string, unknown>;
      } catch (error) {
        this.report(error, binding.id, 'reading attributes', element);
        continue;
      }
      const previous = instance.settings as Record<string, unknown>;
      const changed = new Set([...Object.keys(previous), ...Object.keys(next)]);
      instance.settings = next;
      for (const key of changed) {
        if (JSON.stringify(previous[key]) === JSON.stringify(next[key])) continue;
        try {
          instance.settingsChanged?.(key);
        } catch (error) {
          this.report(error, binding.id, `settingsChanged(${key})`, element);
        }
      }
    }
  }

  private onMutations(records: MutationRecord[]): void {
    let removed = false;
    for (const record of records) {
      if (record.type === 'attributes') {
        const target = record.target as Element;
        if (this.bindings.has(target)) this.settingsChanged(target);
        else {
          this.skipped.delete(target);
          void this.scan(target);
        }
        continue;
      }
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) {
        if (node instanceof Element) void this.scan(node);
      }
    }
    if (removed) {
      for (const element of [...this.bindings.keys()]) {
        if (!element.isConnected) this.detachAll(element);
      }
    }
  }
}
