/**
 * A modal that must keep its own markup (the popup, in the page builder's shape, whose CSS targets
 * a `div`) cannot be the platform's modal `<dialog>`; this gives it the same page behind: every
 * element outside it made `inert` (unreachable by Tab, pointer and assistive technology) while it
 * is open, as showModal() does for a `<dialog>`. Modals stack: the newest one's outside is inert,
 * and closing it gives the one under it back its own. Returns the function that ends it.
 * An element marked `data-colophon-above-modals` (the consent banner, drawn above every popup)
 * stays reachable: a popup that opens before the visitor's choice must not take the choice away.
 */
export const ABOVE_MODALS = 'data-colophon-above-modals';

const open: Element[] = [];
const made = new Set<Element>();

function apply(): void {
  for (const element of made) element.removeAttribute('inert');
  made.clear();
  const top = open[open.length - 1];
  for (let node = top; node?.parentElement && node !== node.ownerDocument.body; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (sibling !== node && !sibling.hasAttribute('inert') && !sibling.hasAttribute(ABOVE_MODALS) && !(sibling instanceof HTMLScriptElement)) {
        sibling.setAttribute('inert', '');
        made.add(sibling);
      }
}

export function inertBehind(modal: Element): () => void {
  open.push(modal);
  apply();
  return () => {
    const at = open.indexOf(modal);
    if (at < 0) return;
    open.splice(at, 1);
    apply();
  };
}
