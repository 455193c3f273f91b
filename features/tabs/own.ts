/** The elements matching `selector` that belong to `widget` itself, not to a widget nested in one of its panels. */
export function own<T extends HTMLElement = HTMLElement>(widget: HTMLElement, selector: string): T[] {
  return [...widget.querySelectorAll<T>(selector)].filter((el) => el.parentElement?.closest('[data-widget_type]') === widget);
}
