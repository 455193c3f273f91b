/**
 * Patterns as typed, in the form the blocker matches them: what php/Providers.php normalise() and
 * php/PageConfig.php matching_form() do on the server before a page gets them. Here for the tests,
 * which write patterns as an owner does (test/provider-patterns.json is shared with the PHP tests).
 */
import type { ProviderConfig } from '../config';
import { normaliseHost, normalisePath, providerMatcher } from '../providers';

/** A pattern in matching form, or null when nothing could ever match it. */
export function normalisePattern(pattern: string): string | null {
  const bare = pattern
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:(?=\/\/)/, '')
    .replace(/[?#].*$/, '')
    .replace(/\\/g, '/');
  if (/^\/(?!\/)/.test(bare)) return /\s/.test(bare) ? null : normalisePath(bare);
  const [, host = '', path = ''] = /^(?:\/\/)?([^/]*)(.*)$/.exec(bare)!;
  const normal = normaliseHost(host) + (path ? normalisePath(path) : '');
  return normal && !/\s/.test(normal) ? normal : null;
}

/** `providers` with their patterns in matching form, those that could never match left out. */
export const matchingForm = (providers: ProviderConfig[]): ProviderConfig[] =>
  providers.flatMap((p) => {
    const url = normalisePattern(p.url);
    return url ? [{ ...p, url }] : [];
  });

/** providerMatcher() as the boots build it from patterns as typed: the server puts them in matching form first. */
export const typedMatcher = (...[providers, ...rest]: Parameters<typeof providerMatcher>) => providerMatcher(matchingForm(providers), ...rest);
