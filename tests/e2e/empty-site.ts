/**
 * A second WordPress for the tests that start over, a new one with the plugin active and no demo
 * content, on its own ports and folder: `startEmptySite`, the way the README says (`node
 * tools/serve.mjs --fresh --empty`, WordPress Playground), or `startEmptyStack`, a plain web server
 * as owners run (`node tools/start-stack.mjs --fresh --empty --plain`: nginx, PHP-FPM, MariaDB).
 * Both take the same further flags (`--plugin-zip`, `--debug`, `--mu`). Each resolves with its URL
 * once it answers (the Playground one once warm too); rejects with what it printed if it exits or
 * takes over 240 s.
 */
import { spawn } from 'node:child_process';
import { warm } from './warm-up';

export interface EmptySite {
  url: string;
  /** Stops it; resolves once its servers are gone. */
  stop: () => Promise<void>;
}

/**
 * Resolves once the site is also warm (./warm-up.ts, with Playground's cron run to its end): under a
 * load of 8, the Kits screen took 98 s as the site's first admin page, its first-request jobs
 * holding Playground's one PHP worker; 16 s once warmed.
 */
export async function startEmptySite(port: number, site: string, flags: string[] = []): Promise<EmptySite> {
  const started = await start(
    ['tools/serve.mjs', '--fresh', '--empty', ...withMu(flags, OFFLINE), '--port', String(port), '--site', site],
    /Empty site \(no demo content\): (http\S+?)\/\s/,
  );
  try {
    await warm(started.url, true);
  } catch (error) {
    await started.stop();
    throw error;
  }
  return started;
}

/**
 * WordPress.org's services answered at once, as on the stack (tools/stack/offline.php): offline,
 * each dashboard of a Playground site otherwise waits for calls that can only fail — 6 s idle, and
 * over 60 s under a load of 10, longer than a login's click waits for the page it opens.
 */
const OFFLINE = 'tools/stack/offline.php';

/** `flags` with `file` added to its `--mu` list (serve.mjs takes one, comma-separated). */
function withMu(flags: string[], file: string): string[] {
  const at = flags.indexOf('--mu');
  if (at < 0) return [...flags, '--mu', file];
  return flags.map((flag, index) => (index === at + 1 ? `${flag},${file}` : flag));
}

/** Its folder `dir` holds the site (`dir/site`) and the servers' logs (`dir/logs`). */
export function startEmptyStack(port: number, dir: string, flags: string[] = []): Promise<EmptySite> {
  return start(
    ['tools/start-stack.mjs', '--fresh', '--empty', '--plain', ...flags, '--port', String(port), '--dir', dir],
    /empty site on the production-like stack: (http\S+?)\/\s/,
  );
}

function start(args: string[], readyLine: RegExp): Promise<EmptySite> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const stop = () => (child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), exited);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => (void stop(), reject(new Error(`the empty site did not start in 240 s:\n${output}`))), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(readyLine);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1]!, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`the empty site exited (${code}):\n${output}`))));
  });
}
