/**
 * A store button's `data-args`, narrowed by the
 * registry's attribute reader. Colophon's buttons give labels as text; the listing plugin's own
 * (`.jet-data-store-link`) give labels and icons as HTML, and may ask to switch status (an
 * in-store button shows its added label and link, and a click never removes).
 */
import { labelText } from '../../src/kit/safe-icon';
import { safeUrl } from '../../src/kit/uri';

export interface StoreArgs {
  store: { slug: string; type: string; is_front: boolean; size: number; on_view?: boolean };
  post_id: number;
  label: string;
  added_label: string;
  /** The listing plugin's icons, as HTML (empty for Colophon's buttons, which print both icons). */
  icon: string;
  added_icon: string;
  added_url: string;
  popup: string;
  /** The popup shows this listing item (the listing plugin's listing popups): it opens with post_id. */
  isJetEngine: boolean;
  action_after_added: 'remove_from_store' | 'switch_status' | 'hide';
  remove_from_listing: boolean;
  synch_id: string;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown): boolean => value === true || value === 'true' || value === 'yes' || value === 1;

/**
 * The parsed `data-args` of a store button. The store slug may also come from `data-store`, the
 * post from `data-post`. Throws (completing "data-args …") when either is missing.
 */
export function readArgs(raw: Record<string, unknown>, element: Element): StoreArgs {
  const store = (raw.store && typeof raw.store === 'object' ? raw.store : {}) as Record<string, unknown>;
  const slug = text(store.slug) || text(element.getAttribute('data-store'));
  const postId = Number(raw.post_id ?? element.getAttribute('data-post'));
  if (!slug) throw new TypeError('has no store.slug (nor does the element have data-store)');
  if (!Number.isInteger(postId) || postId <= 0) throw new TypeError('needs post_id as a positive integer');
  return {
    store: {
      slug,
      type: text(store.type, 'local-storage'),
      is_front: flag(store.is_front),
      size: Math.max(0, Number(store.size) || 0),
      on_view: flag(store.on_view),
    },
    post_id: postId,
    label: labelText(text(raw.label)),
    added_label: labelText(text(raw.added_label)),
    icon: text(raw.icon),
    added_icon: text(raw.added_icon),
    // The link an in-store button becomes: http(s) only (never javascript: or data:).
    added_url: safeUrl(raw.added_url, location.href) ? text(raw.added_url) : '',
    popup: text(raw.popup),
    isJetEngine: flag(raw.isJetEngine),
    action_after_added: raw.action_after_added === 'hide' || raw.action_after_added === 'switch_status' ? raw.action_after_added : 'remove_from_store',
    remove_from_listing: flag(raw.remove_from_listing),
    synch_id: text(raw.synch_id),
  };
}

/** The popup:open settings of an in-store button: with isJetEngine, the listing item it is for. */
export function popupSettings(args: StoreArgs): Record<string, unknown> {
  return args.isJetEngine ? { id: args.popup, post_id: args.post_id } : { id: args.popup };
}

/** Listing ids to refresh, separated by spaces or commas. */
export function syncIds(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}
