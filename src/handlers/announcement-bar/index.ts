/**
 * Marker: `data-widget_type="colophon-announcement-bar.default"`, settings `{"id": "spring-2026"}`.
 * Its close button hides the bar and remembers that (./dismissed.ts), so it stays hidden on the
 * next page, from the first paint. Focus, which was on the button, goes to the main content.
 */
import { Handler } from '../../runtime/handler';
import { DISMISSED_KEY, withDismissed } from '../../runtime/dismissed';

export default class AnnouncementBar extends Handler<{ id: string }> {
  static override defaults = { id: '' };

  connect(): void {
    const close = this.element.querySelector<HTMLButtonElement>('.colophon-announcement__close');
    if (!close) throw new Error('announcement-bar: the bar has no .colophon-announcement__close button.');
    close.hidden = false;
    this.listen(close, 'click', () => {
      const hadFocus = this.element.contains(document.activeElement);
      this.element.hidden = true;
      const html = document.documentElement;
      html.setAttribute('data-colophon-dismissed', withDismissed(html.getAttribute('data-colophon-dismissed'), this.settings.id));
      try {
        localStorage.setItem(DISMISSED_KEY, withDismissed(localStorage.getItem(DISMISSED_KEY), this.settings.id));
      } catch {
        /* Storage blocked: hidden on this page only. */
      }
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
