/** URL helpers several chunks share (small and stateless: each chunk bundles its own copy). */

/** decodeURIComponent that reads a broken or unencoded value as it is instead of throwing. */
export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `value` as an absolute http(s) URL (relative ones resolved against `base`), or null: no javascript:, data: or the like. */
export function safeUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A third party's address: https anywhere, or any http(s) address on this site; else null. */
export function thirdPartyUrl(raw: unknown, base: string): URL | null {
  const href = safeUrl(raw, base);
  if (!href) return null;
  const url = new URL(href);
  return url.protocol === 'https:' || url.origin === new URL(base).origin ? url : null;
}
