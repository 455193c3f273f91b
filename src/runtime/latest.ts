/**
 * Newest wins. Each call aborts the one before it; only the newest call's result (or error)
 * comes back. An older call, or one whose owner's signal aborted, never settles, so nothing stale
 * is ever applied and no "cancelled" error needs handling.
 *
 * @example
 * const html = await this.latest((signal) => fetchMonth(month, signal)); // runs only for the newest month
 */
export type Latest = <T>(run: (signal: AbortSignal) => Promise<T>) => Promise<T>;

export function createLatest(owner: AbortSignal): Latest {
  let current: AbortController | null = null;
  return <T>(run: (signal: AbortSignal) => Promise<T>) => {
    current?.abort();
    const controller = (current = new AbortController());
    const signal = AbortSignal.any([owner, controller.signal]);
    return new Promise<T>((resolve, reject) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolve's value or reject's reason
      const settle = (done: (value: any) => void) => (value: unknown) => signal.aborted || done(value);
      Promise.resolve()
        .then(() => run(signal))
        .then(settle(resolve), settle(reject));
    });
  };
}
