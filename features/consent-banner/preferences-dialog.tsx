/**
 * The preferences dialog's own chunk (with preact): loaded when a visitor asks for it (Customise,
 * or the revisit button), never on a page's first screen.
 */
import { render } from 'preact';
import { Preferences, type PreferencesProps } from './Preferences';

/** Renders the dialog into `host`; the function returned takes it away. */
export function openPreferences(host: HTMLElement, props: PreferencesProps): () => void {
  render(<Preferences {...props} />, host);
  return () => render(null, host);
}
