/**
 * One feature's teardown case (tests/unit/teardown.test.ts): mount its markup, use it, check that it
 * had something running, remove it, and nothing may be left. A feature keeps its own case in
 * `features/<id>/test/teardown.case.ts` (default export); older ones are in the central test.
 */
import type { ColophonConfig } from '../../../src/runtime/config';
import { consentApi } from './consent';
import type { fakeMatchMedia } from './fakes';

export interface Case {
  html: string;
  /** What to remove (default `#root`). */
  root?: string;
  config?: Partial<ColophonConfig>;
  /** Before mounting (globals the handler needs). */
  setup?(): void;
  /** After mounting: use the widget so it has something running. */
  use?(): void | Promise<void>;
  /** A (p)react component: let its own effect scheduling (a frame, or 100 ms) settle before the element goes. */
  component?: boolean;
  /** Proof that the handler had something live before its element went (a case that checks nothing proves nothing). */
  live(state: { listeners: string[]; hooks: string[]; observers: number; fetches: number }): void;
  /** Extra checks after removal. */
  gone?(): void;
}

/** What the teardown test's fakes saw, for the cases to read (reset before each case). */
export const env = {
  /** The init of every fetch the page made. */
  fetches: [] as RequestInit[],
  /** Elements the fake IntersectionObserver was asked to observe. */
  observed: 0,
  /** The consent API's live subscribers, once `countingSubscribers()` counts them. */
  subscribers: () => 0,
  /** A case that fakes matchMedia puts its fake here. */
  media: null as unknown as ReturnType<typeof fakeMatchMedia>,
};

/** The consent API, counting its live subscribers (read with `env.subscribers()`). */
export function countingSubscribers(): void {
  const consent = consentApi();
  const subscribe = consent.subscribe;
  let count = 0;
  consent.subscribe = (listener) => {
    count++;
    const off = subscribe(listener);
    return () => {
      count--;
      return off();
    };
  };
  env.subscribers = () => count;
}
