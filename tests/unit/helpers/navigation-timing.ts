/** Navigation timing, which jsdom lacks: the document was parsed at `ready` ms. Returns the undo. */
export function parsedAt(ready: number): () => void {
  Object.defineProperty(performance, 'getEntriesByType', {
    value: (type: string) => (type === 'navigation' ? [{ domInteractive: ready }] : []),
    configurable: true,
  });
  return () => delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
}
