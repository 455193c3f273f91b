/**
 * The popup's dialog: the popup document itself (never re-created from HTML, so handlers inside
 * it stay connected) is moved into an overlay with a close button, shown with its entrance
 * animation, and moved back (hidden) after its exit animation.
 */
import { timeout } from '../../runtime/timers';
import { focusables, trapTab } from '../shared/focus-trap';

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
  /** Trap Tab inside and give focus back to the opener on close. */
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

export class Modal {
  readonly root: HTMLElement;
  private readonly container: HTMLElement;
  private readonly closeButton: HTMLButtonElement;
  private placeholder: Comment | null = null;
  private opener: Element | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly document: HTMLElement, private readonly options: ModalOptions) {
    const doc = document.ownerDocument;
    this.root = doc.createElement('div');
    this.root.id = `elementor-popup-modal-${options.id}`;
    this.root.className = `colophon-popup ${options.classes}`.trim();
    this.container = doc.createElement('div');
    this.container.className = 'colophon-popup__dialog';
    this.container.setAttribute('role', 'dialog');
    this.container.setAttribute('aria-modal', 'true');
    this.container.tabIndex = -1;
    this.closeButton = doc.createElement('button');
    this.closeButton.type = 'button';
    this.closeButton.className = `colophon-popup__close colophon-popup__close--${options.closeButtonPosition}`;
    this.closeButton.setAttribute('aria-label', options.closeLabel);
    this.closeButton.innerHTML = '<span aria-hidden="true">×</span>';
    this.container.append(this.closeButton);
    this.root.append(this.container);
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
    this.container.append(this.document);
    this.document.hidden = false;
    const heading = this.document.querySelector('h1, h2, h3, h4, h5, h6');
    if (heading) {
      heading.id ||= `colophon-popup-title-${options.id}`;
      this.container.setAttribute('aria-labelledby', heading.id);
    } else this.container.setAttribute('aria-label', options.label);
    doc.body.append(this.root);
    if (options.preventScroll) doc.documentElement.classList.add('colophon-popup-no-scroll');

    this.animate(options.entrance, false);
    if (options.closeButtonDelayMs > 0) {
      this.closeButton.hidden = true;
      timeout(() => (this.closeButton.hidden = false), options.closeButtonDelayMs, signal);
    }
    this.closeButton.addEventListener('click', () => options.onRequestClose('button'), { signal });
    this.root.addEventListener('click', (event) => {
      if (options.closeOnBackground && !this.container.contains(event.target as Node)) options.onRequestClose('background');
    }, { signal });
    doc.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && options.closeOnEscape) options.onRequestClose('escape');
      else if (options.a11y) trapTab(event, this.container);
    }, { signal });
    timeout(() => {
      // A visitor who already clicked or tabbed into the popup keeps their place.
      if (!this.visible || this.container.contains(doc.activeElement)) return;
      const first = options.a11y ? focusables(this.container).find((el) => el !== this.closeButton) ?? this.closeButton : null;
      (first ?? this.container).focus();
    }, options.focusDelayMs, signal);
  }

  /** Plays the exit animation, then takes the dialog out and puts the document back, hidden. */
  hide(): Promise<void> {
    if (!this.visible) return Promise.resolve();
    const { options } = this;
    this.controller?.abort();
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
    this.placeholder?.remove();
    this.placeholder = null;
    this.root.remove();
    this.document.ownerDocument.documentElement.classList.remove('colophon-popup-no-scroll');
  }

  private animate(name: string, reverse: boolean): void {
    if (!name || this.options.reducedMotion || name === 'none') return;
    const classes = ['animated', name, ...(reverse ? ['reverse'] : [])];
    this.container.style.setProperty('--colophon-popup-duration', `${this.options.durationMs}ms`);
    this.container.classList.add(...classes);
    timeout(() => this.container.classList.remove(...classes), this.options.durationMs, this.options.signal);
  }
}
