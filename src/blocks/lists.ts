/** What the screens' editable lists share (rows of fields moved up and down). */

/** Moves the item at `from` by `by` places (within the list). */
export function moved<T>(list: T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
