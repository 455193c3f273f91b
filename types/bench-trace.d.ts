// The bench's CommonJS reader of a performance trace (bench/trace.js), as the tests use it.
declare module '*/bench/trace.js' {
  export interface LongTask {
    ms: number;
    url: string;
    scriptMs: number;
    ourMs: number;
  }
  export const OURS: string;
  export function longTasksOf(trace: { traceEvents?: unknown[] }, needle?: string): LongTask[];
  export function scriptTime(trace: { traceEvents?: unknown[] }, needle: string | RegExp): number;
}
