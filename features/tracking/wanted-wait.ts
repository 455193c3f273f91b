/**
 * Tracking's wait, in a small chunk of its own that the runtime loads on a page with the tracking
 * marker (./wanted.ts), so every other page's runtime carries none of it. At idle (or once the
 * first interaction has been answered, if sooner) when a tracking category is allowed already or
 * the address carries attribution to keep (./params.ts: the `utm_*` fields, `gclid`, `fbclid`,
 * `aff`, `aff_id`). Otherwise it waits for what can produce an event: the visitor's first
 * interaction (a form, a vote, a click to a marketplace link all begin with one; the chunk comes
 * once that interaction has been answered, not in its frame), consent allowing a category, or a
 * tracked bus event (`kept`, which ./wanted.ts keeps from the start for the chunk to take over).
 * `tracked`: whether a tracking category is allowed now (./wanted.ts, which the runtime holds).
 */
import { idle } from '../../src/runtime/timers';
import { afterFirstInteraction, settle } from '../../src/runtime/yield';
import { carriesAttribution } from './params';

export const whenWanted = (signal: AbortSignal, kept: Promise<void>, tracked: () => boolean): Promise<void> =>
  settle(signal, (done, settled) => {
    void afterFirstInteraction(settled).then(done);
    if (tracked() || carriesAttribution(location.search)) return void idle(done, settled);
    void kept.then(done);
    const stop = window.colophonConsent?.subscribe(() => tracked() && done());
    if (stop) settled.addEventListener('abort', stop, { once: true });
  });
