/**
 * Two PHP-FPM masters, each with one pool, standing for two web servers: they share the database
 * and the site's files (as servers behind a load balancer share a database and a deployed release)
 * and nothing else — each has its own PHP session folder, its own OPcache, its
 * own error log. A response says which one answered (the X-Colophon-Server header, from the pool's
 * environment, added by the stack's must-use plugin).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRoot, killStale, start, waitForPort, which } from './process.mjs';

export const SERVERS = ['a', 'b'];

function poolConfig({ dir, name, port, children }) {
  const own = path.join(dir, `server-${name}`);
  fs.mkdirSync(path.join(own, 'sessions'), { recursive: true });
  fs.mkdirSync(path.join(own, 'tmp'), { recursive: true });
  const user = isRoot ? 'user = root\ngroup = root\n' : '';
  return `[global]
pid = ${path.join(dir, `php-fpm-${name}.master.pid`)}
error_log = ${path.join(dir, 'logs', `php-fpm-${name}.log`)}
daemonize = no

[${name}]
${user}listen = 127.0.0.1:${port}
pm = dynamic
pm.max_children = ${children}
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = ${children}
pm.max_requests = 2000
catch_workers_output = yes
decorate_workers_output = no
clear_env = yes
env[COLOPHON_WEB_SERVER] = ${name}
env[TMPDIR] = ${path.join(own, 'tmp')}
php_admin_flag[log_errors] = on
php_admin_flag[display_errors] = off
php_admin_value[error_reporting] = E_ALL
php_admin_value[error_log] = ${path.join(dir, 'logs', `php-${name}.log`)}
php_admin_value[session.save_path] = ${path.join(own, 'sessions')}
php_admin_value[upload_tmp_dir] = ${path.join(own, 'tmp')}
php_admin_value[memory_limit] = 256M
`;
}

export async function startPhpFpm({ dir, ports, log, children = 6 }) {
  const names = SERVERS.slice(0, ports.length);
  const binary = which(['php-fpm8.2', 'php-fpm']);
  if (!binary) throw new Error('PHP-FPM is not installed: apt-get install php8.2-fpm php8.2-mysql (or run .ci/run).');
  const servers = [];
  for (const [i, name] of names.entries()) {
    const conf = path.join(dir, `php-fpm-${name}.conf`);
    const logFile = path.join(dir, 'logs', `php-fpm-${name}.log`);
    const pidFile = path.join(dir, `php-fpm-${name}.pid`);
    await killStale(pidFile);
    fs.writeFileSync(conf, poolConfig({ dir, name, port: ports[i], children }));
    log(`Starting PHP-FPM "${name}" on 127.0.0.1:${ports[i]} (${children} workers at most)…`);
    const proc = start(`PHP-FPM ${name}`, binary, ['--nodaemonize', '--fpm-config', conf, ...(isRoot ? ['--allow-to-run-as-root'] : [])], { logFile, pidFile });
    servers.push({ ...proc, port: ports[i], logFile });
  }
  for (const server of servers) await waitForPort(server.port, server, { logFile: server.logFile });
  return servers;
}

/** The machine's cores, for nginx's workers. */
export const cores = Math.max(1, os.cpus().length);
