/**
 * The decorative repeated-letter logo: how many copies of its letter fill the width, never more
 * than 100, never fewer than one.
 */
export const LETTER_LIMIT = 100;

export function letterCount(width: number, letterWidth: number, limit = LETTER_LIMIT): number {
  if (!(letterWidth > 0) || !Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.min(limit, Math.floor(width / letterWidth)));
}
