/**
 * Markers: the page builder's counter and progress bar widgets (`counter.default`,
 * `progress.default`). Both start when they come into view, once:
 * - the counter counts from `data-from-value` to `data-to-value` over `data-duration` ms (see
 *   ./format.ts). The page builder's screen readers heard every number on the way, and pages without
 *   script showed the start value: here the end value is in an accessible text from the start, the
 *   moving digits are hidden from assistive technology, and reduced motion shows the end at once;
 * - the progress bar widens to `data-max` % (the page builder's CSS transition animates it).
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { onceInView } from '../../src/kit/once-in-view';
import { countAt, formatCount, progressWidth, readCounter, type CounterData } from './format';

/** Visually hidden, still read: written through the CSSOM, so a strict CSP allows it. */
function screenReaderOnly(element: HTMLElement): void {
  Object.assign(element.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    margin: '-1px',
    padding: '0',
    border: '0',
  });
}

export default class Counter extends Handler {
  connect(): void {
    const number = this.element.querySelector<HTMLElement>('.elementor-counter-number');
    const bar = this.element.querySelector<HTMLElement>('.elementor-progress-bar');
    if (number) this.counter(number);
    if (bar) onceInView(bar, this.signal, () => (bar.style.width = `${progressWidth(bar.dataset.max)}%`));
  }

  private counter(number: HTMLElement): void {
    const data = readCounter(number.dataset);
    if (!data) return;
    const final = formatCount(data.to, data.decimals, data.delimiter);
    const wrapper = number.closest<HTMLElement>('.elementor-counter-number-wrapper') ?? number;
    const text = this.element.ownerDocument.createElement('span');
    text.className = 'colophon-counter-text';
    text.textContent = [wrapper.querySelector('.elementor-counter-number-prefix'), number, wrapper.querySelector('.elementor-counter-number-suffix')]
      .map((part) => (part === number ? final : (part?.textContent?.trim() ?? '')))
      .join('');
    screenReaderOnly(text);
    wrapper.setAttribute('aria-hidden', 'true');
    wrapper.after(text);
    this.signal.addEventListener(
      'abort',
      () => {
        text.remove();
        wrapper.removeAttribute('aria-hidden');
      },
      { once: true },
    );
    onceInView(number, this.signal, () => this.run(number, data, final));
  }

  private run(number: HTMLElement, data: CounterData, final: string): void {
    if (reducedMotion() || data.duration === 0) {
      number.textContent = final;
      return;
    }
    const start = performance.now();
    const frame = (now: number) => {
      if (this.signal.aborted) return;
      const elapsed = now - start;
      number.textContent = formatCount(countAt(data, elapsed), data.decimals, data.delimiter);
      if (elapsed < data.duration) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
}
