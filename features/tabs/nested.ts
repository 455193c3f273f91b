/**
 * The page builder's nested tabs and nested accordion (`nested-tabs.default`,
 * `nested-accordion.default`; its "nested elements" feature). Their markup already has the right
 * roles (tab buttons, <details>/<summary>); the handler adds what markup cannot: tabs that switch
 * (`aria-selected`, roving tabindex, `e-active` on the panel at the tab's position), arrow-key
 * movement between titles, Escape from a panel back to its title, and the accordion's one-open rule
 * (`max_items_expended`), its animation (`n_accordion_animation_duration`) and `aria-expanded`.
 */
import { nextIndex } from './keys';
import { own } from './own';
import { slideDetails } from './slide';

interface Common {
  rtl: boolean;
  listen(target: EventTarget, type: string, listener: (event: Event) => void): void;
}

export function mountNestedTabs(widget: HTMLElement, options: Common): void {
  const titles = own(widget, '.e-n-tab-title');
  const content = own(widget, '.e-n-tabs-content')[0];
  const panels = content ? ([...content.children].filter((el) => el.classList.contains('e-con')) as HTMLElement[]) : [];
  if (!titles.length) return;
  const indexOf = (title: HTMLElement) => Math.max(0, Number(title.dataset.tabIndex ?? titles.indexOf(title) + 1) - 1);

  const activate = (title: HTMLElement) => {
    for (const each of titles) {
      const on = each === title;
      each.setAttribute('aria-selected', String(on));
      each.tabIndex = on ? 0 : -1;
    }
    panels.forEach((panel, i) => panel.classList.toggle('e-active', i === indexOf(title)));
  };
  activate(titles.find((t) => t.getAttribute('aria-selected') === 'true') ?? titles[0]!);
  widget.querySelector('.e-n-tabs')?.classList.add('e-activated');

  for (const title of titles) {
    options.listen(title, 'click', (event) => {
      event.preventDefault();
      activate(title);
    });
    options.listen(title, 'keydown', (event) => {
      const to = nextIndex((event as KeyboardEvent).key, titles.indexOf(title), titles.length, 'both', options.rtl);
      if (to === null) return;
      event.preventDefault();
      titles[to]!.focus();
    });
  }
  for (const panel of panels) {
    options.listen(panel, 'keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || !panel.classList.contains('e-active')) return;
      titles.find((t) => t.getAttribute('aria-selected') === 'true')?.focus();
    });
  }
}

export function mountNestedAccordion(widget: HTMLElement, options: Common & { oneOpen: boolean; ms: number }): void {
  const summaryOf = (item: HTMLDetailsElement) => item.querySelector<HTMLElement>(':scope > summary');
  const items = own<HTMLDetailsElement>(widget, 'details.e-n-accordion-item').filter(summaryOf);
  const summaries = items.map((item) => summaryOf(item)!);
  if (!summaries.length) return;

  const set = (item: HTMLDetailsElement, open: boolean) => {
    const summary = summaryOf(item)!;
    summary.setAttribute('aria-expanded', String(open));
    if (open && item.open) return; // already open (closing always runs: it may interrupt an opening)
    slideDetails(item, open, options.ms, summary);
  };
  items.forEach((item, i) => summaries[i]!.setAttribute('aria-expanded', String(item.open)));

  items.forEach((item, i) => {
    const summary = summaries[i]!;
    options.listen(summary, 'click', (event) => {
      event.preventDefault(); // the handler opens and closes, so it can animate and keep one open
      const opening = summary.getAttribute('aria-expanded') !== 'true';
      if (opening && options.oneOpen) for (const other of items) if (other !== item && other.open) set(other, false);
      set(item, opening);
    });
    options.listen(summary, 'keydown', (event) => {
      const to = nextIndex((event as KeyboardEvent).key, i, summaries.length, 'vertical', options.rtl);
      if (to === null) return;
      event.preventDefault();
      summaries[to]!.focus();
    });
    options.listen(item, 'keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || !item.open || event.target === summary) return;
      set(item, false);
      summary.focus();
    });
  });
}
