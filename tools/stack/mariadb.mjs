/**
 * MariaDB for the production stack: its own data folder under the stack's folder, listening on a
 * loopback port only, started in the foreground (never the system service, never /var/lib/mysql).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isRoot, killStale, start, waitForPort, which } from './process.mjs';

export const DB = { name: 'colophon', user: 'colophon', password: 'colophon-stack' };

export async function startMariaDB({ dir, port, log }) {
  const server = which(['mariadbd', 'mysqld']);
  const installer = which(['mariadb-install-db', 'mysql_install_db']);
  const client = which(['mariadb', 'mysql']);
  if (!server || !installer || !client) throw new Error('MariaDB is not installed: apt-get install mariadb-server (or run .ci/run).');
  const data = path.join(dir, 'mysql');
  const logFile = path.join(dir, 'logs', 'mariadb.log');
  const pidFile = path.join(dir, 'mariadb.pid');
  const socket = path.join(dir, 'mysql.sock');
  await killStale(pidFile);
  const user = isRoot ? ['--user=root'] : [];
  if (!fs.existsSync(path.join(data, 'mysql'))) {
    log('Creating the MariaDB data folder…');
    execFileSync(installer, ['--no-defaults', `--datadir=${data}`, ...user, '--auth-root-authentication-method=normal', '--skip-test-db'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  const proc = start(
    'MariaDB',
    server,
    [
      '--no-defaults',
      `--datadir=${data}`,
      ...user,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${path.join(dir, 'mysql.pid')}`,
      `--log-error=${logFile}`,
      '--skip-log-bin',
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=128M',
      '--innodb-flush-log-at-trx-commit=2',
      '--max-connections=200',
    ],
    { logFile, pidFile },
  );
  await waitForPort(port, proc, { logFile });
  const sql = [
    `CREATE DATABASE IF NOT EXISTS \`${DB.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    `CREATE USER IF NOT EXISTS '${DB.user}'@'127.0.0.1' IDENTIFIED BY '${DB.password}'`,
    `GRANT ALL ON \`${DB.name}\`.* TO '${DB.user}'@'127.0.0.1'`,
  ].join(';');
  execFileSync(client, ['--no-defaults', '-uroot', `--socket=${socket}`, '-e', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
  return { ...proc, host: `127.0.0.1:${port}`, socket, client };
}

/** Drops and recreates the site's database (a fresh stack). */
export function resetDatabase(db) {
  execFileSync(
    db.client,
    [
      '--no-defaults',
      '-uroot',
      `--socket=${db.socket}`,
      '-e',
      `DROP DATABASE IF EXISTS \`${DB.name}\`; CREATE DATABASE \`${DB.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
