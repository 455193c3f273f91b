/**
 * Runs `run` once the consent category `category` allows it: at once when it already does, or when
 * the visitor allows it later; never after `signal` aborts, and never on a page without the consent
 * API (no third party runs where consent cannot be asked). Each third-party widget (chat, reviews,
 * scheduling) waits through this.
 */
export function whenAllowed(category: string, signal: AbortSignal, run: () => void): void {
  const consent = window.colophonConsent;
  if (!consent || signal.aborted) return;
  if (consent.allowed(category)) return run();
  const stop = consent.subscribe(() => {
    if (!consent.allowed(category)) return;
    stop();
    run();
  });
  signal.addEventListener('abort', stop, { once: true });
}
