import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// The API server of `npm start` (src/server); `npm run dev` proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
/** The packages only the office's charts use (MUI X Charts and what it brings). */
const CHARTS_ONLY =
  /[\\/]node_modules[\\/](@mui[\\/]x-[^\\/]+|@base-ui|@floating-ui|bezier-easing|d3-[^\\/]+|internmap|flatqueue|use-sync-external-store)[\\/]/;

type WebConfiguration = Configuration & { devServer?: DevServerConfiguration };

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): WebConfiguration | WebConfiguration[] => {
  const production = argv.mode !== 'development';
  const serving = process.env.WEBPACK_SERVE === 'true';
  const web = browserConfiguration(production, serving);
  // The production build also makes the bundle that prerenders the public pages (scripts/prerender.mjs).
  return production && !serving ? [web, prerenderConfiguration(web)] : web;
};

/**
 * The app for Node, built with the browser's resolve and loaders in the same mode, so the markup
 * and the class names it prerenders are exactly those the browser hydrates.
 */
function prerenderConfiguration(web: Configuration): Configuration {
  return {
    name: 'prerender',
    mode: web.mode,
    target: 'node20',
    entry: { prerender: './src/app/prerender.tsx' },
    // Written even when unchanged: scripts/prerender.mjs checks it is not older than dist/.
    output: {
      path: path.resolve(__dirname, 'dist-prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
      compareBeforeEmit: false,
    },
    resolve: web.resolve,
    module: {
      rules: (web.module?.rules ?? []).map((rule) =>
        // Images keep the browser build's URLs; the browser build writes the files.
        rule && typeof rule === 'object' && rule.type === 'asset/resource'
          ? { ...rule, generator: { filename: 'assets/[name].[contenthash:10][ext]', emit: false } }
          : rule,
      ),
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...withoutMuiCssVariables()],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/**
 * Our theme uses neither CSS variables nor color schemes (src/app/providers/theme.ts), yet MUI's
 * createTheme and ThemeProvider always import that machinery (about 6 KB gzip on every page).
 * Both are pointed at their "NoVars" halves, which is what they run for such a theme anyway.
 * Matched on the resolved file, so a MUI release that moves them only loses the saving (the
 * bundle budget test shows it); theme.test.ts checks the theme keeps no color schemes.
 */
function withoutMuiCssVariables(): webpack.NormalModuleReplacementPlugin[] {
  return [
    ['createTheme', 'createThemeNoVars'],
    ['ThemeProvider', 'ThemeProviderNoVars'],
  ].map(
    ([from, to]) =>
      new webpack.NormalModuleReplacementPlugin(new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]styles[\\\\/]${from}\\.mjs$`), (resource) => {
        if (resource.createData?.resource) resource.createData.resource = resource.createData.resource.replace(new RegExp(`${from}\\.mjs$`), `${to}.mjs`);
      }),
  );
}

/**
 * Writes dist/chunk-groups.json: each named chunk group (an entry, an import()'s webpackChunkName)
 * with the script files it needs, e.g. "customer-login" → ["assets/4958.….js",
 * "assets/customer-login.….js"]. scripts/prerender.mjs lists a page's start-up chunks with its
 * scripts from it. Public like the build's other files: the runtime chunk names them all already.
 */
function chunkGroupsFile(): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('chunkGroupsFile', (compilation) => {
        // At the last stage, once content hashes are final (the real content hash renames files late).
        compilation.hooks.processAssets.tap({ name: 'chunkGroupsFile', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const groups = Object.fromEntries(
            [...compilation.namedChunkGroups].map(([name, group]) => [
              name,
              group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))),
            ]),
          );
          compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(`${JSON.stringify(groups, null, 1)}\n`));
        });
      });
    },
  };
}

function browserConfiguration(production: boolean, serving: boolean): WebConfiguration {
  return {
    mode: production ? 'production' : 'development',
    // boot carries its own (empty) runtime: it is the page's only script tag and loads the others.
    entry: { main: './src/main.tsx', boot: { import: './src/boot.ts', runtime: false } },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // Content hashes let the server cache assets forever (see src/server static serving).
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // Written even when unchanged: scripts/build-if-stale.mjs compares shell.html's time with its sources'.
      compareBeforeEmit: false,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // Catalogs arrive precompiled (scripts/webpack/precompile-messages-loader.cjs): no ICU parser in the browser.
        '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
        // react-router's package exports point every bundler at its development build.
        ...(production
          ? {
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production, refresh: serving && !production } },
              },
            },
          },
        },
        {
          test: /\.json$/,
          include: path.resolve(__dirname, 'src/i18n'),
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'scripts/webpack/precompile-messages-loader.cjs'),
        },
        {
          test: /[\\/]node_modules[\\/](?:@formatjs[\\/]intl|intl-messageformat)[\\/]index\.js$/,
          use: path.resolve(__dirname, 'scripts/webpack/skip-intl-locale-lookups-loader.cjs'),
        },
        { test: /\.(svg|png|jpe?g|gif|webp|avif|woff2?)$/i, type: 'asset/resource' },
        // emotion's browser build imports hoist-non-react-statics for its side effects alone (an
        // artefact of how its withTheme is bundled); the package declares none, so every page carried
        // it and its own copy of react-is. It has none: only an import that uses it keeps it.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true, test: (module) => !CHARTS_ONLY.test(module.nameForCondition() ?? '') }),
      new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 5 }),
      // In production the shell is shell.html: index.html is the prerendered home (scripts/prerender.mjs).
      new HtmlWebpackPlugin({ template: './src/index.html', filename: production ? 'shell.html' : 'index.html', inject: false }),
      ...(production ? [chunkGroupsFile()] : []),
      ...(serving && !production ? [new ReactRefreshWebpackPlugin()] : []),
      ...withoutMuiCssVariables(),
      // V8 (Chrome 136 on) compiles a file marked so whole, on a background thread while it streams
      // in, instead of each function on the main thread when first called. A chunk here is fetched
      // when its code is about to run (the app is split by what a screen needs), so most of its
      // functions run at once: a prerendered page's start-up did about a quarter less main-thread
      // work on a 4× throttled phone. Added after minification, which drops comments, and before
      // the source maps are written, which then count the line. Not on boot, written into the page.
      ...(production
        ? [
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              exclude: /(^|\/)boot\./,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
            }),
          ]
        : []),
    ],
    optimization: {
      // Module ids are hashes of the module's name, as short as the module count allows; the
      // charts bring five hundred modules of their own, which alone would lengthen every id by a
      // digit, in every chunk the public pages load. Their ids are drawn after the others', longer.
      moduleIds: false,
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all' },
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    // Budgets are measured by scripts/bench (what the browser downloads), not by webpack's file sizes.
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/uploads', '/images', '/runtime-config.js', '/healthz', '/livez', '/readyz'], target: apiTarget }],
    },
  };
}
