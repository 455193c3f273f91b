/** setTimeout tied to an AbortSignal: cleared when the signal aborts, and its abort listener gone once it has run. */
export function timeout(callback: () => void, ms: number, signal: AbortSignal): void {
  if (signal.aborted) return;
  const cancel = () => clearTimeout(timer);
  const timer = setTimeout(() => {
    signal.removeEventListener('abort', cancel);
    callback();
  }, ms);
  signal.addEventListener('abort', cancel, { once: true });
}
