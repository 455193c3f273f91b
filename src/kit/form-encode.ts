/**
 * Form encoding of nested objects the way PHP reads them (`page_settings[post_id]=1`,
 * `addedPostCSS[]=12`), which is how the listing plugin's requests are shaped.
 */
export function formEncode(data: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(typeof item === 'object' && item !== null ? `${key}[${index}]` : `${key}[]`, item));
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) add(`${key}[${name}]`, item);
    } else {
      params.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return params;
}
