/**
 * Where WordPress core comes from, offline. Two sources:
 *   - 6.2 to 6.5: the npm package @wp-playground/wordpress-builds (a dev dependency, so `npm install`
 *     brings it). Each version is a zip of the PHP files plus its static files in `public/`; the two
 *     are merged once into `.wp/core/<version>/` and copied from there.
 *   - 6.1: Debian's `wordpress` package (/usr/share/wordpress), the oldest version Colophon supports.
 * The version is `COLOPHON_WP` (set by `--wp` of the scripts, inherited by the servers tests start),
 * else the newest from npm.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unzipInto } from './unzip.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const DEBIAN_CORE = '/usr/share/wordpress';
const BUILDS = path.join(ROOT, 'node_modules', '@wp-playground', 'wordpress-builds');
export const NPM_VERSIONS = ['6.2', '6.3', '6.4', '6.5'];
export const DEFAULT_VERSION = '6.5';
export const OLDEST_VERSION = '6.1';
/**
 * The newest WordPress Colophon has been run on: the 2026 lab (../shared/peers/2026/: WordPress
 * 7.0.2 with Elementor 4.2.1, Pro and JetEngine 3.6; tools/lab/), which the offline CI cannot
 * boot. readme.txt's "Tested up to" is this, and its changelog says where each version ran.
 */
export const LAB_VERSION = '7.0';

/** The version asked for: `COLOPHON_WP`, else the default. Throws on one there is no source for. */
export function wantedVersion(env = process.env) {
  const version = (env.COLOPHON_WP || DEFAULT_VERSION).trim();
  if (version !== OLDEST_VERSION && !NPM_VERSIONS.includes(version))
    throw new Error(`COLOPHON_WP=${version}: no offline source. Choose ${[OLDEST_VERSION, ...NPM_VERSIONS].join(', ')}.`);
  return version;
}

/** Unpacks one npm build (zip + static files) into `.wp/core/<version>/` once; returns that folder. */
function npmCore(version, log) {
  const into = path.join(ROOT, '.wp', 'core', version);
  if (fs.existsSync(path.join(into, 'wp-settings.php'))) return into;
  const zip = path.join(BUILDS, 'src', 'wordpress', `wp-${version}.zip`);
  if (!fs.existsSync(zip)) throw new Error(`${path.relative(ROOT, zip)} is missing: run \`npm install\` first.`);
  log(`Unpacking WordPress ${version} from @wp-playground/wordpress-builds…`);
  const partial = `${into}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  unzipInto(zip, partial, (name) => name.replace(/^wordpress\//, ''));
  // The zip leaves out the static files (CSS, scripts, images); they ship beside it. Beside it too
  // are the static halves of themes the zip does not carry (6.5: Twenty Twenty-Three without its
  // PHP patterns, which would render empty headers and footers): those are left out.
  const themes = path.join(partial, 'wp-content', 'themes');
  const shipped = new Set(fs.readdirSync(themes));
  fs.cpSync(path.join(BUILDS, 'public', `wp-${version}`), partial, { recursive: true });
  for (const theme of fs.readdirSync(themes)) if (!shipped.has(theme)) fs.rmSync(path.join(themes, theme), { recursive: true, force: true });
  fs.rmSync(path.join(partial, 'wordpress-remote-asset-paths'), { force: true });
  fs.renameSync(partial, into);
  return into;
}

/**
 * The folder holding WordPress `version`'s core files, or an error that says how to get it.
 * @returns {{dir: string, version: string}}
 */
export function coreSource(version = wantedVersion(), log = () => {}) {
  if (version === OLDEST_VERSION) {
    if (!fs.existsSync(path.join(DEBIAN_CORE, 'wp-settings.php')))
      throw new Error(`WordPress ${version} comes from Debian's "wordpress" package, which is not installed (apt-get install wordpress).`);
    return { dir: DEBIAN_CORE, version };
  }
  return { dir: npmCore(version, log), version };
}

/** The `x.y.z` a core folder says it is (wp-includes/version.php). */
export function coreVersion(dir) {
  const text = fs.readFileSync(path.join(dir, 'wp-includes', 'version.php'), 'utf8');
  return text.match(/\$wp_version\s*=\s*'([^']+)'/)?.[1] ?? 'unknown';
}
