/** Months as the calendar's `data-month` writes them: English "November 2026", locale-independent. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function parseMonth(value: string): { year: number; month: number } | null {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[1]!.toLowerCase());
  return month === -1 ? null : { year: Number(match[2]), month };
}

export function formatMonth(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month, 1));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The months before and after `value`. */
export function neighbours(value: string): string[] {
  const parsed = parseMonth(value);
  if (!parsed) return [];
  return [formatMonth(parsed.year, parsed.month - 1), formatMonth(parsed.year, parsed.month + 1)];
}

/**
 * The settings a month request carries: the calendar's own, with `prev_month` (SPEC §3) set to the
 * month the visitor is leaving, as the listing plugin's calendar sends it, so its server can tell
 * a step back from a step forward. A `prev_month` that is not a month is dropped, never sent on.
 */
export function requestSettings<T extends Record<string, unknown>>(settings: T, leaving: string | undefined): T & { prev_month?: string } {
  const { prev_month: _stale, ...rest } = settings;
  const from = parseMonth(leaving ?? '');
  return from ? ({ ...rest, prev_month: formatMonth(from.year, from.month) } as T & { prev_month: string }) : (rest as T);
}
