/**
 * Marker: the page builder's alert widget (`alert.default`). Its dismiss button
 * (`.elementor-alert-dismiss`) fades the widget out (400 ms, none under reduced motion) and hides
 * it. Focus, which was on the button, moves to the next thing a visitor can focus after the alert
 * rather than falling back to the top of the page.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';

export const FADE_MS = 400;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first focusable element after `element` in document order, outside it. */
export function focusAfter(element: Element): HTMLElement | null {
  for (const candidate of element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) return candidate;
  }
  return null;
}

export default class Alert extends Handler {
  connect(): void {
    const button = this.element.querySelector<HTMLElement>('.elementor-alert-dismiss');
    if (!button) return;
    this.listen(button, 'click', (event) => {
      event.preventDefault();
      const hadFocus = this.element.contains(this.element.ownerDocument.activeElement);
      const hide = () => {
        if (hadFocus) focusAfter(this.element)?.focus();
        this.element.hidden = true;
        this.element.style.display = 'none';
      };
      if (reducedMotion() || typeof this.element.animate !== 'function') hide();
      else this.element.animate([{ opacity: 1 }, { opacity: 0 }], { duration: FADE_MS, easing: 'linear' }).onfinish = hide;
    });
  }
}
