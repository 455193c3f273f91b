/** YouTube-style video ids from embed and watch URLs; only 11-character ids are valid. */
const PATTERN = /(?:youtu\.be\/|\/v\/|\/u\/\w\/|embed\/|watch\?v=|[?&]v=)([^#&?/]*)/;
export const VIDEO_ID_LENGTH = 11;

export function videoId(url: string): string | null {
  const id = url.match(PATTERN)?.[1] ?? '';
  return id.length === VIDEO_ID_LENGTH && /^[\w-]+$/.test(id) ? id : null;
}
