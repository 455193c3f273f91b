/** The Pro gallery's layout decisions, as pure functions of its settings and markup. */

export type GalleryLayout = 'grid' | 'justified' | 'masonry';

/** The widget's `gallery_layout`; grid for anything else, as the page builder's default. */
export function layoutOf(value: unknown): GalleryLayout {
  return value === 'justified' || value === 'masonry' ? value : 'grid';
}

/**
 * Whether an item shows under a filter tab: every item under "all"; otherwise an item whose
 * `data-e-gallery-tags` (the indexes of the galleries it is in, `0,2`) names the tab's index.
 */
export function shows(tags: string | undefined, index: string): boolean {
  if (index === 'all') return true;
  return (tags ?? '').split(',').some((tag) => tag.trim() === index);
}

/** An image's proportions from its `data-width`/`data-height`, for the layouts' variables; null when unknown. */
export function proportions(width: unknown, height: unknown): { aspect: string; ratio: string } | null {
  const w = Number(width);
  const h = Number(height);
  if (!(w > 0) || !(h > 0)) return null;
  const round = (n: number) => String(Math.round(n * 10000) / 10000);
  return { aspect: round(w / h), ratio: `${round((h / w) * 100)}%` };
}

/** `url("…")` for a background image, or null for an address that is not http(s). */
export function background(src: string | null): string | null {
  return src ? `url(${JSON.stringify(src)})` : null;
}

export interface Row {
  /** How many items the row holds. */
  count: number;
  /** Its height in px: every image in it at this height fills the width exactly (the last row: the ideal height). */
  height: number;
}

/**
 * Justified rows: items of these proportions (width / height) in rows as wide as `width`, `gap`
 * apart, the way the page builder's rows come out. Items are measured at the `ideal` height (an
 * image wider than the row at most as wide as the row); one that overflows the row joins it if at
 * least half of it fits, else it starts the next row; each row is then scaled to the width. The
 * last row is scaled too when it fills at least 70 % of the width, else it keeps the ideal height.
 */
export const LAST_ROW_FILL = 0.7;

export function justify(aspects: number[], width: number, ideal: number, gap: number): Row[] {
  const rows: Row[] = [];
  if (!(width > 0) || !(ideal > 0)) return rows;
  let count = 0;
  let sum = 0;
  let laid = 0; // the row's width at the ideal height, without its gaps
  const scaled = () => (width - gap * (count - 1)) / sum;
  const close = (height: number) => {
    rows.push({ count, height });
    count = 0;
    sum = 0;
    laid = 0;
  };
  for (const aspect of aspects) {
    const a = aspect > 0 ? aspect : 1;
    const own = Math.min(a * ideal, width);
    if (count > 0 && laid + own > width && width - laid < laid + own - width) close(scaled());
    count += 1;
    sum += a;
    laid += own;
  }
  if (count > 0) close(laid >= width * LAST_ROW_FILL ? scaled() : Math.min(ideal, scaled()));
  return rows;
}
