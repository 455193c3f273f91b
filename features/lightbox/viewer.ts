/**
 * The lightbox: a modal viewer for one image or video, or a gallery with previous/next by button,
 * arrow keys and swipe. Focus goes to it after 100 ms, stays inside, and returns to the link.
 * Everything it shows comes from link attributes or action settings as text and URLs (http(s)
 * only), never as HTML.
 */
import { timeout } from '../../src/runtime/timers';
import { focusables, trapTab } from '../../src/kit/focus-trap';
import { videoEmbed } from './rules';

export const FOCUS_DELAY = 100;
export const SWIPE_DISTANCE = 50;

export interface Slide {
  url: string;
  alt: string;
  title: string;
  video: boolean;
  /** A video plays at once unless this is false (the widget's own autoplay switch is off). */
  autoplay?: boolean;
}

/** Translated texts (declared in feature.json, translated by includes/I18n.php). */
export interface ViewerTexts {
  label: string;
  close: string;
  previous: string;
  next: string;
  video: string;
  imageFailed: string;
}

/** Page-level state: the viewer that is open, so opening another closes it. */
export interface ViewerPage {
  open: Viewer | null;
}

export class Viewer {
  private readonly root: HTMLDialogElement;
  private readonly stage: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly controller = new AbortController();
  private index: number;

  constructor(
    private readonly slides: Slide[],
    start: number,
    private readonly opener: HTMLElement | null,
    private readonly texts: ViewerTexts,
    private readonly page: ViewerPage,
  ) {
    page.open?.close();
    page.open = this;
    this.index = Math.max(0, Math.min(start, slides.length - 1));
    const { signal } = this.controller;
    // The platform's modal dialog: above everything, the page behind it inert.
    this.root = el('dialog', 'colophon-lightbox') as HTMLDialogElement;
    this.root.setAttribute('aria-label', texts.label);
    // Esc is the document's key handler's (below), which also goes back to the opener.
    this.root.addEventListener('cancel', (event) => event.preventDefault(), { signal });
    const close = button('colophon-lightbox__close', texts.close, '×');
    close.addEventListener('click', () => this.close(), { signal });
    this.stage = el('div', 'colophon-lightbox__stage');
    this.caption = el('p', 'colophon-lightbox__caption');
    this.caption.setAttribute('aria-live', 'polite');
    this.root.append(close, this.stage, this.caption);
    if (slides.length > 1) {
      const prev = button('colophon-lightbox__prev', texts.previous, '‹');
      const next = button('colophon-lightbox__next', texts.next, '›');
      prev.addEventListener('click', () => this.go(-1), { signal });
      next.addEventListener('click', () => this.go(1), { signal });
      this.root.append(prev, next);
    }
    this.root.addEventListener('click', (event) => event.target === this.root && this.close(), { signal });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') this.close();
        else if (event.key === 'ArrowLeft') this.go(-1);
        else if (event.key === 'ArrowRight') this.go(1);
        else trapTab(event, this.root);
      },
      { signal },
    );
    let startX: number | null = null;
    this.stage.addEventListener('pointerdown', (event) => (startX = event.clientX), { signal });
    this.stage.addEventListener(
      'pointerup',
      (event) => {
        if (startX === null) return;
        const dx = event.clientX - startX;
        startX = null;
        if (Math.abs(dx) >= SWIPE_DISTANCE) this.go(dx < 0 ? 1 : -1);
      },
      { signal },
    );
    document.body.append(this.root);
    if (typeof this.root.showModal === 'function') this.root.showModal();
    else this.root.setAttribute('open', '');
    this.render();
    timeout(() => (focusables(this.root)[0] ?? this.root).focus(), FOCUS_DELAY, signal);
  }

  get current(): number {
    return this.index;
  }

  go(step: number): void {
    if (this.slides.length < 2) return;
    this.index = (this.index + step + this.slides.length) % this.slides.length;
    this.render();
  }

  close(): void {
    if (this.page.open === this) this.page.open = null;
    this.controller.abort();
    if (this.root.open) this.root.close?.();
    this.root.remove();
    if (this.opener?.isConnected) this.opener.focus();
  }

  private render(): void {
    const slide = this.slides[this.index]!;
    this.stage.replaceChildren();
    const embed = slide.video ? videoEmbed(slide.url, slide.autoplay ?? true) : null;
    if (embed) {
      const frame = document.createElement('iframe');
      frame.className = 'colophon-lightbox__video';
      frame.title = slide.title || slide.alt || this.texts.video;
      frame.allow = 'autoplay; fullscreen; picture-in-picture';
      frame.setAttribute('allowfullscreen', '');
      frame.src = embed.embed; // the consent blocker intercepts this when the provider is blocked
      this.stage.append(frame);
    } else {
      const img = document.createElement('img');
      img.className = 'colophon-lightbox__image';
      img.alt = slide.alt;
      // A failed load says so in place of the image; the gallery stays usable.
      img.addEventListener(
        'error',
        () => {
          if (!img.isConnected) return;
          const message = document.createElement('p');
          message.className = 'colophon-lightbox__error';
          message.setAttribute('role', 'alert');
          message.textContent = this.texts.imageFailed;
          img.replaceWith(message);
        },
        { signal: this.controller.signal, once: true },
      );
      img.src = slide.url;
      this.stage.append(img);
    }
    const position = this.slides.length > 1 ? `${this.index + 1} / ${this.slides.length}` : '';
    this.caption.textContent = [position, slide.title].filter(Boolean).join(' · ');
  }
}

function el(tag: string, className: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

function button(className: string, label: string, glyph: string): HTMLButtonElement {
  const node = el('button', className) as HTMLButtonElement;
  node.type = 'button';
  node.setAttribute('aria-label', label);
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  span.textContent = glyph;
  node.append(span);
  return node;
}
