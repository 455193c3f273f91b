import { animate, ANIMATION_FALLBACK_MS } from '../animate';
import { bubbleTime, mountContactButtons } from '../contact-buttons';
import { mountFloatingBar } from '../floating-bars';

function host(settings: Record<string, unknown> = {}) {
  const controller = new AbortController();
  return {
    controller,
    signal: controller.signal,
    listen: (target: EventTarget, type: string, listener: (event: Event) => void) => target.addEventListener(type, listener, { signal: controller.signal }),
    setting: (key: string) => settings[key],
  };
}

const contactWidget = (id = 'e-contact-buttons__content-wrapper') => `
  <div class="widget" data-elementor-id="42"><div class="e-contact-buttons has-platform-whatsapp">
    <div id="${id}" class="e-contact-buttons__content-wrapper hidden">
      <div class="e-contact-buttons__content">
        <div class="e-contact-buttons__top-bar"><button type="button" class="e-contact-buttons__close-button" aria-label="Close Links Popup" aria-controls="${id}"></button></div>
        <p class="e-contact-buttons__message-bubble-time" data-time-format="24h"></p>
        <div class="e-contact-buttons__send-button"><a class="e-contact-buttons__send-cta" href="https://wa.me/15551234567">Send us a message</a></div>
      </div>
    </div>
    <div class="e-contact-buttons__chat-button-container"><button type="button" class="e-contact-buttons__chat-button" aria-controls="${id}" aria-label="Toggle Links Popup"></button></div>
  </div></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('contact buttons', () => {
  test('the chat button opens the card and moves focus into it; the close button closes it and gives focus back', () => {
    document.body.innerHTML = contactWidget();
    mountContactButtons(document.querySelector('.widget')!, host());
    const chat = document.querySelector<HTMLButtonElement>('.e-contact-buttons__chat-button')!;
    const wrapper = document.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper')!;
    expect(chat.getAttribute('aria-expanded')).toBe('false');
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.tabIndex).toBe(-1); // reachable by script, not an extra tab stop

    chat.focus();
    chat.click();
    expect(wrapper.classList.contains('hidden')).toBe(false);
    expect(wrapper.getAttribute('aria-hidden')).toBe('false');
    expect(chat.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.e-contact-buttons__content')!.classList.contains('visible')).toBe(true);
    expect(document.activeElement).toBe(wrapper);

    document.querySelector<HTMLButtonElement>('.e-contact-buttons__close-button')!.click();
    expect(wrapper.classList.contains('hidden')).toBe(true);
    expect(chat.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(chat);
  });

  test('Esc inside the card closes it; Esc elsewhere does not', () => {
    document.body.innerHTML = contactWidget() + '<input id="elsewhere">';
    mountContactButtons(document.querySelector('.widget')!, host());
    const chat = document.querySelector<HTMLButtonElement>('.e-contact-buttons__chat-button')!;
    const wrapper = document.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper')!;
    chat.click();
    document.getElementById('elsewhere')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(wrapper.classList.contains('hidden')).toBe(false);
    document.querySelector('.e-contact-buttons__send-cta')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(wrapper.classList.contains('hidden')).toBe(true);
  });

  test('two widgets on a page each control their own card (the page builder gives both the same id)', () => {
    document.body.innerHTML = contactWidget() + contactWidget();
    for (const widget of document.querySelectorAll('.widget')) mountContactButtons(widget, host());
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.e-contact-buttons__content-wrapper')];
    expect(first!.id).not.toBe(second!.id);
    const buttons = [...document.querySelectorAll('.e-contact-buttons__chat-button')];
    expect(buttons.map((b) => b.getAttribute('aria-controls'))).toEqual([first!.id, second!.id]);
  });

  test('the greeting shows the time in the chosen clock', () => {
    const at = new Date(2026, 10, 25, 15, 7);
    expect(bubbleTime(at, '24h', 'en-GB')).toBe('15:07');
    expect(bubbleTime(at, '12h', 'en-US')).toMatch(/^3:07\sPM$/);
    document.body.innerHTML = contactWidget();
    mountContactButtons(document.querySelector('.widget')!, host());
    expect(document.querySelector('.e-contact-buttons__message-bubble-time')!.textContent).toMatch(/^\d{1,2}:\d{2}/);
  });
});

describe('animations', () => {
  test('classes come and go with the animation, or after the fallback when it never runs', () => {
    jest.useFakeTimers();
    const element = document.createElement('div');
    const done = jest.fn();
    animate(element, ['animated', 'fadeIn'], done, new AbortController().signal);
    expect(element.className).toBe('animated fadeIn');
    element.dispatchEvent(new Event('animationend'));
    expect(element.className).toBe('');
    expect(done).toHaveBeenCalledTimes(1);

    const again = jest.fn();
    animate(element, ['zoomIn'], again, new AbortController().signal);
    jest.advanceTimersByTime(ANIMATION_FALLBACK_MS - 1);
    expect(again).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(again).toHaveBeenCalledTimes(1);
    expect(element.className).toBe('');
    jest.useRealTimers();
  });
});

describe('floating bars', () => {
  const bar = (classes: string) =>
    `<main><p>Page</p><div class="widget"><div class="e-floating-bars ${classes}"><p class="e-floating-bars__announcement-text">Spring sale</p><a class="e-floating-bars__cta-button" href="/sale/">Shop</a><button type="button" class="e-floating-bars__close-button" aria-label="Close Banner"></button></div></div></main>`;

  test('the close button hides the bar; focus that was in it goes to the main content; no focus is taken on load', () => {
    document.body.innerHTML = bar('has-vertical-position-bottom');
    const before = document.activeElement;
    mountFloatingBar(document.querySelector<HTMLElement>('.widget')!, host());
    expect(document.activeElement).toBe(before);
    const close = document.querySelector<HTMLButtonElement>('.e-floating-bars__close-button')!;
    close.focus();
    close.click();
    expect(document.querySelector('.e-floating-bars')!.classList.contains('is-hidden')).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  test('Esc from inside hides it', () => {
    document.body.innerHTML = bar('has-vertical-position-bottom');
    mountFloatingBar(document.querySelector<HTMLElement>('.widget')!, host());
    document.querySelector('.e-floating-bars__cta-button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('.e-floating-bars')!.classList.contains('is-hidden')).toBe(true);
  });

  test('a sticky top bar pushes the page down by its height and gives the page its own padding back when closed', () => {
    document.body.innerHTML = bar('has-vertical-position-top is-sticky');
    document.body.style.paddingTop = '8px';
    const main = document.querySelector<HTMLElement>('.e-floating-bars')!;
    Object.defineProperty(main, 'offsetHeight', { value: 48 });
    mountFloatingBar(document.querySelector<HTMLElement>('.widget')!, host());
    expect(document.body.style.paddingTop).toBe('56px');
    document.querySelector<HTMLButtonElement>('.e-floating-bars__close-button')!.click();
    expect(document.body.style.paddingTop).toBe('8px');
  });

  test('a top bar that scrolls with the page moves to the start of the page', () => {
    document.body.innerHTML = bar('has-vertical-position-top');
    const widget = document.querySelector<HTMLElement>('.widget')!;
    mountFloatingBar(widget, host());
    expect(document.body.firstElementChild).toBe(widget);
  });
});
