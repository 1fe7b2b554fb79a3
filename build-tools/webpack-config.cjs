// The webpack configuration factory every app's webpack.config.cjs calls: one way to build the host and the remotes.
const { existsSync, realpathSync } = require('node:fs');
const { join } = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { createSharedDeps, kitPlan } = require('./shared-deps.cjs');
const { kitAdditionsPlugin } = require('./kit-additions.cjs');
const { InitialFilesPlugin } = require('./initial-files-plugin.cjs');
const { RemoteIntegrityPlugin } = require('./remote-integrity-plugin.cjs');

/** Defaults the standalone dev shells use to reach the local API; overridable through the environment. */
const DEV_DEFAULTS = {
  apiBaseUrl: process.env.CONSOLE_API_BASE_URL ?? 'http://127.0.0.1:8081',
  descopeProjectId: process.env.CONSOLE_DESCOPE_PROJECT_ID ?? 'P2LocalConsole00000000000000',
};

/**
 * react-router's package exports point at its development build (dev-only warnings and checks); it ships the
 * production build beside it. A production bundle uses that one. react-router reaches the apps through shared-ui.
 */
function reactRouterProductionAlias(packageDir) {
  const sharedUi = join(packageDir, 'node_modules', 'shared-ui');
  const base = existsSync(sharedUi) ? join(realpathSync(sharedUi), 'node_modules', 'react-router') : packageDir;
  const dist = join(existsSync(base) ? realpathSync(base) : base, 'dist', 'production');
  if (!existsSync(join(dist, 'index.mjs'))) return {};
  return { 'react-router$': join(dist, 'index.mjs'), 'react-router/dom$': join(dist, 'dom-export.mjs') };
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name federation name, also the output's uniqueName (`console_shell`, `mfe_incidents`)
 * @param {string} options.packageDir the app's folder
 * @param {'host' | 'remote'} options.kind the host has the page; a remote has a container and, in development, a standalone page
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules
 * @param {number} options.devPort port of `webpack serve`
 * @param {string} options.title page title
 * @param {string} [options.devStaticDir] extra folder `webpack serve` serves (the host's development runtime files)
 * @param {string[]} [options.deferredChunks] lazily loaded chunk names left out of `initial-files.json` (size budget)
 */
function createWebpackConfig({
  name,
  packageDir,
  kind,
  exposes = {},
  devPort,
  title,
  devStaticDir,
  deferredChunks = [],
}) {
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    const withPage = kind === 'host' || !production;
    // A remote's production build brings the kit's newer pieces it imports that the shell may lack (README, "Kit
    // versions"); a build with its own copy of the kit (the host, a development build) needs none.
    const kit = kitPlan(packageDir, { bring: kind === 'remote' && production });
    const additions = kitAdditionsPlugin(packageDir, kit);
    if (additions) {
      const names = kit.brought.map((piece) => `${piece.name} (${piece.since})`).join(', ');
      console.log(
        `${name} brings ${names} for a shell whose kit lacks them; it needs shared-ui ${kit.ranges['shared-ui'].range}`,
      );
    }
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      // A remote's production build is its container only; its page is the standalone dev shell.
      entry: withPage ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      // Kept on disk (node_modules/.cache/webpack), so a build after a small change redoes only what it touched. The
      // configuration files are its build dependencies: a change to any of them starts the cache afresh.
      cache: {
        type: 'filesystem',
        name: `${name}-${production ? 'production' : 'development'}`,
        buildDependencies: {
          config: [
            __filename,
            require.resolve('./shared-deps.cjs'),
            require.resolve('./kit-range.cjs'),
            require.resolve('./kit-additions.cjs'),
            require.resolve('./remote-integrity-plugin.cjs'),
            join(packageDir, 'webpack.config.cjs'),
          ],
        },
      },
      output: {
        path: join(packageDir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // A hanging chunk must fail in time for the host's unavailable screen (10 s budget).
        chunkLoadTimeout: 8000,
        // Entry files keep a stable name (the federation runtime module cannot interpolate a hash into its own
        // chunk's name); the page loads them with a build-hash query, the remotes' manifests are never cached.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: production ? reactRouterProductionAlias(packageDir) : {},
      },
      module: {
        rules: [swcRule(), { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' }],
      },
      optimization: {
        runtimeChunk: false,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // SWC's minifier, native and several times faster than terser for output of the same size.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.CONSOLE_DEV_API_BASE_URL': JSON.stringify(DEV_DEFAULTS.apiBaseUrl),
          'process.env.CONSOLE_DEV_DESCOPE_PROJECT_ID': JSON.stringify(DEV_DEFAULTS.descopeProjectId),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          remotes: {},
          // A remote's production build consumes the singletons the shell provides and emits no fallback copy of
          // them (the standalone dev shell, a development build, keeps its own).
          shared: createSharedDeps(packageDir, { fallback: kind === 'host' || !production, kit }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        ...(kind === 'host' ? [new InitialFilesPlugin({ deferred: deferredChunks })] : []),
        // A remote's chunks load with the integrity the shell's registry gives (the shell checks manifest and entry).
        ...(kind === 'remote' ? [new RemoteIntegrityPlugin()] : []),
        ...(additions ? [additions] : []),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                title,
                template: join(__dirname, 'index.html'),
                chunks: ['main'],
                hash: production,
                publicPath: '/',
              }),
            ]
          : []),
      ],
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: devStaticDir ? [{ directory: devStaticDir, watch: true }] : false,
        client: { overlay: { warnings: false } },
      },
      stats: production ? 'normal' : 'minimal',
    };
  };
}

module.exports = { createWebpackConfig };
