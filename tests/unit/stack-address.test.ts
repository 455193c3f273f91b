/** A kept stack site follows the port it is started on (tools/stack/site-address.cjs). */
const { followAddress } = require('../../tools/stack/site-address.cjs') as {
  followAddress: (config: string, address: { url: string; dbHost: string }) => string;
};

const kept = `<?php
define( 'DB_NAME', 'colophon' );
define( 'DB_HOST', '127.0.0.1:9423' );
define( 'AUTH_KEY', 'kept-key' );
define( 'WP_HOME', 'http://127.0.0.1:9420' );
define( 'WP_SITEURL', 'http://127.0.0.1:9420' );
define( 'COLOPHON_DEMO_STANDINS', true );
require_once ABSPATH . 'wp-settings.php';
`;

test('the database port and the site address follow the new port; keys and the demo’s lines stay', () => {
  const next = followAddress(kept, { url: 'http://127.0.0.1:9500', dbHost: '127.0.0.1:9503' });
  expect(next).toContain("define( 'DB_HOST', '127.0.0.1:9503' );");
  expect(next).toContain("define( 'WP_HOME', 'http://127.0.0.1:9500' );");
  expect(next).toContain("define( 'WP_SITEURL', 'http://127.0.0.1:9500' );");
  expect(next).not.toContain('9420');
  expect(next).not.toContain('9423');
  expect(next).toContain("define( 'AUTH_KEY', 'kept-key' );");
  expect(next).toContain('COLOPHON_DEMO_STANDINS');
});

test('a config without those lines is refused with what to do', () => {
  expect(() => followAddress("<?php\nrequire 'x.php';\n", { url: 'http://127.0.0.1:9500', dbHost: '127.0.0.1:9503' })).toThrow(
    'wp-config.php has no DB_HOST line to update: start the stack with --fresh to write a new one.',
  );
});
