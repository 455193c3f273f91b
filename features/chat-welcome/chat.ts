/**
 * The chat provider's page API, as this widget uses it: a global object that says when it is ready
 * and takes the chat's initial message. The demo's stand-in (demo/trackers/chat.js) has the same
 * shape; a real provider gets a small adapter under its own global name.
 */
export interface ChatApi {
  isReady(): boolean;
  setInitialMessage(message: string): void;
}

export function chatApi(global: string): ChatApi | null {
  const api = (window as unknown as Record<string, unknown>)[global] as Partial<ChatApi> | undefined;
  return api && typeof api.isReady === 'function' && typeof api.setInitialMessage === 'function' ? (api as ChatApi) : null;
}

/**
 * Tries `attempt` now and then every `everyMs` until it returns true, at most `tries` times in all.
 * `later` is the caller's signal-tied timer, so a widget that leaves stops the retries.
 */
export function retry(attempt: () => boolean, everyMs: number, tries: number, later: (fn: () => void, ms: number) => unknown, gaveUp: () => void): void {
  let left = tries;
  const run = () => {
    if (attempt()) return;
    if (--left <= 0) gaveUp();
    else later(run, everyMs);
  };
  run();
}
