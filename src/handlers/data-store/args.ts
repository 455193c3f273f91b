/** A store button's `data-args` (SPEC §3 "Store entry and button arguments"), read defensively. */
export interface StoreArgs {
  store: { slug: string; type: string; is_front: boolean; size: number; on_view?: boolean };
  post_id: number;
  label: string;
  added_label: string;
  icon: string;
  added_icon: string;
  added_url: string;
  popup: string;
  isJetEngine: boolean;
  action_after_added: 'remove_from_store' | 'hide';
  remove_from_listing: boolean;
  synch_id: string;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown): boolean => value === true || value === 'true' || value === 'yes' || value === 1;

export function readArgs(element: Element): StoreArgs {
  const raw = JSON.parse(element.getAttribute('data-args') || '{}') as Record<string, any>;
  const store = (raw.store ?? {}) as Record<string, unknown>;
  const slug = text(store.slug) || text(element.getAttribute('data-store'));
  const postId = Number(raw.post_id ?? element.getAttribute('data-post'));
  if (!slug) throw new TypeError('data-store: data-args.store.slug is missing.');
  if (!Number.isInteger(postId) || postId <= 0) throw new TypeError('data-store: data-args.post_id must be a positive integer.');
  return {
    store: { slug, type: text(store.type, 'local-storage'), is_front: flag(store.is_front), size: Math.max(0, Number(store.size) || 0), on_view: flag(store.on_view) },
    post_id: postId,
    label: text(raw.label),
    added_label: text(raw.added_label),
    icon: text(raw.icon),
    added_icon: text(raw.added_icon),
    added_url: text(raw.added_url),
    popup: text(raw.popup),
    isJetEngine: flag(raw.isJetEngine),
    action_after_added: raw.action_after_added === 'hide' ? 'hide' : 'remove_from_store',
    remove_from_listing: flag(raw.remove_from_listing),
    synch_id: text(raw.synch_id),
  };
}

/** Listing ids to refresh, separated by spaces or commas. */
export function syncIds(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}
