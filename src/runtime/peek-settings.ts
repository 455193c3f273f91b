/**
 * A marker's settings read by a wait, before its handler (and the handler kit's strict reader) is
 * there: never throws; malformed or absent settings read as none, and the handler reports them once
 * it reads them itself.
 */
export function peekSettings<T extends object>(element: Element, attribute = 'data-settings'): Partial<T> {
  try {
    return (JSON.parse(element.getAttribute(attribute) ?? '{}') as Partial<T> | null) ?? {};
  } catch {
    return {};
  }
}
