/** What the registry knows of each feature: the markup it binds to, its chunk, and when to load it. */
import type { HandlerModule } from './handler';

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
