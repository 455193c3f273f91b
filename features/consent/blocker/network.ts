/**
 * The network APIs: `fetch`, `XMLHttpRequest` and `navigator.sendBeacon` refuse blocked URLs as if
 * the network failed; `WebSocket`, `EventSource`, `Worker`, `SharedWorker` and
 * `serviceWorker.register` refuse them as the browser refuses a forbidden address. Each URL is read
 * once and that string is what goes on, so an object whose `toString` changes its answer, or a
 * `Request` whose `url` getter lies, cannot show one address and fetch another.
 */
import type { Matcher } from '../providers';
import type { AnyWindow } from './inert';
import { proto, wrap } from './patcher';

export function patchNetwork(w: AnyWindow, blocking: Matcher): void {
  const fetch = w.fetch;
  // The platform's own reading of a Request's address, past any getter a subclass adds.
  const requestUrl = Object.getOwnPropertyDescriptor(proto(w, 'Request') ?? {}, 'url')?.get;
  const refuse = (url: string) => new w.DOMException(`Refused by consent: ${url}`, 'SecurityError');
  if (fetch) {
    w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      let url: string;
      try {
        url = requestUrl!.call(input) as string;
      } catch {
        input = url = String(input);
      }
      return blocking(url, 'fetch') ? Promise.reject(new TypeError('Failed to fetch')) : fetch.call(this ?? w, input, init);
    } as typeof fetch;
  }
  wrap(
    proto(w, 'Navigator'),
    'sendBeacon',
    (original) =>
      function (this: Navigator, url: string | URL, data?: BodyInit | null) {
        const address = String(url);
        return !blocking(address, 'fetch') && original.call(this, address, data);
      },
  );
  const refused = new WeakSet<XMLHttpRequest>();
  wrap(
    proto(w, 'XMLHttpRequest'),
    'open',
    (original) =>
      function (this: XMLHttpRequest, ...args: [string, string | URL]) {
        args[1] = String(args[1]);
        if (blocking(args[1], 'fetch')) refused.add(this);
        else refused.delete(this);
        return original.apply(this, args);
      },
  );
  wrap(
    proto(w, 'XMLHttpRequest'),
    'send',
    (original) =>
      function (this: XMLHttpRequest, body?: unknown) {
        if (!refused.has(this)) return original.call(this, body);
        // As if the network failed: the request never leaves.
        queueMicrotask(() => {
          this.dispatchEvent(new w.ProgressEvent('error'));
          this.dispatchEvent(new w.ProgressEvent('loadend'));
        });
      },
  );
  // Constructors that open a connection or load a script at once: a Proxy keeps their prototype,
  // constants and `instanceof`, and sees the address before the platform does.
  for (const name of ['WebSocket', 'EventSource', 'Worker', 'SharedWorker'] as const) {
    const Original = w[name] as unknown as (new (...args: unknown[]) => object) | undefined;
    if (!Original) continue;
    (w as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args: unknown[], newTarget) {
        const url = (args[0] = String(args[0]));
        // A worker runs code: without a config it is held like a script page code adds.
        if (blocking(url, name.endsWith('Worker') ? 'SCRIPT' : 'fetch')) throw refuse(url);
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
  }
  wrap(
    proto(w, 'ServiceWorkerContainer'),
    'register',
    (original) =>
      function (this: ServiceWorkerContainer, url: string | URL, options?: RegistrationOptions) {
        const address = String(url);
        return blocking(address, 'SCRIPT') ? Promise.reject(refuse(address)) : original.call(this, address, options);
      },
  );
}
