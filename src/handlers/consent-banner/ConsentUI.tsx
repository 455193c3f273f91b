/**
 * The consent banner (non-modal, fixed at the bottom: it overlays, it never pushes content), the
 * preferences dialog, and the revisit button shown once a choice exists.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ConsentApi, ConsentSnapshot } from '../../consent/controller';
import { Preferences } from './Preferences';
import type { ConsentTexts } from './texts';

export interface ConsentUIProps {
  api: ConsentApi;
  texts: ConsentTexts;
}

type View = 'banner' | 'preferences' | 'closed';

export function ConsentUI({ api, texts }: ConsentUIProps) {
  const { config } = api;
  const [snapshot, setSnapshot] = useState<ConsentSnapshot>(() => api.get());
  const [view, setView] = useState<View>(() => (api.get().decided ? 'closed' : 'banner'));
  // After a choice the banner and dialog vanish; the revisit button takes the focus they had.
  const opener = useRef<HTMLElement | null>(null);
  const revisit = useRef<HTMLButtonElement>(null);
  const focusRevisit = useRef(false);

  useEffect(() => api.subscribe(setSnapshot), [api]);
  useEffect(() => {
    if (view === 'closed' && focusRevisit.current) {
      focusRevisit.current = false;
      revisit.current?.focus();
    }
  }, [view]);

  const optional = config.categories.filter((c) => !c.necessary);
  const all = (on: boolean) => Object.fromEntries(optional.map((c) => [c.slug, on]));

  function choose(choices: Record<string, boolean>) {
    // Focus was in the banner or dialog, which now disappear: hand it to the revisit button.
    focusRevisit.current = true;
    api.decide(choices);
    setView('closed');
  }

  function openPreferences(event: { currentTarget: EventTarget | null }) {
    opener.current = event.currentTarget as HTMLElement;
    setView('preferences');
  }

  function closePreferences() {
    setView(snapshot.decided ? 'closed' : 'banner');
    opener.current?.focus();
  }

  const initialChoices = Object.fromEntries(
    optional.map((c) => [c.slug, snapshot.categories[c.slug] === '' ? c.defaults[config.law] : snapshot.categories[c.slug] === 'yes']),
  );

  return (
    <>
      {/* The banner stays behind the open dialog, and the revisit button too, so focus can return to them. */}
      {!snapshot.decided && view !== 'closed' && (
        <section
          class="colophon-consent__banner"
          role="dialog"
          aria-modal="false"
          aria-labelledby="colophon-consent-title"
          aria-describedby="colophon-consent-description"
        >
          <div class="colophon-consent__body">
            <h2 id="colophon-consent-title" class="colophon-consent__title">
              {texts.title}
            </h2>
            <p id="colophon-consent-description" class="colophon-consent__text">
              {texts.description}
            </p>
          </div>
          <div class="colophon-consent__actions">
            <button type="button" class="colophon-consent__button" onClick={openPreferences}>
              {texts.customise}
            </button>
            <button type="button" class="colophon-consent__button" onClick={() => choose(all(false))}>
              {texts.rejectAll}
            </button>
            <button type="button" class="colophon-consent__button colophon-consent__button--primary" onClick={() => choose(all(true))}>
              {texts.acceptAll}
            </button>
          </div>
        </section>
      )}
      {view === 'preferences' && (
        <Preferences
          categories={config.categories}
          initial={initialChoices}
          texts={texts}
          onSave={choose}
          onAcceptAll={() => choose(all(true))}
          onRejectAll={() => choose(all(false))}
          onClose={closePreferences}
        />
      )}
      {snapshot.decided && (
        <button
          ref={revisit}
          type="button"
          class="colophon-consent__revisit"
          aria-label={texts.revisit}
          title={snapshot.gpc ? texts.gpcNotice : texts.revisit}
          onClick={openPreferences}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm0 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm6 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
            />
          </svg>
        </button>
      )}
    </>
  );
}
