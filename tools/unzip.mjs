/**
 * Unpacks a zip into a folder: `place(name)` says where each entry goes inside it (a relative
 * path), or null to leave it out. An entry that would land outside the folder is refused.
 * Used for the release zip (tools/serve.mjs, tools/start-stack.mjs) and WordPress's npm builds
 * (tools/wordpress-core.mjs).
 * @returns {number} how many files were written
 */
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

export function unzipInto(zipFile, into, place = (name) => name) {
  let count = 0;
  for (const [name, data] of Object.entries(unzipSync(fs.readFileSync(zipFile)))) {
    const relative = name.endsWith('/') ? null : place(name);
    if (relative === null) continue;
    const target = path.join(into, relative);
    if (!target.startsWith(into + path.sep)) throw new Error(`${zipFile}: ${name} points outside ${into}.`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
    count++;
  }
  return count;
}

/** Unpacks a release zip's `colophon/` folder into `into` (emptied first); returns how many files. */
export function unpackRelease(zipFile, into) {
  fs.rmSync(into, { recursive: true, force: true });
  const count = unzipInto(zipFile, into, (name) => (name.startsWith('colophon/') ? name.slice('colophon/'.length) : null));
  if (!fs.existsSync(path.join(into, 'colophon.php'))) throw new Error(`${zipFile} holds no colophon/colophon.php: not a release zip.`);
  return count;
}
