/**
 * Marker: `data-widget_type="colophon-announcement-bar.default"`, settings `{"id": "spring-2026"}`.
 * Its close button hides the bar and remembers that (../../runtime/dismissed.ts), so it stays hidden on the
 * next page, from the first paint. Focus, which was on the button, goes to the main content.
 */
import { Handler } from '../../src/runtime/handler';
import { adoptStored, dismiss } from '../../src/runtime/dismissed';
import { focusMain } from '../../src/kit/focus-main';

const parseDismissedIds = () => (document.documentElement.getAttribute('data-colophon-dismissed') ?? '').split(' ');

export default class AnnouncementBar extends Handler<{ id: string }> {
  static override defaults = { id: '' };

  connect(): void {
    const close = this.element.querySelector<HTMLButtonElement>('.colophon-announcement__close');
    if (!close) throw new Error('announcement-bar: the bar has no .colophon-announcement__close button.');
    close.hidden = false;
    // A list an older build kept in localStorage: hidden from now on, from the first paint next time.
    adoptStored(document.documentElement, () => window.localStorage);
    if (parseDismissedIds().includes(this.settings.id)) this.element.hidden = true;
    this.listen(close, 'click', () => {
      const hadFocus = this.element.contains(document.activeElement);
      this.element.hidden = true;
      dismiss(document.documentElement, this.settings.id);
      if (hadFocus) focusMain();
    });
  }
}
