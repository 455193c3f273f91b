/**
 * Whether a price as typed can be shown: empty (no price for that period) or a number such as
 * 19, 19.9 or 19.99 — the same rule as render.php's is_numeric(), without exponents or signs.
 */
export function priceProblem(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && !/^\d+(?:\.\d+)?$/.test(trimmed);
}
