/**
 * Marker: the page builder's animated headline (`animated-headline.default`): `.elementor-headline`
 * holding `.elementor-headline-dynamic-wrapper` and its `.elementor-headline-dynamic-text` words.
 * It starts when it comes into view. Rotating (`headline_style: rotate`): the words take turns with
 * the widget's `animation_type` — typing (the word selected, then the next typed letter by letter),
 * clip (the wrapper closes and opens on the next word), the letter effects (swirl, blinds, wave:
 * letter by letter) or a word effect (flip, drop-in, slide, slide-down) — every
 * `rotate_iteration_delay` ms, once through, or for ever with `loop`. Highlighted: the `marker`
 * shape (./shapes.ts) is drawn over the words, again every `highlight_iteration_delay` ms with
 * `loop`. The classes are the page builder's, so its stylesheet animates them
 * (./animated-headline.css does where it is missing). Hovering or focusing the headline pauses it;
 * for a visitor who asks for reduced motion the first word stays and a shape shows drawn.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { shapeSvg } from './shapes';
import { LETTER_EFFECTS, timing } from './timing';

interface HeadlineSettings {
  headline_style?: string;
  animation_type?: string;
  marker?: string;
  loop?: string;
  rotate_iteration_delay?: number | string;
  highlight_animation_duration?: number | string;
  highlight_iteration_delay?: number | string;
}

const ACTIVE = 'elementor-headline-text-active';
const INACTIVE = 'elementor-headline-text-inactive';
const LETTER = 'elementor-headline-dynamic-letter';
const IN = 'elementor-headline-animation-in';
const SELECTED = 'elementor-headline-typing-selected';
/** The pause between a typed word's going and the next one's first letter. */
const RETYPE_MS = 800;

export default class AnimatedHeadline extends Handler<HeadlineSettings> {
  private paused = false;
  private waiting: Array<() => void> = [];

  connect(): void {
    const headline = this.element.querySelector<HTMLElement>('.elementor-headline');
    const wrapper = headline?.querySelector<HTMLElement>('.elementor-headline-dynamic-wrapper');
    const words = wrapper ? [...wrapper.querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text')] : [];
    if (!headline || !wrapper || !words.length) return;
    const view = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        view.disconnect();
        if (this.settings.headline_style === 'highlight') void this.highlight(headline, wrapper);
        else if (words.length > 1 && !reducedMotion()) void this.rotate(headline, wrapper, words);
      },
      { rootMargin: '0px 0px -100px 0px' },
    );
    view.observe(headline);
    this.signal.addEventListener('abort', () => view.disconnect(), { once: true });
    // Moving text a visitor can stop (WCAG 2.2.2): pointer or focus on it holds it where it is.
    const hold = (on: boolean) => () => {
      this.paused = on;
      if (!on) this.waiting.splice(0).forEach((go) => go());
    };
    this.listen(headline, 'pointerenter', hold(true));
    this.listen(headline, 'pointerleave', hold(false));
    this.listen(this.element, 'focusin', hold(true));
    this.listen(this.element, 'focusout', hold(false));
  }

  /** Resolves `ms` later, and not while the headline is held; never once the handler is gone. */
  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.later(() => (this.paused ? this.waiting.push(resolve) : resolve()), ms));
  }

  private async rotate(headline: HTMLElement, wrapper: HTMLElement, words: HTMLElement[]): Promise<void> {
    const type = this.settings.animation_type || 'typing';
    const t = timing(this.settings.rotate_iteration_delay);
    const loop = this.settings.loop === 'yes';
    const letters = headline.classList.contains('elementor-headline-letters') || LETTER_EFFECTS.includes(type);
    // The widest word's width is kept (clip animates the width itself): a shorter word would let the
    // headline's lines re-break as the words change, moving everything below it on a phone. Measured
    // again once the page's fonts have loaded: a web font arriving late changes every word's width.
    const hold = () => type !== 'clip' && (wrapper.style.minWidth = `${Math.max(...words.map((word) => word.offsetWidth))}px`);
    hold();
    void document.fonts?.ready.then(() => this.signal.aborted || hold());
    if (letters) for (const word of words) split(word);
    const lettersOf = (word: HTMLElement) => [...word.querySelectorAll<HTMLElement>(`.${LETTER}`)];
    const fit = (word: HTMLElement) => {
      // Word effects stack the words; the wrapper takes the width of the one showing.
      if (type !== 'clip' && type !== 'typing') wrapper.style.width = `${word.offsetWidth}px`;
    };
    const show = (from: HTMLElement, to: HTMLElement) => {
      from.classList.remove(ACTIVE);
      from.classList.add(INACTIVE);
      to.classList.remove(INACTIVE);
      to.classList.add(ACTIVE);
    };
    fit(words[0]!);
    if (type === 'clip') wrapper.style.width = `${wrapper.offsetWidth + 10}px`;
    await this.wait(t.stay);
    for (let index = 0; loop || index < words.length - 1; index = (index + 1) % words.length) {
      const word = words[index]!;
      const next = words[(index + 1) % words.length]!;
      if (type === 'typing') {
        wrapper.classList.add(SELECTED);
        await this.wait(t.selected);
        wrapper.classList.remove(SELECTED);
        show(word, next);
        lettersOf(word).forEach((letter) => letter.classList.remove(IN));
        await this.wait(RETYPE_MS);
        for (const letter of lettersOf(next)) {
          letter.classList.add(IN);
          await this.wait(t.typed);
        }
        await this.wait(t.stay);
      } else if (letters) {
        const going = lettersOf(word);
        const coming = lettersOf(next);
        show(word, next);
        fit(next);
        for (let i = 0; i < Math.max(going.length, coming.length); i++) {
          going[i]?.classList.remove(IN);
          coming[i]?.classList.add(IN);
          await this.wait(t.letter);
        }
        await this.wait(t.stay);
      } else if (type === 'clip') {
        await this.widen(wrapper, 2, t.reveal);
        show(word, next);
        await this.widen(wrapper, next.offsetWidth + 10, t.reveal);
        await this.wait(t.revealed);
      } else {
        show(word, next);
        fit(next);
        await this.wait(t.stay);
      }
    }
  }

  /** The clip: the wrapper's width animated to `to` px. */
  private async widen(wrapper: HTMLElement, to: number, ms: number): Promise<void> {
    const from = wrapper.offsetWidth;
    wrapper.style.width = `${to}px`;
    if (typeof wrapper.animate === 'function') wrapper.animate([{ width: `${from}px` }, { width: `${to}px` }], { duration: ms, easing: 'ease-in-out' });
    await this.wait(ms);
  }

  private async highlight(headline: HTMLElement, wrapper: HTMLElement): Promise<void> {
    const svg = shapeSvg(this.settings.marker || 'circle', document);
    if (!svg) return;
    wrapper.append(svg);
    this.signal.addEventListener('abort', () => svg.remove(), { once: true });
    headline.classList.add('e-animated');
    if (this.settings.loop !== 'yes' || reducedMotion()) return;
    const drawn = Number(this.settings.highlight_animation_duration) || 1200;
    const again = Number(this.settings.highlight_iteration_delay) || 8000;
    for (;;) {
      await this.wait(drawn + again * 0.8);
      headline.classList.replace('e-animated', 'e-hide-highlight');
      await this.wait(again * 0.2);
      headline.classList.remove('e-hide-highlight');
      void headline.offsetWidth; // a new frame: the drawing starts again from nothing
      headline.classList.add('e-animated');
    }
  }
}

/** A word as one span per letter (spaces kept as no-break spaces, so the word keeps its width). */
function split(word: HTMLElement): void {
  const active = word.classList.contains(ACTIVE);
  const text = (word.textContent ?? '').trim();
  word.textContent = '';
  for (const char of text) {
    const letter = word.ownerDocument.createElement('span');
    letter.className = active ? `${LETTER} ${IN}` : LETTER;
    letter.textContent = char === ' ' ? '\u00a0' : char;
    word.append(letter);
  }
}
