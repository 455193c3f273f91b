/**
 * The stack's WordPress: core files copied into the stack's folder (tools/wordpress.mjs
 * prepareCore: 6.5 from npm, or `--wp`), this plugin linked into wp-content/plugins, a wp-config.php for MariaDB, the
 * stack's must-use plugins (tools/stack/mu-plugin.php and offline.php), and an install run by the PHP command line:
 * WordPress, the plugin and theme activated, the demo content (or none, for an empty site).
 */
import { followAddress } from './site-address.cjs';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, prepareCore } from '../wordpress.mjs';
import { DB } from './mariadb.mjs';
import { which } from './process.mjs';

const salt = () =>
  crypto
    .randomBytes(48)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 64);

function wpConfig({ url, dbHost, logsDir, debug }) {
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
// Written by tools/stack/wordpress.mjs for the production-like stack (npm run start:stack).
define( 'DB_NAME', '${DB.name}' );
define( 'DB_USER', '${DB.user}' );
define( 'DB_PASSWORD', '${DB.password}' );
define( 'DB_HOST', '${dbHost}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((k) => `define( '${k}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', ${debug ? 'true' : 'false'} );
define( 'WP_DEBUG_LOG', '${path.join(logsDir, 'wordpress-debug.log')}' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** Runs PHP code with WordPress loaded (the command line, as wp-cli would); returns what it printed. */
export function runPhp(siteDir, code, { installing = false } = {}) {
  const php = which(['php8.2', 'php']);
  const script = `<?php
${installing ? "define( 'WP_INSTALLING', true );" : ''}
$_SERVER['HTTP_HOST'] = $_SERVER['SERVER_NAME'] = '127.0.0.1';
require ${JSON.stringify(path.join(siteDir, 'wp-load.php'))};
${code}
`;
  return execFileSync(php, ['-d', 'display_errors=stderr', '-r', `?>${script}`], { cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * @param {{siteDir: string, url: string, dbHost: string, logsDir: string, fresh?: boolean, log: (line: string) => void,
 *   pluginFrom?: string, muPlugins?: Record<string, string>, debug?: boolean}} options
 *   pluginFrom: a folder holding the plugin as a site installs it (an unpacked release zip), copied
 *     into the site's plugins folder (so deleting it from the Plugins screen works) instead of
 *     linking this project; muPlugins: more must-use plugins (file name => PHP); debug: PHP's
 *     notices shown in the pages too, not only logged
 */
export function prepareSite({ siteDir, url, dbHost, logsDir, fresh, log, pluginFrom = '', muPlugins = {}, debug = false }) {
  prepareCore(siteDir, { fresh, log });
  const plugins = path.join(siteDir, 'wp-content', 'plugins');
  fs.mkdirSync(plugins, { recursive: true });
  const link = path.join(plugins, 'colophon');
  if (pluginFrom) {
    fs.rmSync(link, { recursive: true, force: true });
    fs.cpSync(pluginFrom, link, { recursive: true });
  } else if (!fs.existsSync(link)) fs.symlinkSync(ROOT, link, 'dir');
  const mu = path.join(siteDir, 'wp-content', 'mu-plugins');
  fs.mkdirSync(mu, { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'tools', 'stack', 'mu-plugin.php'), path.join(mu, 'colophon-stack.php'));
  fs.copyFileSync(path.join(ROOT, 'tools', 'stack', 'offline.php'), path.join(mu, 'colophon-offline.php'));
  // The demo's server pieces load through a must-use plugin, never through the plugin itself (a
  // plugin installed from its zip has no demo).
  if (!pluginFrom) fs.copyFileSync(path.join(ROOT, 'demo', 'mu-plugin.php'), path.join(mu, 'colophon-demo.php'));
  for (const [file, code] of Object.entries(muPlugins)) fs.writeFileSync(path.join(mu, file), code);
  fs.mkdirSync(path.join(siteDir, 'wp-content', 'uploads'), { recursive: true });
  const config = path.join(siteDir, 'wp-config.php');
  // The demo installer adds the stand-ins' line to wp-config.php; keep it when the site is kept,
  // with the address and database port of this run (`--port` may differ from the last one).
  if (fresh || !fs.existsSync(config)) fs.writeFileSync(config, wpConfig({ url, dbHost, logsDir, debug }));
  else fs.writeFileSync(config, followAddress(fs.readFileSync(config, 'utf8'), { url, dbHost }));
}

export function installSite({ siteDir, demo, log }) {
  const php = (code, options) => runPhp(siteDir, code, options);
  const installed = php("echo is_blog_installed() ? 'yes' : 'no';").trim() === 'yes';
  if (installed) return log('WordPress is installed already (use --fresh to start over).');
  log('Installing WordPress, the plugin, the theme' + (demo ? ' and the demo content…' : '…'));
  php(
    `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Colophon Press', 'admin', 'admin@example.com', false, '', 'password' );
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin( 'colophon/colophon.php' );
if ( is_wp_error( $activated ) ) { fwrite( STDERR, $activated->get_error_message() ); exit( 1 ); }
if ( wp_get_theme( 'twentytwentythree' )->exists() ) { switch_theme( 'twentytwentythree' ); }`,
    { installing: true },
  );
  if (demo) php(`require ABSPATH . 'wp-content/plugins/colophon/demo/install.php'; colophon_demo_install();`);
}
