/**
 * Presses of a form's submit button (the pixel's `ClickButton {content: 'SubmitClick'}`). Only
 * real submit buttons of a form count (not `type="button"`, not links); a double click, or a
 * second press while the first is in flight, counts once per form in REPEAT_MS.
 */
import { repeatGuard } from './form-sources';

const SUBMITTERS = 'button, input[type="submit" i], input[type="image" i]';

export function submitButton(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  const button = target instanceof Element ? target.closest<HTMLButtonElement | HTMLInputElement>(SUBMITTERS) : null;
  if (!button || button.disabled || !button.form) return null;
  return button.type === 'submit' || button.type === 'image' ? button : null;
}

export function watchSubmitClicks(
  report: (button: HTMLButtonElement | HTMLInputElement) => void,
  signal: AbortSignal,
  doc: Document = document,
  now: () => number = Date.now,
): void {
  const fresh = repeatGuard(now);
  doc.addEventListener(
    'click',
    (event) => {
      const button = submitButton(event.target);
      if (button && fresh(button.form!)) report(button);
    },
    { signal, capture: true },
  );
}
