/**
 * Kit files: a zip holding manifest.json (or the manifest alone). Reading refuses before it
 * inflates anything unsafe: entry paths that climb out of the kit or are absolute, too many
 * entries, a manifest that would unpack past its limit, a file that is not a kit at all.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { KitError, MAX_MANIFEST_BYTES, megabytes, parseManifest, type Kit } from './manifest';
import { __, sprintf } from '@wordpress/i18n';

export const MAX_KIT_BYTES = 50 * 1024 * 1024;
export const MAX_ENTRIES = 5000;

const isZip = (bytes: Uint8Array): boolean => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const looksLikeJson = (bytes: Uint8Array): boolean => {
  for (const byte of bytes.subarray(0, 64)) {
    if (byte === 0x7b || byte === 0x5b) return true; // { or [
    if (![0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf].includes(byte)) return false;
  }
  return false;
};

/** Whether a zip entry's name stays inside the kit (no "..", no absolute or drive path). */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.includes('\0') || name.includes('\\')) return false;
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}

/** Reads an uploaded kit file (zip or manifest.json) into a kit, or throws KitError. */
export function readKitFile(fileName: string, bytes: Uint8Array): Kit {
  if (bytes.length > MAX_KIT_BYTES) {
    /* translators: 1: a file name, 2: its size, 3: the largest size */
    throw new KitError(sprintf(__('"%1$s" is %2$s; a kit may be at most %3$s.', 'colophon'), fileName, megabytes(bytes.length), megabytes(MAX_KIT_BYTES)));
  }
  /* translators: %s: a file name */
  if (bytes.length === 0) throw new KitError(sprintf(__('"%s" is empty.', 'colophon'), fileName));
  if (isZip(bytes)) return parseManifest(manifestFromZip(fileName, bytes));
  if (looksLikeJson(bytes)) return parseManifest(strFromU8(bytes));
  /* translators: %s: a file name */
  throw new KitError(sprintf(__('"%s" is not a kit: choose the .zip a kit export made, or its manifest.json.', 'colophon'), fileName));
}

function manifestFromZip(fileName: string, bytes: Uint8Array): string {
  let entries = 0;
  let manifestName: string | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > MAX_ENTRIES)
          /* translators: 1: a file name, 2: how many files */
          throw new KitError(sprintf(__('"%1$s" holds more than %2$d files; a kit holds far fewer.', 'colophon'), fileName, MAX_ENTRIES));
        if (!isSafeEntryName(file.name)) {
          /* translators: 1: a file name, 2: a path inside it */
          throw new KitError(sprintf(__('"%1$s" contains an unsafe file path ("%2$s"). Nothing was imported.', 'colophon'), fileName, file.name.slice(0, 120)));
        }
        // manifest.json at the top, or inside one top folder (a kit zipped with its folder).
        if (!/^([^/]+\/)?manifest\.json$/.test(file.name)) return false;
        if (manifestName !== null && manifestName.split('/').length <= file.name.split('/').length) return false;
        if (file.originalSize > MAX_MANIFEST_BYTES) {
          throw new KitError(
            sprintf(
              /* translators: 1: a file name, 2: a size, 3: the largest size */
              __('manifest.json in "%1$s" unpacks to %2$s, more than the %3$s a kit manifest may have.', 'colophon'),
              fileName,
              megabytes(file.originalSize),
              megabytes(MAX_MANIFEST_BYTES),
            ),
          );
        }
        manifestName = file.name;
        return true;
      },
    });
  } catch (error) {
    if (error instanceof KitError) throw error;
    throw new KitError(
      /* translators: 1: a file name, 2: what is wrong with it */
      sprintf(__('"%1$s" is not a readable zip (%2$s).', 'colophon'), fileName, (error as Error).message || __('damaged archive', 'colophon')),
    );
  }
  const data = manifestName === null ? undefined : files[manifestName];
  /* translators: %s: a file name */
  if (!data) throw new KitError(sprintf(__('"%s" has no manifest.json: it is a zip, but not a kit.', 'colophon'), fileName));
  return strFromU8(data);
}

/** A kit's zip: manifest.json holds everything (templates with their content and settings). */
export function writeKitZip(manifest: unknown): Uint8Array {
  return zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest, null, 2)) }, { level: 6, mtime: new Date() });
}
