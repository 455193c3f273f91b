#!/usr/bin/env node
/**
 * First step of `npm test`: finds what the tests need beyond `npm install`, and installs what is
 * missing from Debian's archive, the only source of these (npm has no Chromium build that runs
 * offline, no PHPUnit or PHP_CodeSniffer of Debian's PHP, no MariaDB, nginx or PHP-FPM, and no
 * WordPress 6.1). WordPress 6.2–6.5 come from npm (tools/wordpress-core.mjs) and need nothing here.
 * Says what it installs and why; on a machine without apt it says what to install and stops.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** What each test needs, how to tell it is there, and the Debian package that brings it. */
export const NEEDS = [
  { why: 'the browser of the end-to-end tests', have: () => fs.existsSync('/usr/bin/chromium'), pkg: 'chromium' },
  { why: 'the PHP unit tests', have: () => onPath('phpunit'), pkg: 'phpunit' },
  { why: 'the PHP lint (PHP_CodeSniffer)', have: () => onPath('phpcs'), pkg: 'php-codesniffer' },
  { why: 'WordPress 6.1, the oldest supported version', have: () => fs.existsSync('/usr/share/wordpress/wp-settings.php'), pkg: 'wordpress' },
  {
    why: "WordPress 6.1's default theme",
    have: () => fs.existsSync('/usr/share/wordpress/wp-content/themes/twentytwentythree'),
    pkg: 'wordpress-theme-twentytwentythree',
  },
  { why: 'the production-like stack: MariaDB', have: () => fs.existsSync('/usr/sbin/mariadbd'), pkg: 'mariadb-server' },
  { why: 'the production-like stack: PHP-FPM', have: () => fs.existsSync('/usr/sbin/php-fpm8.2'), pkg: 'php8.2-fpm' },
  { why: "the production-like stack: PHP's MySQL driver", have: () => phpModule('mysqli'), pkg: 'php8.2-mysql' },
  { why: "the production-like stack: PHP's zip (WordPress's personal-data export)", have: () => phpModule('zip'), pkg: 'php8.2-zip' },
  { why: 'the production-like stack: nginx', have: () => fs.existsSync('/usr/sbin/nginx'), pkg: 'nginx-light' },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function phpModule(name) {
  const run = spawnSync('php', ['-m'], { encoding: 'utf8' });
  return run.status === 0 && run.stdout.split('\n').includes(name);
}

function main() {
  const missing = NEEDS.filter((need) => !need.have());
  if (!missing.length) {
    console.log('[needs] Chromium, PHPUnit, PHP_CodeSniffer, WordPress 6.1, MariaDB, PHP-FPM and nginx are installed.');
    return;
  }
  const packages = [...new Set(missing.map((need) => need.pkg))];
  for (const need of missing) console.log(`[needs] missing ${need.pkg}: ${need.why}`);
  if (!onPath('apt-get')) {
    console.error(`[needs] No apt-get here: install ${packages.join(' ')} (Debian 12 names), then run npm test again.`);
    process.exit(1);
  }
  const root = process.getuid?.() === 0;
  if (!root && !onPath('sudo')) {
    console.error(`[needs] Installing needs root: run  apt-get install ${packages.join(' ')}  as root, then npm test again.`);
    process.exit(1);
  }
  const [command, ...prefix] = root ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`[needs] Installing from Debian: ${packages.join(' ')} (apt-get, a few minutes)…`);
  execFileSync(command, [...prefix, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = NEEDS.filter((need) => !need.have());
  if (still.length) {
    console.error(`[needs] Still missing after apt-get: ${still.map((need) => need.pkg).join(' ')}.`);
    process.exit(1);
  }
  console.log('[needs] Installed.');
}

main();
