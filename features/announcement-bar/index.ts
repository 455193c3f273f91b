/**
 * Marker: `data-widget_type="colophon-announcement-bar.default"`, settings `{"id": "spring-2026"}`.
 * Its close button hides the bar and remembers that (../../runtime/dismissed.ts), so it stays hidden on the
 * next page, from the first paint. Focus, which was on the button, goes to the main content.
 */
import { Handler } from '../../src/runtime/handler';
import { dismiss } from '../../src/runtime/dismissed';

export default class AnnouncementBar extends Handler<{ id: string }> {
  static override defaults = { id: '' };

  connect(): void {
    const close = this.element.querySelector<HTMLButtonElement>('.colophon-announcement__close');
    if (!close) throw new Error('announcement-bar: the bar has no .colophon-announcement__close button.');
    close.hidden = false;
    this.listen(close, 'click', () => {
      const hadFocus = this.element.contains(document.activeElement);
      this.element.hidden = true;
      dismiss(document.documentElement, this.settings.id, () => window.localStorage);
      if (hadFocus) {
        const main = document.querySelector<HTMLElement>('main, [role="main"]');
        if (main) {
          if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
          main.focus({ preventScroll: true });
        }
      }
    });
  }
}
