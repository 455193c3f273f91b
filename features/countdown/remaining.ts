/** What is left until a deadline, in the parts a countdown shows. */

export interface Remaining {
  /** Milliseconds left; 0 or less once the deadline has passed. */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The whole days, hours, minutes and seconds left until `deadline` (all 0 once it has passed). */
export function remaining(deadline: number, now: number): Remaining {
  const total = deadline - now;
  if (total <= 0) return { total, days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    total,
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/** Two digits at least, as the page builder shows them (7 → "07", 120 → "120"). */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');
