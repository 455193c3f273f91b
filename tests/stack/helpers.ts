/**
 * Helpers for the production-stack tests: a visitor as a plain HTTP client with its own cookies (a
 * hundred of them cost nothing, unlike browsers), PHP run against the stack's site (the command
 * line, as wp-cli would), its logs, and a way to run N requests K at a time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { STACK_DIR, STACK_PORT } from '../../playwright.stack.config';

export const BASE = `http://127.0.0.1:${STACK_PORT}`;
export const AJAX = '/wp-admin/admin-ajax.php';
const ROOT = path.resolve(__dirname, '..', '..');
export const SITE = path.join(ROOT, STACK_DIR, 'site');
export const LOGS = path.join(ROOT, STACK_DIR, 'logs');

/** Runs PHP with WordPress loaded on the stack's site; returns what it printed. */
export function php(code: string): string {
  const script = `<?php $_SERVER['HTTP_HOST'] = '127.0.0.1'; require ${JSON.stringify(path.join(SITE, 'wp-load.php'))};\n${code}`;
  return execFileSync('php', ['-d', 'display_errors=stderr', '-r', `?>${script}`], { cwd: SITE, encoding: 'utf8' });
}

/** Empties nginx's page cache (what a site's "purge" button does). */
export function purgeCache(): void {
  const cache = path.join(ROOT, STACK_DIR, 'nginx', 'cache');
  for (const entry of fs.existsSync(cache) ? fs.readdirSync(cache) : []) fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
}

/** The lines of the PHP logs (both pools and WordPress's debug log) written since `marks` was taken. */
export function logMarks(): Record<string, number> {
  const marks: Record<string, number> = {};
  for (const file of fs.existsSync(LOGS) ? fs.readdirSync(LOGS) : []) marks[file] = fs.statSync(path.join(LOGS, file)).size;
  return marks;
}

/**
 * PHP problems logged since `marks`: warnings, notices, errors anywhere, PHP-FPM errors and crashed
 * workers, and deprecations in this plugin's code. (WordPress 6.1's own PHP 8.2 deprecations, in its bundled Requests library, are
 * WordPress's: they are logged on every request and are not ours to fix.)
 */
export function phpProblemsSince(marks: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const file of fs.readdirSync(LOGS)) {
    if (!/^php-[ab]\.log$|^wordpress-debug\.log$|^php-fpm-[ab]\.log$/.test(file)) continue;
    const text = fs.readFileSync(path.join(LOGS, file), 'utf8').slice(marks[file] ?? 0);
    for (const line of text.split('\n')) {
      // (PHP-FPM's own "reached pm.max_children" is a queue forming under load, not a PHP problem.)
      if (/PHP (Warning|Notice|Fatal error|Parse error|Recoverable)|Uncaught|ERROR: |exited on signal/.test(line)) problems.push(`${file}: ${line}`);
      else if (/PHP Deprecated/.test(line) && /colophon|\/work\/|\/main\//.test(line) && !/wp-includes/.test(line)) problems.push(`${file}: ${line}`);
    }
  }
  return problems;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One visitor: an HTTP client that keeps the cookies the site gives it. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  nonces: Record<string, string> = {};

  constructor(cookies: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
  }

  async fetch(url: string, init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(BASE + url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01[- ]Jan[- ]1970|max-age=0/i.test(cookie) || value === 'deleted') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  ajax(form: Record<string, string>): Promise<Answer> {
    return this.fetch(AJAX, { form });
  }

  /** What a browser does before its first vote or store change: its visitor cookies and fresh nonces. */
  async session(): Promise<this> {
    const answer = await this.ajax({ action: 'colophon_session' });
    if (answer.status !== 200) throw new Error(`session: ${answer.status} ${answer.text.slice(0, 200)}`);
    this.nonces = answer.json().data.nonces;
    return this;
  }

  /** Logs in through wp-login.php (the demo's users: admin / password, reader / reader-password). */
  async logIn(user: string, password: string): Promise<this> {
    this.cookies.set('wordpress_test_cookie', 'WP%20Cookie%20check');
    const answer = await this.fetch('/wp-login.php', { form: { log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1' } });
    if (answer.status !== 302 || ![...this.cookies.keys()].some((k) => k.startsWith('wordpress_logged_in_')))
      throw new Error(`login as ${user}: ${answer.status}`);
    return this;
  }
}

/** Runs `tasks` with at most `limit` under way at once; resolves with their results in order. */
export async function runLimited<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}
