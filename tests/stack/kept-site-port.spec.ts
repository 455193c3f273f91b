/**
 * Issue #35, item 2: a site the stack kept, started again on another port, serves its pages (its
 * wp-config.php follows the new MariaDB port and address) instead of "Database Error". A stack of
 * its own (no demo content) in its own folder, beside the suite's, started the way the README
 * says: `npm run start:stack -- --port N`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..');
const DIR = '.wp/stack-port-test';

/** Starts tools/start-stack.mjs; resolves with a stop function once the stack says it is ready. */
function startStack(port: number, fresh: boolean): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['tools/start-stack.mjs', '--empty', '--port', String(port), '--dir', DIR, ...(fresh ? ['--fresh'] : [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopped = new Promise<void>((done) => child.on('exit', () => done()));
  const stop = () => (child.kill('SIGTERM'), stopped);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => (void stop(), reject(new Error(`the stack did not start in 240 s:\n${output}`))), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The stack is ready')) {
        clearTimeout(timer);
        resolve(stop);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`the stack exited (${code}):\n${output}`))));
  });
}

test('a kept site started on another port serves its pages, with links to the new address', async () => {
  test.setTimeout(360_000);
  const stopFirst = await startStack(9440, true);
  const first = await fetch('http://127.0.0.1:9440/');
  expect(first.status).toBe(200);
  await stopFirst();

  const stopSecond = await startStack(9450, false);
  try {
    const answer = await fetch('http://127.0.0.1:9450/', { headers: { 'X-Colophon-Origin': '1' } });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).not.toMatch(/Database Error|Error establishing a database connection/);
    expect(html).toContain('http://127.0.0.1:9450/');
    expect(html).not.toContain('127.0.0.1:9440');
  } finally {
    await stopSecond();
  }
});
