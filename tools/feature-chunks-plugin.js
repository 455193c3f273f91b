/**
 * The features' chunks as the runtime loads them (src/boot/load-feature.ts): by id, with no table
 * of loaders in the always-loaded runtime.
 * - Each feature's module (features/<id>/index.ts(x)) gets the feature's id as its module id.
 * - The build fails if a feature's chunk needs a chunk the runtime would not load with it: only the
 *   handler kit's and those its feature.json names in `chunks`.
 * The chunks are made from src/boot/generated/chunks.ts (an import() per feature, never called).
 */
const path = require('path');
const { readFeatures, markerFeatures } = require('./features');

const KIT = 'handler-kit';

class FeatureChunksPlugin {
  apply(compiler) {
    const featuresDir = path.resolve(compiler.context, 'features');
    compiler.hooks.thisCompilation.tap('FeatureChunksPlugin', (compilation) => {
      const features = markerFeatures(readFeatures());
      const idOf = (module) => {
        const resource = (module.rootModule ?? module).resource;
        if (!resource) return null;
        const match = path.relative(featuresDir, resource).match(/^([a-z][a-z0-9-]*)[\\/]index\.tsx?$/);
        return match && Object.hasOwn(features, match[1]) ? match[1] : null;
      };
      // Before webpack's own ids (its plugins tap after the config's), which keep clear of these.
      compilation.hooks.moduleIds.tap('FeatureChunksPlugin', (modules) => {
        for (const module of modules) {
          const id = idOf(module);
          if (id) compilation.chunkGraph.setModuleId(module, id);
        }
      });
      compilation.hooks.afterSeal.tap('FeatureChunksPlugin', () => {
        const problems = [];
        for (const [id, spec] of Object.entries(features)) {
          const group = compilation.namedChunkGroups.get(id);
          if (!group) {
            problems.push(`${id}: no chunk of that name was built`);
            continue;
          }
          const allowed = new Set([id, KIT, ...(spec.chunks ?? [])]);
          const needed = group.chunks.map((chunk) => chunk.name ?? String(chunk.id));
          const extra = needed.filter((name) => !allowed.has(name));
          const unused = (spec.chunks ?? []).filter((name) => !needed.includes(name));
          if (extra.length) problems.push(`${id}: its chunk needs ${extra.join(', ')} too: name them in "chunks" of features/${id}/feature.json`);
          if (unused.length) problems.push(`${id}: "chunks" names ${unused.join(', ')}, which its chunk does not need`);
          const module = [...compilation.chunkGraph.getChunkModulesIterable(group.chunks.find((chunk) => chunk.name === id))].find((m) => idOf(m) === id);
          if (!module) problems.push(`${id}: its chunk does not hold features/${id}/index as module "${id}"`);
        }
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(`Feature chunks: ${problem}`));
      });
    });
  }
}

module.exports = { FeatureChunksPlugin };
