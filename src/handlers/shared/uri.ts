/** decodeURIComponent that reads a broken or unencoded value as it is instead of throwing. */
export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
