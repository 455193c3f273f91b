/**
 * After a page that loads by itself (infinite scroll) has failed: a button after `after` that asks
 * again when pressed, instead of asking on every scroll. It goes once pressed, or with `signal`.
 */
export function retryButton(after: Element, className: string, label: string, signal: AbortSignal, resume: () => void): void {
  const button = after.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = className;
  button.textContent = label;
  after.after(button);
  button.addEventListener(
    'click',
    () => {
      button.remove();
      resume();
    },
    { signal },
  );
}
