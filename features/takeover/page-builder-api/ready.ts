/**
 * When each element's `element_ready` hooks run. The page builder runs them for every element of
 * every document on the page, each in a task of its own, right after `elementor/frontend/init`.
 * Here the elements within a screen of the viewport run at once, in document order, as many per
 * task as fit in a few milliseconds; the rest when they come that near (a scroll, a tab or a
 * popup that shows them, a jump to an anchor), so an add-on's handlers far down the page cost the
 * first load nothing. One element's failing handler is reported and does not stop the others'.
 */

/** Milliseconds of handlers per task before the rest wait for the next one. */
const SLICE = 8;

export function scheduleReady(elements: Element[], run: (element: Element) => void): void {
  const queue: Element[] = [];
  let scheduled = false;
  const drain = (): void => {
    scheduled = false;
    const start = performance.now();
    while (queue.length) {
      const element = queue.shift() as Element;
      try {
        run(element);
      } catch (error) {
        reportError(error);
      }
      if (queue.length && performance.now() - start > SLICE) {
        schedule();
        return;
      }
    }
  };
  const schedule = (): void => {
    if (!scheduled) {
      scheduled = true;
      setTimeout(drain);
    }
  };
  const order = new Map(elements.map((element, index) => [element, index]));
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      if (!near.length) return;
      for (const element of near) observer.unobserve(element);
      queue.push(...near);
      queue.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      schedule();
    },
    { rootMargin: '100% 0px' },
  );
  for (const element of elements) observer.observe(element);
}

const reportError = (error: unknown): void => {
  if (typeof window.reportError === 'function') window.reportError(error);
  else
    setTimeout(() => {
      throw error;
    });
};
