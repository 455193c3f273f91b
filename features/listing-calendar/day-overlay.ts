/**
 * The phone view of a day: day cells only show a count there; activating it opens a row under the
 * week with that day's events (one open at a time; the trigger toggles it, Esc closes it).
 */
const OVERLAY = 'jet-calendar-week__day-mobile-overlay';

export function toggleDay(trigger: HTMLElement, closeLabel: string): void {
  const calendar = trigger.closest('.jet-calendar');
  const open = calendar?.querySelector<HTMLElement>(`.${OVERLAY}`);
  const wasOpenForThis = open?.dataset.day === trigger.closest<HTMLElement>('[data-day]')?.dataset.day;
  closeDay(calendar ?? null);
  if (wasOpenForThis) return;
  const cell = trigger.closest<HTMLElement>('.jet-calendar-week__day');
  const week = trigger.closest('tr');
  const events = cell?.querySelector('.jet-calendar-week__day-content');
  if (!cell || !week || !events) return;
  const row = document.createElement('tr');
  row.className = OVERLAY;
  row.dataset.day = cell.dataset.day ?? '';
  const td = document.createElement('td');
  td.colSpan = week.children.length || 7;
  td.id = `jet-calendar-day-${row.dataset.day}`;
  const heading = document.createElement('p');
  heading.className = `${OVERLAY}-title`;
  heading.textContent = trigger.getAttribute('aria-label') ?? '';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = `${OVERLAY}-close`;
  close.textContent = closeLabel;
  close.addEventListener('click', () => {
    closeDay(calendar ?? null);
    trigger.focus();
  });
  td.append(heading, events.cloneNode(true), close);
  row.append(td);
  week.after(row);
  trigger.setAttribute('aria-expanded', 'true');
  trigger.setAttribute('aria-controls', td.id);
}

export function closeDay(calendar: Element | null): void {
  calendar?.querySelector(`.${OVERLAY}`)?.remove();
  calendar?.querySelectorAll('[aria-expanded="true"].jet-calendar-week__day-mobile-trigger').forEach((each) => {
    each.setAttribute('aria-expanded', 'false');
    each.removeAttribute('aria-controls');
  });
}
