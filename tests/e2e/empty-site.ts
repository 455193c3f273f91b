/**
 * A second WordPress for the tests that start over the way the README says: `node tools/serve.mjs
 * --fresh --empty` (a new WordPress, the plugin active, no demo content) on its own port and site
 * folder, with any further serve.mjs flags (`--plugin-zip`, `--debug`, `--mu`). Resolves with its URL
 * once it answers; rejects with what it printed if it exits or takes over 240 s.
 */
import { spawn } from 'node:child_process';

export function startEmptySite(port: number, site: string, flags: string[] = []): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['tools/serve.mjs', '--fresh', '--empty', ...flags, '--port', String(port), '--site', site], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => void child.kill('SIGTERM');
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => (stop(), reject(new Error(`the empty site did not start in 240 s:\n${output}`))), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/Empty site \(no demo content\): (http\S+?)\/\s/);
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
