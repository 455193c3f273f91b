/**
 * The page builder's contact buttons (`contact-buttons`, `contact-buttons-var-*`): a round chat
 * button that opens a small card (`.e-contact-buttons__content-wrapper`, `hidden` while closed)
 * with a greeting, the time, and links to chat, call or write.
 *
 * Fixed on the way: every widget's buttons point (`aria-controls`) at its own card, not at one id
 * shared by all; the card is not an extra tab stop; opening moves focus into the card and closing
 * (the close button, or Esc from inside) brings it back to the chat button only when it was inside.
 */
import { animate, animationName, type FloatingHost } from './animate';

let cards = 0;

export function mountContactButtons(root: Element, host: FloatingHost): void {
  const main = root.querySelector<HTMLElement>('.e-contact-buttons');
  if (!main) return;
  const wrapper = main.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
  const content = main.querySelector<HTMLElement>('.e-contact-buttons__content');
  const chat = main.querySelector<HTMLButtonElement>('.e-contact-buttons__chat-button');
  const close = main.querySelector<HTMLButtonElement>('.e-contact-buttons__close-button');
  const controls = [chat, close].filter((b): b is HTMLButtonElement => b !== null);

  if (wrapper) {
    // The page builder prints the same id in every widget: each card gets one of its own.
    if (!wrapper.id || wrapper.id === 'e-contact-buttons__content-wrapper' || document.getElementById(wrapper.id) !== wrapper) {
      wrapper.id = `colophon-contact-card-${++cards}`;
    }
    for (const button of controls) button.setAttribute('aria-controls', wrapper.id);
    wrapper.setAttribute('tabindex', '-1');
  }
  const isOpen = () => !!wrapper && !wrapper.classList.contains('hidden');
  const mark = (open: boolean) => {
    for (const button of controls) button.setAttribute('aria-expanded', String(open));
    if (!wrapper) return;
    wrapper.classList.toggle('hidden', !open);
    wrapper.setAttribute('aria-hidden', String(!open));
  };
  const animated = main.classList.contains('has-animations');

  const open = () => {
    if (!wrapper) return;
    mark(true);
    if (content) {
      const entrance = animated ? animationName(host.setting('style_chat_box_entrance_animation')) : '';
      content.classList.add('visible');
      animate(content, entrance ? ['animated', entrance] : [], () => {}, host.signal);
    }
    wrapper.focus({ preventScroll: true });
  };
  const shut = () => {
    const hadFocus = main.contains(document.activeElement) && document.activeElement !== chat;
    const exit = animated ? animationName(host.setting('style_chat_box_exit_animation')) : '';
    const finish = () => {
      content?.classList.remove('visible');
      mark(false);
    };
    if (content && exit) {
      wrapper?.classList.add('animated-wrapper');
      animate(
        content,
        ['animated', 'reverse', exit],
        () => {
          wrapper?.classList.remove('animated-wrapper');
          finish();
        },
        host.signal,
      );
    } else finish();
    if (hadFocus) chat?.focus();
  };

  mark(isOpen());
  if (chat) host.listen(chat, 'click', () => (isOpen() ? shut() : open()));
  if (close) host.listen(close, 'click', shut);
  host.listen(main, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && isOpen()) {
      event.preventDefault();
      shut();
    }
  });

  // The time in the greeting bubble: now, in the visitor's own format, 12 or 24 hours as set.
  const time = main.querySelector<HTMLElement>('.e-contact-buttons__message-bubble-time');
  if (time) time.textContent = bubbleTime(new Date(), time.dataset.timeFormat);

  const entrance = chat?.classList.contains('has-entrance-animation') ? animationName(host.setting('style_chat_button_animation')) : '';
  if (chat && entrance) animate(chat, [entrance], () => chat.classList.add('visible'), host.signal);
  else chat?.classList.add('visible');
}

/** The greeting's time: hours and minutes, in 12-hour form when `format` is `12h`. */
export function bubbleTime(now: Date, format: string | undefined, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', hour12: format === '12h' }).format(now);
}
