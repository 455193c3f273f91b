/** The posts widget's layout decisions, as pure functions of what the page shows. */

/** The class the page builder's script puts on the container when the thumbnails have a ratio box. */
export const HAS_RATIO = 'elementor-has-item-ratio';
/** The class that makes a thumbnail's image fill the box's height (width overflows, centred). */
export const FIT_HEIGHT = 'elementor-fit-height';

/** The container of the widget's items: the posts widgets' or the loop grid's. */
export const CONTAINER = '.elementor-posts-container, .elementor-loop-container';
/** The widget's items in it: posts, or the loop grid's loop items. */
export const isItem = (element: Element): boolean => element.classList.contains('elementor-post') || element.classList.contains('e-loop-item');

/** The masonry setting's key: `{skin}_masonry` for the posts widgets; `masonry` for the loop grid, whose settings have no skin prefix. */
export function masonryKey(element: HTMLElement): string {
  return (element.dataset.widget_type ?? '').startsWith('loop-grid.') ? 'masonry' : `${skinOf(element)}_masonry`;
}

/** `posts.cards` → `cards`; the classic skin when the type names none. */
export function skinOf(element: HTMLElement): string {
  const skin = (element.dataset.widget_type ?? '').split('.')[1] ?? '';
  return /^[a-z_]+$/.test(skin) && skin !== 'default' ? skin : 'classic';
}

/**
 * Whether the widget has an item ratio: the page builder writes its ratio control into the
 * widget's `::after` content (`"0.66"`) exactly when it also gives the thumbnail its padding box.
 */
export function hasItemRatio(afterContent: string): boolean {
  return /\d/.test(afterContent);
}

/**
 * Whether an image fills its box by height: when it is flatter than the box, filling the width
 * would leave space above and below, so it takes the height and its sides are cropped instead.
 */
export function fitsHeight(image: { width: number; height: number }, box: { width: number; height: number }): boolean {
  if (!image.width || !image.height || !box.width || !box.height) return false;
  return image.height / image.width < box.height / box.width;
}
