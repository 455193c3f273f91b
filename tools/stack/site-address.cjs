/**
 * A kept stack site started on another port: its wp-config.php still names the database port and
 * the site address of the run that wrote it (the demo installer added its own lines since, and the
 * keys must stay). This rewrites just those three definitions.
 */
'use strict';

/** @param {string} config wp-config.php as it is  @param {{url: string, dbHost: string}} address */
function followAddress(config, { url, dbHost }) {
  const set = (text, name, value) => {
    const line = new RegExp(`define\\(\\s*'${name}'\\s*,\\s*'[^']*'\\s*\\);`);
    if (!line.test(text)) throw new Error(`wp-config.php has no ${name} line to update: start the stack with --fresh to write a new one.`);
    return text.replace(line, `define( '${name}', '${value}' );`);
  };
  return set(set(set(config, 'DB_HOST', dbHost), 'WP_HOME', url), 'WP_SITEURL', url);
}

module.exports = { followAddress };
