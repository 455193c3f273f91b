/**
 * Writes dist/asset-manifest.json: which built file is which entry, which files a handler chunk
 * needs (its own file plus shared vendor chunks), what PHP reads of the features' descriptions
 * (tools/features.js: markers, needles, preloading, takeover's tables), each feature's stylesheet
 * (features/<id>/<id>.css, emitted hashed), and the gzip size of every file (bench/check-budget.mjs).
 */
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { createHash } = require('crypto');
const { readFeatures, serverTables } = require('./features');

/**
 * Comments, runs of whitespace and the leading zeros of decimals (0.5 -> .5) out; strings and url()
 * left as they are. Nothing cleverer. The space before a colon stays: in a selector it is the
 * descendant combinator (`.a :is(b)` is not `.a:is(b)`).
 */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,>])\s*/g, '$1')
            .replace(/:\s+/g, ':')
            .replace(/(^|[\s:,(+\-*/])0\.(\d)/g, '$1.$2'),
    )
    .join('')
    .trim();
}

class AssetManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const features = readFeatures();
        for (const id of Object.keys(features)) compilation.fileDependencies.add(path.resolve(compiler.context, 'features', id, 'feature.json'));
        const { markers, yieldTo, covers } = serverTables(features);
        const entries = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          entries[name] = entrypoint.getFiles().filter((f) => f.endsWith('.js'));
        }
        const chunks = {};
        for (const group of compilation.chunkGroups) {
          if (!group.name || compilation.entrypoints.has(group.name)) continue;
          chunks[group.name] = group.getFiles().filter((f) => f.endsWith('.js'));
        }
        const styles = {};
        for (const id of Object.keys(markers)) {
          const file = path.resolve(compiler.context, 'features', id, `${id}.css`);
          if (!fs.existsSync(file)) continue;
          compilation.fileDependencies.add(file);
          const css = minifyCss(fs.readFileSync(file, 'utf8'));
          const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
          const name = `${id}.${hash}.css`;
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(css));
          styles[id] = name;
        }
        const sizes = {};
        for (const asset of compilation.getAssets()) {
          if (!/\.(js|css)$/.test(asset.name)) continue;
          const source = asset.source.buffer();
          sizes[asset.name] = { bytes: source.length, gzip: zlib.gzipSync(source, { level: 9 }).length };
        }
        const json = JSON.stringify({ entries, chunks, styles, markers, yieldTo, covers, sizes }, null, 2);
        compilation.emitAsset('asset-manifest.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

module.exports = { AssetManifestPlugin, minifyCss };
