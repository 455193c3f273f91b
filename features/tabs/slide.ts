/**
 * Height animations for panels that open and close (the page builder's slideDown / slideUp),
 * through the Web Animations API: no style attribute is written, so a strict Content Security
 * Policy allows it, and a newer call on the same element cancels the running one. With 0 ms (or
 * reduced motion, decided by the caller) the change is immediate.
 */
const running = new WeakMap<Element, Animation>();

function play(element: HTMLElement, from: number, to: number, ms: number, done: () => void): void {
  running.get(element)?.cancel();
  if (ms <= 0 || typeof element.animate !== 'function' || from === to) {
    done();
    return;
  }
  const animation = element.animate(
    [
      { height: `${from}px`, overflow: 'hidden' },
      { height: `${to}px`, overflow: 'hidden' },
    ],
    { duration: ms, easing: 'ease' },
  );
  running.set(element, animation);
  animation.onfinish = () => {
    running.delete(element);
    done();
  };
}

/** Shows or hides a panel that the page builder's CSS hides by default: `hidden` for assistive technology, display for its CSS. */
export function slidePanel(panel: HTMLElement, open: boolean, ms: number): void {
  if (open) {
    panel.hidden = false;
    panel.style.display = 'block';
    play(panel, 0, panel.scrollHeight, ms, () => undefined);
  } else {
    const from = panel.offsetHeight;
    play(panel, from, 0, panel.hidden ? 0 : ms, () => {
      panel.hidden = true;
      panel.style.removeProperty('display');
    });
  }
}

/** Opens or closes a <details> item, animating between its summary's height and its full height. */
export function slideDetails(details: HTMLDetailsElement, open: boolean, ms: number, summary: HTMLElement): void {
  if (open) {
    const from = details.offsetHeight;
    details.open = true;
    play(details, from, details.scrollHeight, ms, () => undefined);
  } else {
    play(details, details.offsetHeight, summary.offsetHeight, ms, () => (details.open = false));
  }
}
