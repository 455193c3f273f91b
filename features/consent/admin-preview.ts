/**
 * The consent screen's live preview (Colophon → Consent): the banner as visitors will see it, with
 * the position, colours and words in the form as they are typed (an empty text shows the built-in
 * one). It uses the banner's own stylesheet, in a frame standing for the visitor's window.
 */
import type { AdminMount } from '../../src/admin/context';
import { __, sprintf } from '../../src/admin/i18n';

const FIELD = (name: string) => `[name="colophon_consent[${name}]"]`;
const COLOURS: Record<string, string> = {
  background: '--colophon-consent-bg',
  text: '--colophon-consent-fg',
  accent: '--colophon-consent-accent',
  accentText: '--colophon-consent-accent-fg',
};

export const mount: AdminMount = () => {
  const container = document.getElementById('colophon-consent-preview');
  const form = container?.closest('form');
  if (!container || !form) return;
  const builtIn = JSON.parse(container.dataset.texts ?? '{}') as Record<string, string>;
  const value = (name: string) => (form.querySelector<HTMLInputElement | HTMLSelectElement>(FIELD(name))?.value ?? '').trim();
  const text = (key: string) => value(`text_${key}`) || builtIn[key] || '';

  const frame = document.createElement('div');
  Object.assign(frame.style, {
    position: 'relative',
    overflow: 'hidden',
    border: '1px solid #c3c4c7',
    background: 'repeating-linear-gradient(0deg,#f6f7f7 0 1.5rem,#f0f0f1 1.5rem 3rem)',
  });
  frame.setAttribute('role', 'img');
  const root = document.createElement('div');
  const banner = document.createElement('section');
  banner.className = 'colophon-consent__banner';
  banner.style.position = 'absolute';
  const body = document.createElement('div');
  body.className = 'colophon-consent__body';
  const title = document.createElement('h2');
  title.className = 'colophon-consent__title';
  const message = document.createElement('p');
  message.className = 'colophon-consent__text';
  body.append(title, message);
  const actions = document.createElement('div');
  actions.className = 'colophon-consent__actions';
  const buttons = (['customise', 'rejectAll', 'acceptAll'] as const).map((key) => {
    const button = document.createElement('span');
    button.className = `colophon-consent__button${key === 'acceptAll' ? ' colophon-consent__button--primary' : ''}`;
    button.style.display = 'inline-flex';
    button.style.alignItems = 'center';
    button.style.justifyContent = 'center';
    button.dataset.key = key;
    return button;
  });
  actions.append(...buttons);
  banner.append(body, actions);
  root.append(banner);
  frame.append(root);
  container.replaceChildren(frame);

  const update = () => {
    const position = value('look_position') || 'bottom';
    root.className = `colophon-consent${position === 'bottom' ? '' : ` is-${position}`}`;
    for (const [key, property] of Object.entries(COLOURS)) {
      const colour = value(`look_${key}`);
      if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour)) root.style.setProperty(property, colour);
      else root.style.removeProperty(property);
    }
    title.textContent = text('title');
    message.textContent = text('description');
    for (const button of buttons) button.textContent = text(button.dataset.key!);
    /* translators: %s: the banner's title */
    frame.setAttribute('aria-label', sprintf(__('Preview of the banner: %s', 'colophon'), text('title')));
    // Tall enough for the banner as the words make it (a phone's narrow screen stacks its buttons).
    frame.style.height = `${Math.max(288, banner.offsetHeight + 48)}px`;
  };
  update();
  form.addEventListener('input', update);
  form.addEventListener('change', update);
};
