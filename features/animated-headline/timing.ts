/**
 * The rotation's timings, all from the widget's `rotate_iteration_delay` (ms a word stays, 2500 by
 * default), in the proportions the page builder's own effects use, so a page looks as its author
 * saw it in the editor.
 */
export interface Timing {
  /** How long a word stays. */
  stay: number;
  /** Between two letters of a letter effect. */
  letter: number;
  /** Between two typed letters. */
  typed: number;
  /** How long the typed word shows selected before it goes. */
  selected: number;
  /** The clip's closing or opening. */
  reveal: number;
  /** How long a clipped word stays open. */
  revealed: number;
}

export function timing(iterationDelay: unknown): Timing {
  const given = Number(iterationDelay);
  const stay = given > 0 ? given : 2500;
  return { stay, letter: stay * 0.02, typed: stay * 0.06, selected: stay * 0.2, reveal: stay * 0.24, revealed: stay * 0.6 };
}

/** Effects that move letter by letter (each word split into letters). */
export const LETTER_EFFECTS = ['typing', 'swirl', 'blinds', 'wave'];
