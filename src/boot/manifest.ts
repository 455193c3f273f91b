/** The registry's manifest for every feature (generated from features/<id>/feature.json). */
import { manifestOf, type FeatureLoader } from '../runtime/manifest';
import type { Manifest } from '../runtime/manifest-entry';
import { FEATURES } from './generated/features';
import { loadFeature } from './load-feature';
import { LOAD_MODES } from './load-modes';

export { FEATURES, type FeatureId } from './generated/features';

export const buildManifest = (features: Partial<typeof FEATURES> = FEATURES, load: FeatureLoader = loadFeature): Manifest =>
  manifestOf(features as typeof FEATURES, load, LOAD_MODES);
