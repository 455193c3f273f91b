/** The editor events the admin screens send: recorded from the `colophon.admin.event` action, and any beacon. */
import type { Page } from '@playwright/test';

/** Records the admin events from the hook, and any beacon, from the start of each page (events sent while a screen loads included). */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[]; __beacons: unknown[] };
    w.__events = [];
    w.__beacons = [];
    const original = navigator.sendBeacon?.bind(navigator);
    navigator.sendBeacon = (...args: Parameters<Navigator['sendBeacon']>) => {
      w.__beacons.push(String(args[0]));
      return original ? original(...args) : false;
    };
    type Hooks = { addAction: (n: string, ns: string, fn: (e: unknown) => void) => void };
    let attached = false;
    const attach = (hooks: Hooks | undefined) => {
      if (attached || !hooks?.addAction) return;
      attached = true;
      hooks.addAction('colophon.admin.event', 'e2e', (event) => w.__events.push(event));
    };
    // Listen from the moment WordPress assigns wp.hooks: a screen may send events while it loads.
    const watchHooks = (wp: Record<string, unknown>) => {
      let hooks = wp.hooks as Hooks | undefined;
      attach(hooks);
      Object.defineProperty(wp, 'hooks', {
        configurable: true,
        enumerable: true,
        get: () => hooks,
        set: (value: Hooks) => {
          hooks = value;
          attach(value);
        },
      });
    };
    let wp = (window as unknown as { wp?: Record<string, unknown> }).wp;
    if (wp) watchHooks(wp);
    Object.defineProperty(window, 'wp', {
      configurable: true,
      get: () => wp,
      set: (value: Record<string, unknown>) => {
        wp = value;
        if (value && typeof value === 'object') watchHooks(value);
      },
    });
  });
}

export const events = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __events: Array<{ event: string; location: string; details: Record<string, unknown> }> }).__events.map(
      ({ event, location, details }) => ({ event, location, details }),
    ),
  );
export const beacons = (page: Page) => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
