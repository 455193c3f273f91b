/**
 * The like/dislike control. While a vote is pending both buttons are disabled and the clicked one
 * shows a loader instead of its icon and count; afterwards the counts, and which of the two is this
 * visitor's vote (one per post, changeable), come from the server. On failure the previous counts
 * stay, the buttons come back and a short message says what happened.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { ThumbIcon } from './icons';
import type { VoteResult } from './api';
import { VOTE_TYPES, type Counts, type Labels, type VoteType } from './types';

export interface LikeDislikeProps {
  initial: Counts;
  /** The counts and this visitor's vote as the server has them now (they arrive after the page). */
  known?: VoteResult | undefined;
  labels: Labels;
  /** Sends a vote; resolves with the counts and the vote this visitor now has. */
  vote(type: VoteType): Promise<VoteResult>;
  /** Turns a failure into the sentence shown to the visitor. */
  describeError(error: unknown): string;
}

export function LikeDislike({ initial, known, labels, vote, describeError }: LikeDislikeProps) {
  const [counts, setCounts] = useState(initial);
  const [pending, setPending] = useState<VoteType | null>(null);
  const [chosen, setChosen] = useState<VoteType | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });

  // Once this visitor votes, the vote's answer is newer than anything asked for at page load.
  const voted = useRef(false);
  // A layout effect: the figures change before the next paint, not a frame later.
  useLayoutEffect(() => {
    if (!known || voted.current) return;
    setCounts(known.counts);
    setChosen(known.vote);
  }, [known]);

  const buttons = useRef<Partial<Record<VoteType, HTMLButtonElement | null>>>({});

  async function onClick(type: VoteType) {
    if (pending) return;
    // A disabled button drops keyboard focus; give it back afterwards so keyboard users keep their place.
    const hadFocus = document.activeElement === buttons.current[type];
    voted.current = true;
    setPending(type);
    setStatus({ text: labels.saving, error: false });
    try {
      const result = await vote(type);
      setCounts(result.counts);
      setChosen(result.vote);
      setStatus({ text: labels.saved, error: false });
    } catch (error) {
      setStatus({ text: describeError(error), error: true });
    } finally {
      setPending(null);
      if (hadFocus) requestAnimationFrame(() => buttons.current[type]?.focus());
    }
  }

  return (
    <div class="colophon-like-dislike__inner" aria-busy={pending !== null}>
      {VOTE_TYPES.map((type) => (
        <button
          key={type}
          ref={(node: HTMLButtonElement | null) => {
            buttons.current[type] = node;
          }}
          type="button"
          class={`colophon-like-dislike__button colophon-like-dislike__button--${type}`}
          data-type={type}
          disabled={pending !== null}
          aria-pressed={chosen === type}
          onClick={() => void onClick(type)}
        >
          {pending === type ? (
            <span class="colophon-like-dislike__loader" aria-hidden="true" />
          ) : (
            <>
              <ThumbIcon type={type} />
              <span class="colophon-like-dislike__count">{counts[type]}</span>
            </>
          )}
          <span class="colophon-screen-reader-text">{labels[type]}</span>
        </button>
      ))}
      <p class={`colophon-like-dislike__status${status.error ? ' is-error' : ''}`} role={status.error ? 'alert' : 'status'} aria-live="polite">
        {status.text}
      </p>
    </div>
  );
}
