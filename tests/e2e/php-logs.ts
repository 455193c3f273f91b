/**
 * After the whole run (the e2e's global teardown): the stack's PHP logs — its pool's error log and
 * WordPress's debug log — hold no warning, notice, fatal error or uncaught exception, and no
 * deprecation from this plugin's or the demo's code. Any would fail the run, named. (On
 * Playground there are no such logs to read.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { logsDir, WORKERS } from '../../playwright.config';

/** The problems in one stack's logs, each as "file: line". */
export function phpProblems(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const problems: string[] = [];
  for (const file of fs.readdirSync(dir)) {
    if (!/^php-[ab]\.log$|^wordpress-debug\.log$|^php-fpm-[ab]\.log$/.test(file)) continue;
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (/PHP (Warning|Notice|Fatal error|Parse error|Recoverable)|Uncaught|ERROR: |exited on signal/.test(line)) problems.push(`${file}: ${line}`);
      else if (/PHP Deprecated/.test(line) && /plugins\/colophon\/|\/demo\//.test(line)) problems.push(`${file}: ${line}`);
    }
  }
  return problems;
}

export default async function checkPhpLogs(): Promise<void> {
  const problems = Array.from({ length: WORKERS }, (_, index) => logsDir(index))
    .filter((dir): dir is string => dir !== null)
    .flatMap((dir) => phpProblems(dir).map((problem) => `${dir}/${problem}`));
  if (problems.length) {
    const shown = [...new Set(problems)].slice(0, 20);
    throw new Error(`PHP reported ${problems.length} problem(s) during the run:\n  ${shown.join('\n  ')}`);
  }
  console.log("[php-logs] No PHP warning, notice, error or deprecation of ours in the site's logs.");
}
