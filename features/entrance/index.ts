/**
 * Marker: `.elementor-invisible` or settings with `_animation` / `animation` (the page builder's
 * entrance animations). Content is never hidden before this runs, so it reads fine with JavaScript
 * off or failing, and nothing already in view is hidden or animated (no LCP delay): on the first
 * observation an element in view is simply shown. One below the fold is hidden (a class only this
 * handler sets) until it enters the viewport, then shown with `animated` + its animation class
 * after its delay. Under `prefers-reduced-motion: reduce` everything is shown at once, unanimated.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { entrance } from './animation';

const WAITING = 'colophon-entrance--waiting';
const INVISIBLE = 'elementor-invisible';

export default class EntranceAnimation extends Handler {
  connect(): void {
    const element = this.element;
    const plan = entrance(this.settings, this.device);
    if (!plan || reducedMotion() || typeof IntersectionObserver !== 'function') {
      element.classList.remove(INVISIBLE);
      return;
    }
    let first = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (first) {
        first = false;
        if (entry.isIntersecting) {
          observer.disconnect();
          element.classList.remove(INVISIBLE);
          return;
        }
        element.classList.add(WAITING);
        element.classList.remove(INVISIBLE);
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      this.later(() => {
        element.classList.remove(WAITING);
        element.classList.add('animated', plan.name, ...(plan.speed ? [plan.speed] : []));
      }, plan.delay);
    });
    observer.observe(element);
    this.signal.addEventListener(
      'abort',
      () => {
        observer.disconnect();
        element.classList.remove(WAITING);
      },
      { once: true },
    );
  }
}
