/**
 * The listing plugin's ajax endpoint: POST form data with
 * `action=jet_engine_ajax` and a `handler`, or the calendar's own action, answered `{success, data}`. `success: false` becomes a
 * ListingError carrying the server's message (or none); transport problems stay RequestErrors.
 */
import type { ColophonConfig } from '../runtime/config';
import type { RuntimeServices } from '../runtime/handler';
import { request, RequestError, serverMessage } from '../runtime/request';
import { formEncode } from './form-encode';

export interface ListingAnswer {
  html?: string;
  content?: string;
  fragments?: Record<string, string>;
  scripts?: Record<string, string>;
  styles?: Record<string, string>;
  filters_data?: unknown;
  indexer_data?: unknown;
}

export class ListingError extends Error {
  override name = 'ListingError';
}

/** The listing plugin's calendar month action: `action` at admin-ajax, `jet_engine_action` at its page address. */
export const CALENDAR_ACTION = 'jet_engine_calendar_get_month';

/**
 * `handler` is a `jet_engine_ajax` handler (`listing_load_more`, `get_listing`) or CALENDAR_ACTION.
 * Sent to the listing plugin's own address when it runs (`urls.listing`), else to admin-ajax.
 */
export async function listingRequest(
  urls: ColophonConfig['urls'],
  handler: string,
  payload: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ListingAnswer> {
  const fields = handler === CALENDAR_ACTION ? { action: handler, jet_engine_action: handler } : { action: 'jet_engine_ajax', handler };
  let answer: { success?: boolean; data?: ListingAnswer };
  try {
    answer = await request(urls.listing ?? urls.ajax, { method: 'POST', body: formEncode({ ...fields, ...payload }), signal });
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'http' && serverMessage(error.body)) throw new ListingError(serverMessage(error.body));
    throw error;
  }
  if (!answer || answer.success !== true || !answer.data) throw new ListingError(serverMessage(answer));
  return answer.data;
}

/** Parses server HTML into nodes (scripts inside stay inert, as with innerHTML). */
export function htmlNodes(html: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes];
}

/** Replaces each `selector` target with its fragment (counters, per-post counts). */
export function applyFragments(fragments: Record<string, string> | undefined): Element[] {
  const replaced: Element[] = [];
  for (const [selector, html] of Object.entries(fragments ?? {})) {
    let targets: NodeListOf<Element>;
    try {
      targets = document.querySelectorAll(selector);
    } catch {
      continue; // a selector the browser cannot read: skip it, keep the rest
    }
    for (const target of targets) {
      const [node] = htmlNodes(html).filter((each) => each instanceof Element) as Element[];
      if (!node) continue;
      target.replaceWith(node);
      replaced.push(node);
    }
  }
  return replaced;
}

/** Adds the scripts and stylesheets the new markup needs, once per handle (`{handle: url}`). */
export function loadAssets(
  runtime: Pick<RuntimeServices, 'stylesheet'>,
  scripts: Record<string, string> | undefined,
  styles: Record<string, string> | undefined,
): Promise<unknown> {
  const waits: Promise<void>[] = [];
  for (const [handle, href] of Object.entries(styles ?? {})) {
    if (typeof href === 'string') waits.push(runtime.stylesheet(href, `${handle}-css`));
  }
  for (const [handle, src] of Object.entries(scripts ?? {})) {
    const id = `${handle}-js`;
    if (document.getElementById(id) || typeof src !== 'string') continue;
    const script = Object.assign(document.createElement('script'), { id, src, async: false });
    waits.push(
      new Promise((resolve) => {
        script.onload = script.onerror = () => resolve();
      }),
    );
    document.head.append(script);
  }
  return Promise.all(waits);
}
