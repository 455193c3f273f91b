/**
 * The popup's dialog: the popup document itself (never re-created from HTML, so handlers inside
 * it stay connected) is moved into an overlay with a close button, shown with its entrance
 * animation, and moved back (hidden) after its exit animation.
 *
 * The overlay is built in the page builder's own modal shape, so the popup CSS it prints (its
 * stylesheet and each popup's own width, height, position, overlay colour and close-button rules,
 * all written against `#elementor-popup-modal-{id}`) applies unchanged under takeover:
 *
 *   div#elementor-popup-modal-{id}.elementor-popup-modal.dialog-widget.dialog-lightbox-widget.dialog-type-lightbox
 *     div.dialog-widget-content.dialog-lightbox-widget-content[role=dialog][aria-modal]
 *       button.dialog-close-button.dialog-lightbox-close-button
 *       div.dialog-message.dialog-lightbox-message
 *         the popup document
 *
 * Colophon's own look (popup.css) sits under `:where()`, so any rule of the page builder wins.
 */
import { timeout } from '../../src/runtime/timers';
import { focusables, trapTab } from '../../src/kit/focus-trap';
import { inertBehind } from '../../src/kit/inert-behind';

export interface ModalOptions {
  id: string;
  classes: string;
  label: string;
  closeButtonPosition: 'inside' | 'outside';
  closeButtonDelayMs: number;
  entrance: string;
  exit: string;
  durationMs: number;
  preventScroll: boolean;
  /** Modal for keyboard and assistive technology: the page behind inert, Tab kept inside, focus back to the opener on close. */
  a11y: boolean;
  focusDelayMs: number;
  reducedMotion: boolean;
  onRequestClose(reason: 'button' | 'background' | 'escape'): void;
  closeOnBackground: boolean;
  closeOnEscape: boolean;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The popup handler's lifetime: every timer of the dialog ends with it. */
  signal: AbortSignal;
}

/** An × drawn in the text colour; the page builder's `.dialog-close-button svg` rule sizes and colours it. */
const CLOSE_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16"><path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" fill="currentColor"/></svg>';

export class Modal {
  readonly root: HTMLElement;
  private readonly container: HTMLElement;
  private readonly message: HTMLElement;
  private readonly closeButton: HTMLButtonElement;
  private placeholder: Comment | null = null;
  private opener: Element | null = null;
  private controller: AbortController | null = null;
  private release: (() => void) | null = null;

  constructor(
    private readonly document: HTMLElement,
    private readonly options: ModalOptions,
  ) {
    const doc = document.ownerDocument;
    this.root = doc.createElement('div');
    this.root.id = `elementor-popup-modal-${options.id}`;
    this.root.className = `colophon-popup elementor-popup-modal dialog-widget dialog-lightbox-widget dialog-type-lightbox ${options.classes}`.trim();
    this.container = doc.createElement('div');
    this.container.className = 'colophon-popup__dialog dialog-widget-content dialog-lightbox-widget-content';
    this.container.setAttribute('role', 'dialog');
    this.container.setAttribute('aria-modal', 'true');
    this.container.tabIndex = -1;
    this.closeButton = doc.createElement('button');
    this.closeButton.type = 'button';
    this.closeButton.className = `colophon-popup__close colophon-popup__close--${options.closeButtonPosition} dialog-close-button dialog-lightbox-close-button`;
    this.closeButton.setAttribute('aria-label', options.closeLabel);
    this.closeButton.innerHTML = CLOSE_ICON;
    this.message = doc.createElement('div');
    this.message.className = 'colophon-popup__message dialog-message dialog-lightbox-message';
    this.container.append(this.message);
    this.root.append(this.container);
    // Like the page builder, "outside" puts the button on the overlay, not in the content box.
    (options.closeButtonPosition === 'outside' ? this.root : this.container).prepend(this.closeButton);
  }

  get visible(): boolean {
    return this.root.isConnected && !this.root.classList.contains('is-leaving');
  }

  show(): void {
    if (this.visible) return;
    const doc = this.document.ownerDocument;
    const { options } = this;
    this.controller = new AbortController();
    const signal = AbortSignal.any([options.signal, this.controller.signal]);
    this.opener = doc.activeElement;

    this.placeholder = doc.createComment(`popup ${options.id}`);
    this.document.before(this.placeholder);
    this.message.append(this.document);
    this.document.hidden = false;
    const heading = this.document.querySelector('h1, h2, h3, h4, h5, h6');
    if (heading) {
      heading.id ||= `colophon-popup-title-${options.id}`;
      this.container.setAttribute('aria-labelledby', heading.id);
    } else this.container.setAttribute('aria-label', options.label);
    doc.body.append(this.root);
    if (options.a11y) this.release = inertBehind(this.root);
    if (options.preventScroll) doc.documentElement.classList.add('colophon-popup-no-scroll');

    this.animate(options.entrance, false);
    if (options.closeButtonDelayMs > 0) {
      this.closeButton.hidden = true;
      timeout(() => (this.closeButton.hidden = false), options.closeButtonDelayMs, signal);
    }
    this.closeButton.addEventListener('click', () => options.onRequestClose('button'), { signal });
    this.root.addEventListener(
      'click',
      (event) => {
        const target = event.target as Node;
        if (options.closeOnBackground && !this.container.contains(target) && !this.closeButton.contains(target)) options.onRequestClose('background');
      },
      { signal },
    );
    doc.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && options.closeOnEscape) options.onRequestClose('escape');
        else if (options.a11y) trapTab(event, this.root);
      },
      { signal },
    );
    timeout(
      () => {
        // A visitor who already clicked or tabbed into the popup keeps their place.
        if (!this.visible || this.container.contains(doc.activeElement)) return;
        const first = options.a11y ? (focusables(this.root).find((el) => el !== this.closeButton) ?? this.closeButton) : null;
        (first ?? this.container).focus();
      },
      options.focusDelayMs,
      signal,
    );
  }

  /** Plays the exit animation, then takes the dialog out and puts the document back, hidden. */
  hide(): Promise<void> {
    if (!this.visible) return Promise.resolve();
    const { options } = this;
    this.controller?.abort();
    this.unblock();
    this.root.classList.add('is-leaving');
    return new Promise((resolve) => {
      const finish = () => {
        const doc = this.document.ownerDocument;
        this.root.classList.remove('is-leaving');
        this.document.hidden = true;
        this.placeholder?.replaceWith(this.document);
        this.placeholder = null;
        this.root.remove();
        doc.documentElement.classList.remove('colophon-popup-no-scroll');
        if (options.a11y && this.opener instanceof HTMLElement && this.opener.isConnected) this.opener.focus();
        resolve();
      };
      if (options.exit && !options.reducedMotion) {
        this.animate(options.exit, true);
        timeout(finish, options.durationMs, options.signal);
      } else finish();
    });
  }

  /** The popup document left the page (e.g. an editor re-render): drop the dialog, put nothing back. */
  destroy(): void {
    this.controller?.abort();
    this.unblock();
    this.placeholder?.remove();
    this.placeholder = null;
    this.root.remove();
    this.document.ownerDocument.documentElement.classList.remove('colophon-popup-no-scroll');
  }

  /** The page behind reachable again. */
  private unblock(): void {
    this.release?.();
    this.release = null;
  }

  private animate(name: string, reverse: boolean): void {
    if (!name || this.options.reducedMotion || name === 'none') return;
    const classes = ['animated', name, ...(reverse ? ['reverse'] : [])];
    this.container.style.setProperty('--colophon-popup-duration', `${this.options.durationMs}ms`);
    this.container.classList.add(...classes);
    timeout(() => this.container.classList.remove(...classes), this.options.durationMs, this.options.signal);
  }
}
