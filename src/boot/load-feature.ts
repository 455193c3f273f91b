/**
 * A feature's chunk, loaded by its id: the handler kit's chunk, the shared chunks its description
 * names (`chunks` in feature.json) and its own, then its module, whose id the build makes the
 * feature's id (tools/feature-chunks-plugin.js, which also checks that those are all the chunks
 * each feature needs). One function for every feature, where an import() per feature cost the
 * always-loaded runtime 607 B gzip. The chunks themselves are made from src/boot/generated/chunks.ts,
 * whose import()s webpack reads and the minifier drops, as nothing calls them. Unit tests load the
 * feature's folder instead (tests/unit/helpers/load-feature.ts).
 */
import type { HandlerModule } from '../runtime/handler';
import type { FeatureLoader } from '../runtime/manifest';
import { chunkGraph } from './generated/chunks';

export const KIT_CHUNK = 'handler-kit';

// Read by webpack, which then makes the chunks; a statement with no effect, which the minifier drops.
void chunkGraph;

export const loadFeature: FeatureLoader = (id, chunks = []) =>
  Promise.all([...chunks, KIT_CHUNK, id].map((chunk) => __webpack_chunk_load__(chunk))).then(() => __webpack_require__(id) as HandlerModule);
