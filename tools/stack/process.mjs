/**
 * Child processes of the production stack: started in the foreground (no daemons), their output
 * kept in a log file, stopped together. A pid file per process lets the next start clean up after a
 * run that was killed before it could stop them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Whether the current user is root (then the daemons must be told to stay root; nothing runs as another user). */
export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Finds a Debian program in the usual sbin/bin folders, or null. */
export function which(names) {
  for (const name of [].concat(names)) {
    for (const dir of ['/usr/sbin', '/usr/bin', '/sbin', '/bin', '/usr/local/sbin', '/usr/local/bin']) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return file;
    }
  }
  return null;
}

/** Kills the process a pid file names, if it is still running (a stack that was not stopped). */
export async function killStale(pidFile) {
  let pid;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  fs.rmSync(pidFile, { force: true });
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
}

/** Starts `command` in the foreground, its output appended to `logFile`, its pid written to `pidFile`. */
export function start(name, command, args, { logFile, pidFile, env } = {}) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  fs.closeSync(out);
  if (pidFile && child.pid) fs.writeFileSync(pidFile, String(child.pid));
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  return {
    name,
    child,
    get exited() {
      return exited;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
        child.once('exit', () => {
          clearTimeout(timer);
          if (pidFile) fs.rmSync(pidFile, { force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port; rejects when `proc` exits first or time runs out. */
export async function waitForPort(port, proc, { timeoutMs = 30_000, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc?.exited) break;
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  const tail = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n') : '';
  throw new Error(
    `${proc?.name ?? 'a server'} did not listen on port ${port}${proc?.exited ? ` (it exited with ${proc.exited.code ?? proc.exited.signal})` : ''}.${tail ? `\n${tail}` : ''}`,
  );
}

/** Whether a port on 127.0.0.1 is free to listen on. */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
