/**
 * Marker: `data-widget_type="colophon-letter-logo.default"`: a row of one repeated letter across its
 * box (`.colophon-letter-logo__row`, its letter in `data-letter`). A ResizeObserver refills it when
 * the box's width changes (./fill.ts: at most 100 letters). The row's height never changes and it
 * is hidden from screen readers, so refilling moves nothing and says nothing.
 * The letters are decoration, not text: they live in `data-fill` and the stylesheet draws them
 * (`::before`), so a contrast check does not read a faint watermark as body text. A row printed
 * with its letters as text (older markup) is moved over.
 */
import { Handler } from '../../src/runtime/handler';
import { letterCount } from './fill';

export default class LetterLogo extends Handler {
  connect(): void {
    const row = this.element.querySelector<HTMLElement>('.colophon-letter-logo__row');
    const letter = row?.dataset.letter ?? '';
    if (!row || [...letter].length !== 1) throw new Error('letter-logo: the widget needs a .colophon-letter-logo__row with a one-letter data-letter.');
    // One letter's width in the row's own font (measured each time: a web font may arrive late).
    const letterWidth = () => {
      const probe = document.createElement('span');
      probe.textContent = letter;
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
      row.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    if (row.textContent) {
      row.dataset.fill = row.textContent;
      row.textContent = '';
    }
    const fill = (width: number) => {
      const count = letterCount(width, letterWidth());
      if ([...(row.dataset.fill ?? '')].length !== count) row.dataset.fill = letter.repeat(count);
    };
    fill(row.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => fill(entries[entries.length - 1]!.contentRect.width));
    observer.observe(row);
    this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }
}
