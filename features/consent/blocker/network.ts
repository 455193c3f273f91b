/** The network APIs: `fetch`, `XMLHttpRequest` and `navigator.sendBeacon` refuse blocked URLs as if the network failed. */
import type { Matcher } from '../providers';
import type { AnyWindow } from './inert';
import { proto, wrap } from './patcher';

export function patchNetwork(w: AnyWindow, blocking: Matcher): void {
  const fetch = w.fetch;
  if (fetch) {
    w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof (input as Request).url === 'string' ? (input as Request).url : String(input);
      return blocking(url, 'fetch') ? Promise.reject(new TypeError('Failed to fetch')) : fetch.call(this ?? w, input, init);
    } as typeof fetch;
  }
  wrap(
    proto(w, 'Navigator'),
    'sendBeacon',
    (original) =>
      function (this: Navigator, url: string | URL, data?: BodyInit | null) {
        return !blocking(String(url), 'fetch') && original.call(this, url, data);
      },
  );
  const refused = new WeakSet<XMLHttpRequest>();
  wrap(
    proto(w, 'XMLHttpRequest'),
    'open',
    (original) =>
      function (this: XMLHttpRequest, ...args: [string, string | URL]) {
        if (blocking(String(args[1]), 'fetch')) refused.add(this);
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
}
