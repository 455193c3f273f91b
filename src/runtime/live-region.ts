/**
 * One polite live region per handler root, made on first use right after the root (so it also
 * works next to a link or a button) and removed with the handler. Messages are for screen
 * readers; an error is also shown (class `is-error`, styled by the handler's stylesheet), and so is
 * any message the handler asks to show (a form's "sent": class `is-shown`).
 */
import { timeout, type Cancel } from './timers';

export type Announce = (message: string, error?: boolean, shown?: boolean) => void;

const HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap';
/** Screen readers only announce changes to a region they already know: a new one gets its text this much later. */
export const FIRST_MESSAGE_DELAY = 100;

export function announcer(root: Element, signal: AbortSignal): Announce {
  let region: HTMLElement | null = null;
  let pending: Cancel = () => undefined;
  signal.addEventListener('abort', () => region?.remove(), { once: true });
  return (message, error = false, shown = error) => {
    pending();
    const fresh = !region?.isConnected;
    if (fresh && !message) return; // nothing to clear
    if (fresh) {
      region = root.ownerDocument.createElement('p');
      region.className = 'colophon-status';
      region.setAttribute('role', 'status');
      root.after(region);
    }
    const node = region!;
    node.classList.toggle('is-error', error);
    node.classList.toggle('is-shown', shown && !error);
    node.style.cssText = shown ? '' : HIDDEN;
    const write = () => (node.textContent = message);
    if (fresh) pending = timeout(write, FIRST_MESSAGE_DELAY, signal);
    else write();
  };
}
