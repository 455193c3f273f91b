/**
 * Typed errors for programming mistakes (SPEC §8) and one reporter for runtime failures.
 * Handlers throw these; the registry catches, reports with context, and carries on.
 */

export class MissingArgumentError extends Error {
  override name = 'MissingArgumentError';
  constructor(readonly argument: string) {
    super(`The argument \`${argument}\` is required.`);
  }
}

export class InvalidTypeError extends Error {
  override name = 'InvalidTypeError';
  constructor(readonly argument: string, readonly expected: string) {
    super(`The argument \`${argument}\` must be of type ${expected}.`);
  }
}

export class InvalidInstanceError extends Error {
  override name = 'InvalidInstanceError';
  constructor(readonly argument: string, readonly expected: string) {
    super(`The argument \`${argument}\` must be an instance of ${expected}.`);
  }
}

export class NotImplementedError extends Error {
  override name = 'NotImplementedError';
  constructor(readonly method: string) {
    super(`The method \`${method}\` should be implemented in a subclass.`);
  }
}

/** Throws MissingArgumentError when `value` is undefined or null. */
export function required<T>(value: T | null | undefined, argument: string): T {
  if (value === undefined || value === null) throw new MissingArgumentError(argument);
  return value;
}

/** Throws InvalidTypeError unless `typeof value === expected`. */
export function expectType(value: unknown, expected: 'string' | 'number' | 'boolean' | 'function' | 'object', argument: string): void {
  if (typeof value !== expected || value === null) throw new InvalidTypeError(argument, expected);
}

/** Throws InvalidInstanceError unless `value instanceof ctor`. */
export function expectInstance<T>(value: unknown, ctor: abstract new (...args: never[]) => T, argument: string): asserts value is T {
  if (!(value instanceof ctor)) throw new InvalidInstanceError(argument, ctor.name || 'the expected class');
}

export interface ErrorContext {
  /** Handler id or subsystem. */
  source: string;
  /** What was being done: "connect", "disconnect", "loading chunk", … */
  phase: string;
  element?: Element;
}

type Reporter = (error: unknown, context: ErrorContext) => void;

let reporter: Reporter = (error, context) => {
  console.error(`[colophon] ${context.source}: ${context.phase} failed.`, error, context.element ?? '');
};

/** Reports a failure without throwing. Swappable for tests and for error trackers. */
export function report(error: unknown, context: ErrorContext): void {
  try {
    reporter(error, context);
  } catch {
    // A broken reporter must never break the page.
  }
}

export function setReporter(next: Reporter): Reporter {
  const previous = reporter;
  reporter = next;
  return previous;
}
