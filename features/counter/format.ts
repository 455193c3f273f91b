/**
 * The counter's numbers as the page builder shows them: as many decimals as the end value has,
 * thousands grouped with the widget's delimiter (none when it has none), eased with a swing curve.
 */
export interface CounterData {
  from: number;
  to: number;
  /** Decimal places, taken from how the end value is written ("12.50" → 2). */
  decimals: number;
  delimiter: string;
  duration: number;
}

/** Reads the counter span's data attributes; null when the end value is not a number. */
export function readCounter(dataset: DOMStringMap): CounterData | null {
  const toText = (dataset.toValue ?? '').trim();
  const to = Number(toText);
  if (toText === '' || !Number.isFinite(to)) return null;
  const from = Number(dataset.fromValue ?? 0);
  const duration = Number(dataset.duration ?? 2000);
  return {
    from: Number.isFinite(from) ? from : 0,
    to,
    decimals: /\.(\d+)$/.exec(toText)?.[1]?.length ?? 0,
    delimiter: dataset.delimiter ?? '',
    duration: Number.isFinite(duration) && duration >= 0 ? duration : 2000,
  };
}

export function formatCount(value: number, decimals: number, delimiter: string): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = delimiter ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (fraction ? `.${fraction}` : '');
}

/** The value shown `elapsed` ms into the count (swing easing: slow, fast, slow). */
export function countAt(data: CounterData, elapsed: number): number {
  if (data.duration <= 0 || elapsed >= data.duration) return data.to;
  const p = Math.max(0, elapsed) / data.duration;
  const eased = 0.5 - Math.cos(p * Math.PI) / 2;
  return data.from + (data.to - data.from) * eased;
}

/** The progress bar's target width in percent, from `data-max` (kept within 0–100). */
export function progressWidth(max: string | undefined): number {
  const n = Number(max);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}
