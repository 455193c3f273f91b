/**
 * src/boot/load-feature.ts for the unit tests (jest.config.ts maps it here): a feature's folder,
 * imported, where the built runtime loads its chunk by id.
 */
import type { HandlerModule } from '../../../src/runtime/handler';
import type { FeatureLoader } from '../../../src/runtime/manifest';

export const loadFeature: FeatureLoader = (id) => import(`../../../features/${id}`) as Promise<HandlerModule>;
