/**
 * The custom video player's rules, pure so each boundary is unit-tested: times as
 * mm:ss, a seek position clamped to 0–1, arrow-key steps, and which key does what.
 */

/** While a video plays its position is read this often. */
export const POLL_MS = 350;

/** How far ← and → move. */
export const STEP_SECONDS = 5;

/** Seconds as mm:ss (minutes are not wrapped into hours: an hour is 60:00). Unknown or negative → 00:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** A seek position is a fraction of the video, clamped to 0–1 (not a number → 0). */
export function clampFraction(fraction: number): number {
  if (Number.isNaN(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

/** The time a fraction of the video stands for (0 while the duration is unknown). */
export function timeAt(fraction: number, duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? clampFraction(fraction) * duration : 0;
}

/** The fraction played so far (0 while the duration is unknown). */
export function fractionOf(current: number, duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? clampFraction(current / duration) : 0;
}

export type PlayerAction = 'toggle' | 'mute' | 'fullscreen' | 'captions' | 'back' | 'forward';

/**
 * The player's keys, as video sites have them: Space or K plays and pauses, M mutes, F goes full
 * screen, C shows captions, ← and → move five seconds. Modified keys are the browser's.
 */
export function keyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): PlayerAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key.toLowerCase()) {
    case ' ':
    case 'k':
      return 'toggle';
    case 'm':
      return 'mute';
    case 'f':
      return 'fullscreen';
    case 'c':
      return 'captions';
    case 'arrowleft':
      return 'back';
    case 'arrowright':
      return 'forward';
    default:
      return null;
  }
}
