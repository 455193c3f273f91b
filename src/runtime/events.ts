/**
 * Every hook and event Colophon fires, with its payload: the one typed list the runtime, the
 * handler chunks and a site's own code talk over. `dispatch(name, payload)` runs the hooks action
 * `name` on `window.colophon.hooks` with the payload and, where the routes below say so, also fires
 * the page builder's or listing plugin's own window event (payload as `detail`) and pushes a
 * data-layer event. A site's callback that throws is logged and never breaks the widget.
 *
 * @example
 * window.colophon.hooks.addAction('colophon.likeDislike.voted', 'my-theme/analytics', ({ postId, type }) => {…});
 * window.colophon.hooks.addAction('colophon.error', 'my-theme/errors', ({ error, source }) => tracker.capture(error, { source }));
 */
import type { Hooks } from './hooks';

/** The link actions a page can carry (the link-actions feature allows these and nothing else). */
export type ActionName = 'lightbox' | 'reload-page' | 'popup:open' | 'popup:close' | 'off_canvas:open' | 'off_canvas:close' | 'off_canvas:toggle';

/** A category's state in the visitor's consent: not chosen yet, allowed, refused. */
export type CategoryValue = '' | 'yes' | 'no';

/** The visitor's consent as `window.colophonConsent.get()` gives it. */
export interface ConsentSnapshot {
  consentId: string;
  /** The visitor chose (or Global Privacy Control chose for them): no banner needed. */
  decided: boolean;
  /** Global Privacy Control opted this visitor out (opt-out law, when the site honours it). */
  gpc: boolean;
  domainOk: boolean;
  categories: Record<string, CategoryValue>;
}

export interface ColophonError {
  error: unknown;
  /** The handler id (or subsystem) that failed. */
  source: string;
  /** What it was doing: "connect", "reading settings", "loading chunk", … */
  phase: string;
  element?: Element;
}

export interface LinkActionEvent {
  action: ActionName;
  /** Data only, never HTML (base64 JSON or the listing plugin's query pairs). */
  settings: Record<string, unknown>;
  /** The link (or element) that carries the action. */
  link: HTMLElement;
}

export interface PopupEvent {
  id: string;
  instance: unknown;
  /** The listing item a store button opened the popup for (its `isJetEngine` argument), for the popup's dynamic content. */
  postId?: number;
}

export interface VoteEvent {
  postId: number;
  type: 'like' | 'dislike';
  counts: { like: number; dislike: number };
}

export interface StoreChange {
  slug: string;
  postId: number;
  inStore: boolean;
  /** The store's size after the change, when known. */
  count?: number;
}

export interface ConsentChange extends ConsentSnapshot {
  /** Category slugs now allowed and refused (the incumbent banner's event detail). */
  accepted: string[];
  rejected: string[];
}

export interface ColophonEvents {
  /**
   * The first scan of the page is done: every handler on it has connected (or failed), except those
   * that wait for the visitor (below the fold, consent, tracking: `lazy` modes in markers.json).
   */
  'colophon.ready': void;
  /** A handler failed; the console says so too. Forward it to an error tracker. */
  'colophon.error': ColophonError;
  /** A link action ran (`#elementor-action…`, `#jet-engine-action…`); popups and the lightbox act on it. */
  'colophon.linkAction': LinkActionEvent;
  /** A popup opened (also window `elementor/popup/show`). */
  'colophon.popup.show': PopupEvent;
  /** A popup closed (also window `elementor/popup/hide`). */
  'colophon.popup.hide': PopupEvent;
  /** A vote was saved (the tracking chunk sends it on as `post_like` / `post_dislike`). */
  'colophon.likeDislike.voted': VoteEvent;
  /** A marketplace waitlist application was sent (tracked as `submit_application`, pixel `Lead` and `SubmitApplication`). */
  'colophon.waitlist.submitted': { email?: string };
  /** The page builder's form was stored by its endpoint (features/form); tracked once as the `elementorforms` source. */
  'colophon.form.sent': { form: HTMLFormElement; source: 'elementorforms' };
  /**
   * Any event to track: pushed to the data layer and sent to analytics under `event` (each as its
   * consent allows), and to the ad pixel as `pixel` when given. Needs the tracking chunk on the page.
   */
  'colophon.track': { event: string; properties?: Record<string, unknown>; pixel?: string };
  /** A post went into or out of a data store (also window `jet-engine-data-stores-on-add` / `-on-remove`). */
  'colophon.store.changed': StoreChange;
  /** Listings to refresh, by element id or data-id (a synced store changed). */
  'colophon.listing.refresh': { ids: string[] };
  /** A listing was replaced by a fresh one (lazy load, store change). */
  'colophon.listing.loaded': { grid: HTMLElement };
  /** A listing appended its next page. */
  'colophon.listing.loadedMore': { grid: HTMLElement; added: Element[] };
  /** The visitor's consent changed (also window `colophon:consent` and `cookieyes_consent_update`). */
  'colophon.consent.changed': ConsentChange;
  /** A sticky element stuck (also the element's own `sticky:stick` event). */
  'colophon.sticky.stick': { element: HTMLElement };
  /** A sticky element went back into the flow (also the element's own `sticky:unstick` event). */
  'colophon.sticky.unstick': { element: HTMLElement };
  /** The consent type is set (also document `wp_consent_type_defined`, for the WP Consent API). */
  'colophon.consent.type': { type: 'optin' | 'optout' };
}

export interface ColophonFilters {
  /** The listing plugin's ajax payload, before it is sent; the listing element is the context. */
  'colophon.listing.request': [value: { payload: Record<string, unknown> }, element: HTMLElement];
}

export type EventName = keyof ColophonEvents;
export type FilterName = keyof ColophonFilters;
export type Payload<K extends EventName> = ColophonEvents[K];
export type Dispatch = <K extends EventName>(name: K, ...payload: Payload<K> extends void ? [] : [Payload<K>]) => void;

interface Route<P> {
  /** Window event(s) fired with the payload as `detail`. */
  window?: string[] | ((payload: P) => string[]);
  /** Document event fired with the payload as `detail`. */
  document?: string;
}

const routes: { [K in EventName]?: Route<Payload<K>> } = {
  'colophon.popup.show': { window: ['elementor/popup/show'] },
  'colophon.popup.hide': { window: ['elementor/popup/hide'] },
  'colophon.store.changed': { window: ({ inStore }) => [`jet-engine-data-stores-on-${inStore ? 'add' : 'remove'}`] },
  'colophon.consent.changed': { window: ['colophon:consent', 'cookieyes_consent_update'] },
  'colophon.consent.type': { document: 'wp_consent_type_defined' },
};

export function createDispatch(hooks: Hooks): Dispatch {
  return (name, ...[payload]) => {
    try {
      hooks.doAction(name, payload);
    } catch (error) {
      console.error(`[colophon] a ${name} callback failed.`, error);
    }
    const route = routes[name] as Route<typeof payload> | undefined;
    if (!route) return;
    const names = typeof route.window === 'function' ? route.window(payload) : (route.window ?? []);
    for (const each of names) window.dispatchEvent(new CustomEvent(each, { detail: payload }));
    if (route.document) document.dispatchEvent(new CustomEvent(route.document, { detail: payload }));
  };
}
