/** Marks `element` busy for assistive technology (`aria-busy`) and, with `className`, for the eye. */
export function busy(element: Element, on: boolean, className?: string): void {
  if (on) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
  if (className) element.classList.toggle(className, on);
}
