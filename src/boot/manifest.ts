/** The registry's manifest for every feature (generated from features/<id>/feature.json). */
import { manifestOf } from '../runtime/manifest';
import type { Manifest } from '../runtime/manifest-entry';
import { FEATURES, LOADERS } from './generated/features';
import { LOAD_MODES } from './load-modes';

export { FEATURES, type FeatureId } from './generated/features';

export const buildManifest = (features: Partial<typeof FEATURES> = FEATURES, loaders: Partial<typeof LOADERS> = LOADERS): Manifest =>
  manifestOf(features as typeof FEATURES, loaders as typeof LOADERS, LOAD_MODES);
