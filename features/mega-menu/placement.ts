/**
 * Where an open mega menu's content goes (../index.ts), as pure arithmetic on measured boxes:
 * content "fit to content" sits under its title (start, centre or end) but never past either
 * edge of the page; full-width content spans the page from its left edge, whatever the menu's
 * place in the layout; and content that does not fit below the menu but fits above opens upward.
 */

/** A box's horizontal extent, in viewport pixels. */
export interface Span {
  left: number;
  right: number;
}

export type Align = 'left' | 'center' | 'right';

/**
 * The offset of fit-to-content content from the page's start edge (left, or right in RTL), in
 * pixels: aligned with its title as `align` says, pulled back inside a page `page` wide.
 */
export function fitOffset(align: Align, width: number, title: Span, page: number, rtl = false): number {
  // In RTL every measure runs from the right edge, and left and right swap.
  const start = rtl ? page - title.right : title.left;
  const end = rtl ? page - title.left : title.right;
  const side = rtl ? ({ left: 'right', right: 'left', center: 'center' } as const)[align] : align;
  let offset: number;
  if (side === 'left') offset = start;
  else if (side === 'right') offset = end - width;
  else offset = (start + end) / 2 - width / 2;
  return Math.max(0, Math.min(offset, page - width));
}

/**
 * The CSS variables that stretch an element `box` to the page's full width (`page` wide, the page
 * scrolled `scrollX`): its width, and how far its start edge moves to reach the page's.
 */
export function stretch(box: Span, page: number, scrollX: number, rtl = false): Record<string, string> {
  const width = `${page}px`;
  return rtl
    ? { '--stretch-width': width, '--stretch-right': `${-(page - box.right - scrollX)}px` }
    : { '--stretch-width': width, '--stretch-left': `${-(box.left + scrollX)}px` };
}

/**
 * Whether content `height` tall, whose top is at `top` in a viewport `viewport` tall under a menu
 * row `heading` tall, should open upward: it overflows below and has room above.
 */
export function opensAbove(top: number, height: number, viewport: number, heading: number): boolean {
  return height < top - heading && viewport - top < height;
}
