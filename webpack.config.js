/**
 * One production build for the visitor bundle (consent boot, runtime, lazily loaded handler chunks)
 * and the admin entry. PHP reads dist/asset-manifest.json to know which file is which.
 */
const fs = require('fs');
const path = require('path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { AssetManifestPlugin } = require('./tools/asset-manifest-plugin');
const { FeatureChunksPlugin } = require('./tools/feature-chunks-plugin');

/** The admin bundle's file (src/admin/index.ts): minified with its translation calls kept whole. */
const ADMIN = /^admin\.[\w]+\.js$/;

const preact = (sub) => path.resolve(__dirname, 'node_modules/preact', sub);

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return [visitorAndAdmin(production), blocks(production)];
};

function visitorAndAdmin(production) {
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: ['web', 'es2020'],
    entry: {
      'consent-boot': './features/consent/boot.ts',
      // The second halves, printed `defer` after their boot (features/consent/php/Feature.php print_boot).
      'consent-after': './features/consent/after.ts',
      'consent-strict': './features/consent/strict-boot.ts',
      'consent-strict-after': './features/consent/strict-after.ts',
      'consent-strict-blocker': './features/consent/strict-blocker-boot.ts',
      runtime: './src/boot/runtime.ts',
      // A bar's head script, printed only on a page with a bar (features/announcement-bar/php/Feature.php).
      'announcement-bar-head': './features/announcement-bar/head.ts',
      // The page builder's front-end API for add-ons' scripts (features/takeover/php/Layer.php).
      'page-builder-api': './features/takeover/page-builder-api/index.ts',
      admin: './src/admin/index.ts',
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].[contenthash:8].js',
      // Chunks carry the build's hash, not each its own: the runtime then builds a chunk's file name
      // from its name, where a hash per chunk put a table of them in the runtime (686 B gzip). A
      // release changes the names of all chunks, as it changes most of them anyway.
      chunkFilename: '[name].[fullhash:8].js',
      // Other plugins' webpack runtimes share the page: keep our JSONP global apart.
      uniqueName: 'colophon',
      // Set at run time from window.colophonConfig (src/runtime/public-path.ts).
      publicPath: '',
      chunkLoadTimeout: 120000,
      // No charset attribute on the chunk scripts webpack adds: obsolete in HTML (scripts take the
      // page's UTF-8), and webpack's own future default.
      charset: false,
      // The blocks' editor scripts (the second config) share dist/.
      clean: { keep: /^blocks[\\/]/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      alias: {
        react: preact('compat'),
        'react-dom/client': preact('compat/client'),
        'react-dom/test-utils': preact('test-utils'),
        'react-dom': preact('compat'),
        'react/jsx-runtime': preact('jsx-runtime'),
        // The admin app's JSX builds wp.element (WordPress's React) elements (src/admin/element/).
        'wp-element/jsx-runtime$': path.resolve(__dirname, 'src/admin/element/jsx-runtime.ts'),
        // Swiper's module files, reached past its barrel so the carousel's optional modules can live
        // in a chunk of their own (features/carousel/extras.ts; types in types/globals.d.ts).
        'swiper-module/autoplay$': path.resolve(__dirname, 'node_modules/swiper/modules/autoplay.mjs'),
        'swiper-module/effect-fade$': path.resolve(__dirname, 'node_modules/swiper/modules/effect-fade.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Loaders run last first: translators' comments are put by their calls (tools/translators-loader.cjs), then TypeScript.
          use: [{ loader: 'ts-loader', options: { transpileOnly: true } }, { loader: path.resolve(__dirname, 'tools/translators-loader.cjs') }],
        },
      ],
    },
    optimization: {
      // Terser, twice. The visitor bundle as small as it goes. The admin bundle keeps its translation
      // calls whole — their names, each string literal in its own call (no `c ? __(a) : __(b)`
      // folded into `__(c ? a : b)`), and the translators' comments — so WordPress's string tools
      // (wp i18n make-pot / make-json, the plugin directory) find them in the built file;
      // tools/check-i18n-bundle.mjs checks it after every build.
      minimizer: [
        new MinimizerPlugin({
          exclude: ADMIN,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { ecma: 2020, compress: { passes: 3, pure_getters: true, unsafe_arrows: true }, format: { comments: false } },
        }),
        new MinimizerPlugin({
          include: ADMIN,
          minify: MinimizerPlugin.terserMinify,
          extractComments: false,
          minimizerOptions: {
            ecma: 2020,
            compress: { passes: 2, conditionals: false, sequences: false },
            mangle: { reserved: ['__', '_n', '_x', '_nx'] },
            format: { comments: /translators:/i },
          },
        }),
      ],
      runtimeChunk: false,
      // Readable ids: a failed load says `Loading chunk like-dislike failed`.
      chunkIds: 'named',
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // Swiper only loads on pages with a slider (features/listing-grid/slider.ts).
          // Autoplay and the fade effect: only for carousels that use them (features/carousel/extras.ts).
          swiperExtras: {
            test: /[\\/]node_modules[\\/]swiper[\\/](modules[\\/](autoplay|effect-fade)|shared[\\/]effect-)/,
            name: 'vendor-swiper-extras',
            chunks: 'async',
            enforce: true,
            priority: 10,
          },
          swiper: {
            test: /[\\/]node_modules[\\/](swiper|ssr-window|dom7)[\\/]/,
            name: 'vendor-swiper',
            chunks: 'async',
            enforce: true,
          },
          // preact/compat (the React API) apart from preact itself: the consent banner, on every
          // first visit, uses preact directly and never downloads compat.
          preactCompat: {
            test: /[\\/]node_modules[\\/]preact[\\/]compat[\\/]/,
            name: 'vendor-preact-compat',
            chunks: 'async',
            enforce: true,
            priority: 1,
          },
          preact: {
            test: /[\\/]node_modules[\\/]preact[\\/]/,
            name: 'vendor-preact',
            chunks: 'async',
            enforce: true,
          },
          // The handler base class and its kit (src/runtime/handler.ts): one copy for every handler
          // chunk, loaded with the first of them, so the always-loaded runtime stays small.
          kit: {
            test: /[\\/]src[\\/](runtime[\\/](handler|settings|latest|live-region|busy|i18n|viewport|breakpoints|routes)|boot[\\/]generated[\\/]events)\.ts$/,
            name: 'handler-kit',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new (require('webpack').DefinePlugin)({
        __DEV__: JSON.stringify(!production),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new FeatureChunksPlugin(),
      new AssetManifestPlugin(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The blocks' editor scripts (features/<id>/block/edit.tsx → dist/blocks/<id>.js), built as core's
 * own blocks are: WordPress's packages are not bundled but taken from the `wp.*` globals, and each
 * script's .asset.php lists them as its dependencies (includes/Blocks.php registers the handle).
 * Minified with their translation calls kept whole, as the admin bundle is.
 */
function blocks(production) {
  const DependencyExtractionWebpackPlugin = require('@wordpress/dependency-extraction-webpack-plugin');
  const { readFeatures, blockFeatures } = require('./tools/features');
  const features = readFeatures();
  const entry = Object.fromEntries(Object.keys(blockFeatures(features)).map((id) => [id, `./features/${id}/block/edit.tsx`]));
  // A feature's panels in the block editor's document sidebar (features/<id>/editor-sidebar.tsx; its PHP enqueues it).
  // …and its admin screen built with WordPress's components (features/<id>/admin-screen.tsx; includes/Admin/ComponentScreen.php).
  for (const id of Object.keys(features)) {
    if (fs.existsSync(path.join(__dirname, 'features', id, 'editor-sidebar.tsx'))) entry[`${id}-sidebar`] = `./features/${id}/editor-sidebar.tsx`;
    if (fs.existsSync(path.join(__dirname, 'features', id, 'admin-screen.tsx'))) entry[`${id}-screen`] = `./features/${id}/admin-screen.tsx`;
  }
  // The settings screens of declared fields (includes/Admin/SettingsPage.php) that draw no kind of their own.
  entry['settings-screen'] = './src/blocks/settings-screen.tsx';
  return {
    name: 'blocks',
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: ['web', 'es2020'],
    entry,
    output: { path: path.resolve(__dirname, 'dist/blocks'), filename: '[name].js', clean: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      alias: { 'wp-element/jsx-runtime$': path.resolve(__dirname, 'src/admin/element/jsx-runtime.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [{ loader: 'ts-loader', options: { transpileOnly: true } }, { loader: path.resolve(__dirname, 'tools/translators-loader.cjs') }],
        },
      ],
    },
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.terserMinify,
          extractComments: false,
          minimizerOptions: {
            ecma: 2020,
            compress: { passes: 2, conditionals: false, sequences: false },
            mangle: { reserved: ['__', '_n', '_x', '_nx'] },
            format: { comments: /translators:/i },
          },
        }),
      ],
    },
    plugins: [new DependencyExtractionWebpackPlugin({ combineAssets: false, outputFormat: 'php' })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
