#!/usr/bin/env node
/**
 * The PHP checks of `npm run lint`:
 * 1. every PHP file parses on the lowest PHP version the plugin declares ("Requires PHP" in
 *    colophon.php), run in PHP's own parser from php-wasm (token_get_all with TOKEN_PARSE);
 * 2. PHP_CodeSniffer (Debian's php-codesniffer) with phpcs.xml.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const declared = /Requires PHP:\s*([\d.]+)/.exec(fs.readFileSync(path.join(root, 'colophon.php'), 'utf8'))?.[1];
if (!declared) throw new Error('colophon.php declares no "Requires PHP".');
const version = declared.split('.').slice(0, 2).join('.');

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.php'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

const php = new PHP(await loadNodeRuntime(version, { emscriptenOptions: { processId: process.pid } }));
php.mkdir('/lint');
let failed = 0;
for (const file of files) {
  php.writeFile('/lint/file.php', fs.readFileSync(path.join(root, file)));
  const result = await php.run({
    code: `<?php try { token_get_all( file_get_contents( '/lint/file.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( \\ParseError $e ) { echo $e->getMessage() . ' on line ' . $e->getLine(); }`,
  });
  if (result.text !== 'ok') {
    failed++;
    console.error(`${file}: PHP ${version} cannot parse it: ${result.text}`);
  }
}
php.exit();
console.log(`PHP ${version} syntax: ${files.length - failed} of ${files.length} files parse.`);

const phpcs = spawnSync('phpcs', ['--standard=phpcs.xml', '-q', '--report=full'], { cwd: root, stdio: 'inherit' });
if (phpcs.error) {
  console.error("phpcs is missing: install Debian's php-codesniffer (apt-get install php-codesniffer; .ci/run does).");
  failed++;
} else if (phpcs.status !== 0) failed++;
else console.log('PHP_CodeSniffer (phpcs.xml): no problems.');
process.exit(failed ? 1 : 0);
