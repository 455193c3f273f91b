/**
 * Time since the document was parsed (navigation timing's `domInteractive`): when the page
 * builder's own scripts start their timers (DOM ready). A popup's page-load delay counts from
 * here, whenever its chunk arrives. 0 where the browser has no navigation timing.
 */
function sinceReady(): number {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const ready = entry?.domInteractive;
  return ready ? Math.max(0, performance.now() - ready) : 0;
}

/** What is left of a delay of `seconds` (a page builder setting: a number or numeric text) counted from DOM ready, in ms; below 0 once it is up. */
export function leftOfDelay(seconds: unknown): number {
  return Number(seconds ?? 0) * 1000 - sinceReady();
}
