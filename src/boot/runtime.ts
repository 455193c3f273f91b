/** The always-loaded runtime's entry: the core runtime with every feature's markers. */
import '../runtime/public-path';
import { boot } from '../runtime';
import { yieldTo } from '../runtime/manifest';
import { buildManifest } from './manifest';
import { LOAD_MODES } from './load-modes';

boot((config) => {
  const manifest = yieldTo(buildManifest(), config.yieldTo);
  // Features this site does not offer (AssetManifest::unavailable in PHP) are not bound either.
  for (const id of config.unbound ?? []) delete manifest[id];
  return manifest;
}, LOAD_MODES);
