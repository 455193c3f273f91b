/**
 * The list of the path that matches exactly; else the
 * list of the first listed path contained in the current path (in the order the settings list
 * them); else the default list. One message of the list, at random, becomes the chat's first.
 */

/** Lists by path (`/services/illustrations/`) and the fallback. */
export interface WelcomeLists {
  paths: Record<string, string[]>;
  fallback: string[];
}

/** Messages only: a non-string or blank entry is dropped, so one bad row does not cost the list. */
function clean(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string' && m.trim() !== '') : [];
}

export function welcomeList(path: string, lists: WelcomeLists): string[] {
  const paths = Object.entries(lists.paths ?? {});
  const exact = paths.find(([p]) => p === path);
  if (exact) return clean(exact[1]);
  // The home path `/` is contained in every path: it only ever matches exactly.
  const contained = paths.find(([p]) => p !== '/' && p !== '' && path.includes(p));
  if (contained) return clean(contained[1]);
  return clean(lists.fallback);
}

/** One message at random (`random` in [0, 1)), or null for an empty list. */
export function pickMessage(list: string[], random: number): string | null {
  if (!list.length) return null;
  return list[Math.min(list.length - 1, Math.floor(random * list.length))]!;
}
