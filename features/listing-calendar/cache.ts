/**
 * The calendar's month cache: at most `max` months (12 by default; the oldest entry goes first),
 * each kept for `timeout` seconds (0 or less: no expiry check). A cached month costs no request.
 */
export class MonthCache<T = string> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly max = 12,
    private readonly timeout = 0,
    private readonly now: () => number = Date.now,
  ) {}

  get(month: string): T | undefined {
    const entry = this.entries.get(month);
    if (!entry) return undefined;
    if (this.timeout > 0 && this.now() - entry.at >= this.timeout * 1000) {
      this.entries.delete(month);
      return undefined;
    }
    return entry.value;
  }

  has(month: string): boolean {
    return this.get(month) !== undefined;
  }

  set(month: string, value: T): void {
    this.entries.delete(month); // re-adding makes it the newest
    this.entries.set(month, { value, at: this.now() });
    while (this.entries.size > Math.max(1, this.max)) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
