/**
 * Marker: `data-widget_type="colophon-copy-url.default"`: a button that copies this page's address.
 * Copied: the button says so for 2 s (and screen readers hear it). Where the clipboard is refused
 * (no permission, an http page, an old browser): the address is shown in a selected, read-only
 * field beside the button, with a hint to copy it by hand.
 */
import { Handler } from '../../src/runtime/handler';

export const COPIED_MS = 2000;

/** The address to share: this page's, without its hash. */
export function shareUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

export default class CopyUrl extends Handler {
  connect(): void {
    const button = this.element.querySelector<HTMLButtonElement>('button');
    const label = button?.querySelector<HTMLElement>('.colophon-copy-url__label');
    if (!button || !label) throw new Error('copy-url: the widget needs a <button> with a .colophon-copy-url__label.');
    const idle = label.textContent ?? '';
    let reset: (() => void) | undefined;
    this.element.classList.add('is-ready');
    this.signal.addEventListener('abort', () => this.element.classList.remove('is-ready'), { once: true });
    this.listen(button, 'click', () => {
      const url = shareUrl(location.href);
      const copied = () => {
        reset?.();
        label.textContent = this.text('copied');
        button.classList.add('is-copied');
        this.announce(this.text('copied'));
        reset = this.later(() => {
          label.textContent = idle;
          button.classList.remove('is-copied');
        }, COPIED_MS);
      };
      const clipboard = navigator.clipboard;
      if (!clipboard || typeof clipboard.writeText !== 'function') return this.fallback(url);
      clipboard.writeText(url).then(copied, () => this.fallback(url));
    });
  }

  private fallback(url: string): void {
    let field = this.element.querySelector<HTMLInputElement>('.colophon-copy-url__field');
    if (!field) {
      field = document.createElement('input');
      field.type = 'text';
      field.readOnly = true;
      field.className = 'colophon-copy-url__field';
      field.setAttribute('aria-label', this.text('copyByHand'));
      this.element.append(field);
    }
    field.value = url;
    field.focus();
    field.select();
    this.announce(this.text('copyByHand'), false, true);
  }
}
