#!/usr/bin/env bash
# The incumbent lab of ../shared/peers (real Elementor, Elementor Pro, JetEngine in Playground),
# booted with this plugin mounted and active (takeover off), for side-by-side checks and
# `npm run bench -- --peer URL`. The shared scripts are read-only and know nothing of Colophon, so
# a copy of them goes to a temporary folder and its boot script gets one more mount and one more
# step. Everything it produces stays outside the repository (PEER_WORK): never commit it.
#
#   PEER_MIRROR=/path/to/whq-wordpress-starter-elementor.git tools/peer-lab.sh [PORT]   (9500-9599)
#   then: npm run bench -- --peer http://127.0.0.1:PORT --pages /service/,/blog/,/listing/,/widgets/
#   stop: $TMPDIR/colophon-peer-lab/boot.sh stop PORT   (with the same PEER_WORK)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SRC=${PEERS_DIR:-$ROOT/../shared/peers}
LAB=${TMPDIR:-/tmp}/colophon-peer-lab
[[ -f $SRC/boot.sh ]] || { echo "peer-lab: no $SRC/boot.sh (set PEERS_DIR)" >&2; exit 1; }
[[ -f $ROOT/dist/asset-manifest.json ]] || { echo "peer-lab: dist/ is missing: run npm run build first" >&2; exit 1; }
mkdir -p "$LAB"
# Keep an earlier copy's node_modules (its npm install needs the registry once).
find "$SRC" -mindepth 1 -maxdepth 1 ! -name node_modules -exec cp -r {} "$LAB/" \;
chmod -R u+w "$LAB"
COLOPHON_DIR=$ROOT node - "$LAB/boot.sh" <<'JS'
const fs = require('node:fs');
const file = process.argv[2];
let s = fs.readFileSync(file, 'utf8');
const mount = '  --mount="$RUN/src/themes/hello-elementor:/wordpress/wp-content/themes/hello-elementor" \\\n';
const step = `    { "step": "runPHP", "code": "<?php require '/setup/setup-2.php';" }\n`;
if (!s.includes(mount) || !s.includes(step)) throw new Error('peer-lab: boot.sh has changed; add the Colophon mount and activation by hand');
s = s.replace(mount, mount + `  --mount="${process.env.COLOPHON_DIR}:/wordpress/wp-content/plugins/colophon" \\\n`);
// Activated by a plain runPHP step: Playground's activatePlugin runs as wp-admin, where the listing
// plugin's dashboard hooks every plugin activation and fails offline (array_column on false in
// jet-dashboard/inc/plugin-manager.php), so that step dies for any plugin in this lab.
// The welcome screen is taken as finished (as the demo's installer does): before it, Colophon adds
// nothing to the front end. Then the extra page of the widgets #31 is about (tools/lab/widgets-page.php).
const activate = `<?php require '/wordpress/wp-load.php'; require_once ABSPATH . 'wp-admin/includes/plugin.php'; $r = activate_plugin('colophon/colophon.php'); if (is_wp_error($r)) { echo $r->get_error_message(); exit(1); } \\Colophon\\Setup::finish();`;
const widgets = `<?php require '/wordpress/wp-content/plugins/colophon/tools/lab/widgets-page.php';`;
// boot.sh writes the blueprint through an unquoted heredoc: its backslashes and dollars are escaped.
const php = (code) => `    { "step": "runPHP", "code": ${JSON.stringify(code).replace(/\\/g, '\\\\').replace(/\$/g, '\\$')} }`;
s = s.replace(step, step.trimEnd() + `,\n${php(activate)},\n${php(widgets)}\n`);
fs.writeFileSync(file, s);
JS
exec "$LAB/boot.sh" "${1:-9500}"
