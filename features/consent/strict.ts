/**
 * Strict mode: the browser enforces prior consent. A Content-Security-Policy `<meta>`, added
 * before anything after the boot can load, allows this site, the hosts the owner marked as always
 * allowed, and the hosts of the providers whose categories this visitor allowed. What patching
 * cannot reach (`import()`, navigations, CSS, doors nobody has found yet) the browser refuses.
 * The policy is built here from the visitor's own cookie, so cached HTML stays the same for all.
 * Refusals are reported (hosts and the page's path, same-origin beacon) for the owner's list; a
 * choice that allows a new host reloads the page, the only way a policy can widen.
 */
import type { ConsentConfig } from './config';
import { normalisePattern } from './providers';

/** The source list for the visitor's current choice. */
export function strictSources(config: ConsentConfig, allowed: (slug: string) => boolean): string[] {
  const sources = new Set(["'self'", ...config.allowedHosts]);
  for (const provider of config.providers) {
    const host = hostOf(provider.url);
    // A provider's host only: its path would narrow the host for every other use of it.
    if (host && provider.categories.every(allowed)) sources.add(host).add('*.' + host);
  }
  return [...sources];
}

/** The host of a host-and-path provider pattern, or '' for a path of any site. */
const hostOf = (pattern: string): string => (normalisePattern(pattern) ?? '/').split('/')[0]!;

export function policyFor(sources: string[]): string {
  const s = sources.join(' ');
  return [`default-src ${s} data: blob:`, `script-src ${s} 'unsafe-inline' 'unsafe-eval' blob:`, `style-src ${s} 'unsafe-inline'`, `form-action ${s}`].join(
    '; ',
  );
}

/** Puts `policy` in force: a `<meta>` first in <head>, before anything after the boot can load. */
export function addPolicy(policy: string): void {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  document.head.prepend(meta);
}

/**
 * Adds the policy, reports what it refuses to `report` (a URL of this site's REST API), and
 * reloads when a later choice widens it.
 */
export function startStrict(
  config: ConsentConfig,
  allowed: (slug: string) => boolean,
  subscribe: (listener: () => void) => void,
  report: string,
  reload = () => location.reload(),
): void {
  const sources = strictSources(config, allowed);
  const policy = policyFor(sources);
  addPolicy(policy);

  const pending = new Set<string>();
  let timer = 0;
  const send = () => {
    if (pending.size) navigator.sendBeacon(report, JSON.stringify({ page: location.pathname, hosts: [...pending] }));
    pending.clear();
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.originalPolicy !== policy) return;
    try {
      pending.add(new URL(event.blockedURI).host);
    } catch {
      return; // 'inline', 'eval': not a host
    }
    clearTimeout(timer);
    timer = window.setTimeout(send, 2000);
  });
  addEventListener('pagehide', send);

  subscribe(() => {
    // After the other listeners: the cookie and the choice's own effects are done first.
    if (strictSources(config, allowed).some((source) => !sources.includes(source))) setTimeout(reload);
  });
}
