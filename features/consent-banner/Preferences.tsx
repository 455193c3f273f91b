/**
 * The preferences dialog: the platform's modal `<dialog>` (shown with showModal, so the page behind
 * is inert and it sits above everything), labelled, Tab kept inside it, Esc or a click beside it
 * closes it and focus returns to the control that opened it (./index.ts). Necessary categories show
 * as locked on.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CategoryConfig } from '../consent/config';
import { focusables, trapTab } from '../../src/kit/focus-trap';
import { categoryDescription, categoryLabel, type ConsentTexts } from './texts';

export interface PreferencesProps {
  categories: CategoryConfig[];
  initial: Record<string, boolean>;
  /** Categories the visitor's browser refuses (Global Privacy Control): shown off, locked, with why. */
  refused?: string[];
  texts: ConsentTexts;
  onSave(choices: Record<string, boolean>): void;
  onAcceptAll(): void;
  onRejectAll(): void;
  onClose(): void;
}

export function Preferences({ categories, initial, refused = [], texts, onSave, onAcceptAll, onRejectAll, onClose }: PreferencesProps) {
  const [choices, setChoices] = useState(initial);
  const dialog = useRef<HTMLDialogElement>(null);

  // Before the first paint: it appears already modal, with focus inside.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    // Focus the dialog's first control (the close button): the visitor hears the title first.
    focusables(node)[0]?.focus();
    return () => node.open && node.close?.();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (dialog.current) trapTab(event, dialog.current);
  }

  /** A click on the backdrop reaches the dialog itself, outside its box. */
  function onClick(event: MouseEvent) {
    const box = dialog.current?.getBoundingClientRect();
    if (event.target !== dialog.current || !box || !event.clientX) return;
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) onClose();
  }

  return (
    <dialog
      ref={dialog}
      class="colophon-consent__preferences"
      aria-labelledby="colophon-consent-preferences-title"
      aria-describedby="colophon-consent-preferences-description"
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <div class="colophon-consent__preferences-box">
        <div class="colophon-consent__preferences-head">
          <h2 id="colophon-consent-preferences-title" class="colophon-consent__title">
            {texts.preferencesTitle}
          </h2>
          <button type="button" class="colophon-consent__close" aria-label={texts.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id="colophon-consent-preferences-description" class="colophon-consent__text">
          {texts.preferencesDescription}
        </p>
        <ul class="colophon-consent__categories">
          {categories.map((category) => {
            const id = `colophon-consent-${category.slug}`;
            return (
              <li key={category.slug} class="colophon-consent__category">
                <div class="colophon-consent__category-row">
                  <label for={id} class="colophon-consent__category-name">
                    {categoryLabel(texts, category.slug)}
                  </label>
                  {category.necessary ? <span class="colophon-consent__always">{texts.alwaysActive}</span> : null}
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    class="colophon-consent__switch"
                    checked={category.necessary || (!refused.includes(category.slug) && !!choices[category.slug])}
                    disabled={category.necessary || refused.includes(category.slug)}
                    aria-describedby={`${id}-description`}
                    onChange={(event) => setChoices({ ...choices, [category.slug]: (event.currentTarget as HTMLInputElement).checked })}
                  />
                </div>
                <p id={`${id}-description`} class="colophon-consent__category-description">
                  {categoryDescription(texts, category.slug)}
                  {refused.includes(category.slug) ? ` ${texts.gpcNotice}` : null}
                </p>
              </li>
            );
          })}
        </ul>
        <div class="colophon-consent__actions">
          <button type="button" class="colophon-consent__button" onClick={onRejectAll}>
            {texts.rejectAll}
          </button>
          <button type="button" class="colophon-consent__button" onClick={() => onSave(choices)}>
            {texts.save}
          </button>
          <button type="button" class="colophon-consent__button colophon-consent__button--primary" onClick={onAcceptAll}>
            {texts.acceptAll}
          </button>
        </div>
      </div>
    </dialog>
  );
}
