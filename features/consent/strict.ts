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

/** The source list for the visitor's current choice (the hosts come from the server: php/Providers.php strict_hosts). */
export function strictSources(config: ConsentConfig, allowed: (slug: string) => boolean): string[] {
  const sources = new Set(["'self'", ...config.allowedHosts]);
  for (const categories in config.strictHosts)
    if (categories.split(' ').every(allowed)) for (const host of config.strictHosts[categories]!.split(' ')) sources.add(host).add('*.' + host);
  return [...sources];
}

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
 * What strict mode's small boot (./strict-boot.ts) hands to the part after it (./strict-after.ts):
 * the policy in force, and the hosts it refused meanwhile.
 */
export interface Enforced {
  sources: string[];
  policy: string;
  /** The refusals heard before the reporting part came (the boot keeps them as they are). */
  early: SecurityPolicyViolationEvent[];
  /** Hears a refusal, once the reporting part is there. */
  hear?: (event: SecurityPolicyViolationEvent) => void;
}

/** Puts the policy for the visitor's choice in force and keeps what it refuses for the reporting part. */
export function enforceStrict(config: ConsentConfig, allowed: (slug: string) => boolean): Enforced {
  const sources = strictSources(config, allowed);
  const enforced: Enforced = { sources, policy: policyFor(sources), early: [] };
  addPolicy(enforced.policy);
  document.addEventListener('securitypolicyviolation', (event) => (enforced.hear ? enforced.hear(event) : enforced.early.push(event)));
  return enforced;
}

/**
 * Reports what the policy refuses to `report` (a URL of this site's REST API: hosts and the page's
 * path, a same-origin beacon, two seconds after the last or as the page goes), the refusals heard
 * before it came first, and reloads when a later choice widens the policy.
 */
export function reportStrict(
  enforced: Enforced,
  config: ConsentConfig,
  allowed: (slug: string) => boolean,
  subscribe: (listener: () => void) => void,
  report: string,
  reload = () => location.reload(),
): void {
  const refused = new Set<string>();
  let timer = 0;
  const send = () => {
    if (refused.size) navigator.sendBeacon(report, JSON.stringify({ page: location.pathname, hosts: [...refused] }));
    refused.clear();
  };
  enforced.hear = (event) => {
    if (event.originalPolicy !== enforced.policy) return;
    try {
      refused.add(new URL(event.blockedURI).host);
    } catch {
      return; // 'inline', 'eval': not a host
    }
    clearTimeout(timer);
    timer = window.setTimeout(send, 2000);
  };
  enforced.early.splice(0).forEach(enforced.hear);
  addEventListener('pagehide', send);

  subscribe(() => {
    // After the other listeners: the cookie and the choice's own effects are done first.
    if (strictSources(config, allowed).some((source) => !enforced.sources.includes(source))) setTimeout(reload);
  });
}

/** Both at once, for the boot that also patches (./strict-blocker-boot.ts). */
export function startStrict(
  config: ConsentConfig,
  allowed: (slug: string) => boolean,
  subscribe: (listener: () => void) => void,
  report: string,
  reload?: () => void,
): void {
  reportStrict(enforceStrict(config, allowed), config, allowed, subscribe, report, reload);
}
