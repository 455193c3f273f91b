/** @jsxImportSource wp-element */
/**
 * What the Colophon screens built with WordPress's components share (features/<id>/admin-screen.tsx,
 * includes/Admin/ComponentScreen.php; built, as the blocks' editor scripts are, into dist/blocks/):
 * a field marked when refused, the notice that says what
 * happened (said by screen readers: an alert for a refusal, a status for a save), and the save
 * itself, one option sent to the REST settings endpoint, whose refusal is said with the
 * owner's input kept.
 */
import type { ComponentChildren } from 'preact';
import { Button, Notice, TextControl, TextareaControl } from '@wordpress/components';
import { mount, useState } from '../admin/element';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';

export type Status = { kind: 'success' | 'error'; text: string } | null;

/** A field's wrapper: marked (`is-invalid`) while what it holds is refused. */
export function Field({ refused, children }: { refused?: string | undefined; children: ComponentChildren }) {
  return <div className={`colophon-block-field${refused ? ' is-invalid' : ''}`}>{children}</div>;
}

interface TextProps {
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, said in place of its help while it is refused. */
  refused?: string | undefined;
  help: string;
}

/** A text field of a screen: marked and saying why while refused, else its help. */
export function RefusableText({ refused, help, ...props }: TextProps & { type?: string; min?: number; max?: number }) {
  return (
    <Field refused={refused}>
      <TextControl {...props} help={refused ?? help} aria-invalid={Boolean(refused)} __nextHasNoMarginBottom __next40pxDefaultSize />
    </Field>
  );
}

/** The same for a text of several lines. */
export function RefusableTextarea({ refused, help, ...props }: TextProps & { rows: number }) {
  return (
    <Field refused={refused}>
      <TextareaControl {...props} help={refused ?? help} aria-invalid={Boolean(refused)} __nextHasNoMarginBottom />
    </Field>
  );
}

/**
 * What a save did, in live regions that are on the screen before it (a status for a save, an alert
 * for a refusal or a failure), so screen readers say it once; the notice does not speak as well.
 */
export function SaidOnce({ saved, failed, className }: { saved?: ComponentChildren; failed?: ComponentChildren; className?: string }) {
  return (
    <>
      <div role="status">
        {saved ? (
          <Notice status="success" isDismissible={false} spokenMessage="">
            {saved}
          </Notice>
        ) : null}
      </div>
      <div role="alert" className={className}>
        {failed ? (
          <Notice status="error" isDismissible={false} spokenMessage="">
            {failed}
          </Notice>
        ) : null}
      </div>
    </>
  );
}

export function StatusNotice({ status }: { status: Status }) {
  return <SaidOnce saved={status?.kind === 'success' ? status.text : null} failed={status?.kind === 'error' ? status.text : null} />;
}

/** The status of a screen that refused its input before sending: the reasons, each naming its field. */
function refusedStatus(reasons: string[]): Status {
  return { kind: 'error', text: `${__('Nothing was saved: fix these and save again.', 'colophon')} ${reasons.join(' ')}` };
}

/** The status after a save that failed: the server's or the browser's reason. */
export function failedStatus(error: unknown): NonNullable<Status> {
  const message = (error as { message?: string }).message ?? String(error);
  // translators: %s: the server's or the browser's reason
  return { kind: 'error', text: sprintf(__('Nothing was saved: %s Your input is kept; try again.', 'colophon'), message) };
}

/**
 * Saves one option through the REST settings endpoint and gives back what the site kept. Throws
 * the site's refusal (its message names the field), a failed request's reason, or, when the
 * answer does not hold the option as `taken` expects, that Colophon's setup is not finished (the
 * setting is registered for that request only once it is).
 */
export async function saveSetting<T>(option: string, value: unknown, taken: (saved: unknown) => saved is T): Promise<T> {
  const answer = await apiFetch<Record<string, unknown>>({ path: '/wp/v2/settings', method: 'POST', data: { [option]: value } });
  const saved = answer[option];
  if (!taken(saved)) throw new Error(__('The site did not take the settings: finish Colophon’s setup (Colophon → Overview) first.', 'colophon'));
  return saved;
}

/** The screen's Save button: says it is saving, and cannot be pressed twice meanwhile. */
export function SaveButton({ label, saving, save }: { label: string; saving: boolean; save: () => Promise<void> }) {
  return (
    <Button variant="primary" onClick={() => void save()} disabled={saving} __next40pxDefaultSize>
      {saving ? __('Saving…', 'colophon') : label}
    </Button>
  );
}

/** Mounts a screen on its root (ComponentScreen::render()), with what the root says it starts with. */
export function mountScreen<T>(render: (start: T) => unknown): void {
  const root = document.getElementById('colophon-screen');
  if (!root) return;
  try {
    mount(render(JSON.parse(root.dataset.colophonScreen ?? '{}') as T), root);
  } catch (error) {
    // Said in place of "Loading…", rather than a screen that never comes.
    const notice = document.createElement('div');
    notice.className = 'notice notice-error';
    notice.setAttribute('role', 'alert');
    // translators: %s: the browser's reason
    notice.textContent = sprintf(
      __('This screen could not start: %s Reload the page; if it happens again, tell the plugin’s support.', 'colophon'),
      String((error as Error).message ?? error),
    );
    root.append(notice);
  }
}

/**
 * A screen's save: `found` (field → why it is refused) is said and nothing is sent; else `send`
 * saves and says how it went, and a failure is said with the owner's input kept.
 */
export function useSave() {
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  async function save(found: Record<string, string>, send: () => Promise<Status>): Promise<void> {
    setRefused(found);
    if (Object.keys(found).length) {
      setStatus(refusedStatus(Object.values(found)));
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      setStatus(await send());
    } catch (error) {
      setStatus(failedStatus(error));
    } finally {
      setSaving(false);
    }
  }
  return { refused, status, saving, save };
}
