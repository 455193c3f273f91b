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
