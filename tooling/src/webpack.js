// @ts-check
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SINGLETONS, sharedSingletons } = require('./shared');
const { devRemotesJson, readJson } = require('./packages');

/** @typedef {'development' | 'production'} Mode */
/** @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} Config */

/**
 * webpack passes the CLI mode in argv; NODE_ENV is the fallback.
 * @param {Mode | undefined} mode
 * @returns {Mode}
 */
function pickMode(mode) {
  if (mode) return mode;
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** @param {boolean} prod */
function swcOptions(prod) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
    },
    sourceMaps: true,
  };
}

/**
 * '[name].[contenthash].js' in production. A function, because the federation runtime asks for an
 * entry chunk's file name (only to learn its folder depth) before its content hash exists; it then
 * gets the same name without the hash, in the same folder.
 * @param {boolean} prod
 * @returns {string | ((pathData: import('webpack').PathData) => string)}
 */
function jsFilename(prod) {
  if (!prod) return '[name].js';
  return (pathData) =>
    pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash?.javascript
      ? '[name].[contenthash].js'
      : '[name].js';
}

/**
 * Copies a package's public/ folder (favicon, robots.txt) into the output as it is.
 */
class CopyPublicPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.dir)) return;
          /** @param {string} dir */
          const walk = (dir) => {
            for (const entry of readdirSync(dir)) {
              const file = join(dir, entry);
              if (statSync(file).isDirectory()) walk(file);
              else {
                compilation.fileDependencies.add(file);
                compilation.emitAsset(
                  relative(this.dir, file).split('\\').join('/'),
                  new webpack.sources.RawSource(readFileSync(file)),
                );
              }
            }
          };
          walk(this.dir);
        },
      );
    });
  }
}

/**
 * Writes build-info.json beside the bundle: which files the browser loads first, the remote entry,
 * the exposed modules and the lazy (route) chunks. size.mjs reads it.
 */
class BuildInfoPlugin {
  /** @param {{ kind: 'shell' | 'remote', name: string }} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @param {Iterable<import('webpack').Chunk>} chunks */
          const js = (chunks) =>
            [
              ...new Set([...chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')))),
            ].sort();
          const entrypoints = Object.fromEntries(
            [...compilation.entrypoints].map(([name, ep]) => [name, js(ep.chunks)]),
          );
          /** @type {{ name: string, files: string[], kind: 'route' | 'expose' | 'shared' | 'async' }[]} */
          const chunks = [];
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial()) continue;
            const files = js([chunk]);
            if (!files.length) continue;
            const name = chunk.name ?? String(chunk.id);
            const kind = name.startsWith('route-')
              ? 'route'
              : name.startsWith('__federation_expose_')
                ? 'expose'
                : name.startsWith('shared-')
                  ? 'shared'
                  : 'async';
            chunks.push({ name, files, kind });
          }
          chunks.sort((a, b) => a.name.localeCompare(b.name));
          /** @type {string[]} */
          const provided = [];
          for (const m of compilation.modules) {
            const id = m.identifier();
            const match = /^provide (?:shared )?module \([^)]*\) (.+?)@/.exec(id);
            if (match?.[1]) provided.push(match[1]);
          }
          if (this.info.kind === 'shell') {
            const missing = SINGLETONS.filter((name) => !provided.includes(name));
            if (missing.length) {
              compilation.errors.push(
                new webpack.WebpackError(
                  `The shell must provide every shared singleton to the remotes; not referenced by its code: ${missing.join(', ')}. Reference them in src/root/singletons.ts.`,
                ),
              );
            }
          }
          const body = JSON.stringify(
            { ...this.info, entrypoints, chunks, provided: [...new Set(provided)].sort() },
            null,
            2,
          );
          compilation.emitAsset('build-info.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * What the shell and every remote have in common: TypeScript through swc, CSS Modules for
 * *.module.css and plain CSS otherwise, content-hashed names in production.
 * @param {{ dir: string, mode: Mode, publicPath: string, uniqueName: string }} options
 * @returns {Config}
 */
function baseConfig({ dir, mode, publicPath, uniqueName }) {
  const prod = mode === 'production';
  const cssFirst = prod ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  const cssLoader = require.resolve('css-loader');
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: jsFilename(prod),
      chunkFilename: jsFilename(prod),
      assetModuleFilename: prod ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
    },
    module: {
      rules: [
        // The federation entry the plugin generates (and some ESM packages) import without extensions.
        { test: /\.m?jsx?$/, resolve: { fullySpecified: false } },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(prod) },
        },
        {
          test: /\.module\.css$/,
          use: [
            cssFirst,
            {
              loader: cssLoader,
              options: {
                // Class names carry their package's prefix in the source (fw-ui-…, fw-shell-…, fw-auth-…).
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: '[local]_[hash:base64:5]',
                },
              },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [cssFirst, cssLoader] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      ...(prod
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              chunkFilename: '[name].[contenthash].css',
            }),
          ]
        : []),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    optimization: {
      moduleIds: prod ? 'deterministic' : 'named',
      chunkIds: prod ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * A Module Federation remote: exposes its modules (usually { './spa': './src/spa.tsx' }) from
 * remoteEntry.js with an mf-manifest.json, publicPath 'auto' so it runs from any folder, and
 * consumes the shared singletons from the shell (never eager, never bundled).
 * @param {{ name: string, exposes: Record<string, string>, dir: string, port: number, mode?: Mode }} options
 * @returns {Config}
 */
function createRemoteConfig({ name, exposes, dir, port, mode }) {
  const m = pickMode(mode);
  const config = baseConfig({ dir, mode: m, publicPath: 'auto', uniqueName: name });
  config.entry = {};
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons({ dir, role: 'remote' }),
      manifest: true,
      dts: false,
    }),
    new BuildInfoPlugin({ kind: 'remote', name }),
  ];
  config.devServer = {
    port,
    host: 'localhost',
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    client: { overlay: { warnings: false, errors: true } },
  };
  return config;
}

/**
 * The host: one entry (src/index.ts, which only imports ./bootstrap: the async boundary that lets
 * the shared singletons negotiate before any of them runs), index.html from src/index.html,
 * remotes registered at run time from /remotes.json.
 * In development /api goes to the API server and /remotes.json lists the remotes' dev servers.
 * @param {{ name?: string, dir: string, port: number, mode?: Mode, apiTarget?: string, title?: string, themeColor?: string }} options
 * @returns {Config}
 */
function createShellConfig({
  name = 'shell',
  dir,
  port,
  mode,
  apiTarget = 'http://localhost:3000',
  title = 'Fairway',
  themeColor = '#1f5f3b',
}) {
  const m = pickMode(mode);
  const config = baseConfig({ dir, mode: m, publicPath: '/', uniqueName: `fairway_${name}` });
  config.entry = { main: './src/index.ts' };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: sharedSingletons({ dir, role: 'host' }),
      manifest: false,
      dts: false,
    }),
    new HtmlWebpackPlugin({
      template: join(dir, 'src', 'index.html'),
      templateParameters: { title, themeColor },
      scriptLoading: 'defer',
      minify: m === 'production' ? { collapseWhitespace: true, removeComments: true } : false,
    }),
    new CopyPublicPlugin(join(dir, 'public')),
    new BuildInfoPlugin({ kind: 'shell', name }),
  ];
  // One named chunk per shared singleton: the provided module and its fallback would otherwise be
  // emitted twice (identical files, one never loaded), and React would appear twice in the output.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        default: false,
        defaultVendors: false,
        'shared-react': {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          name: 'shared-react',
          chunks: 'async',
          enforce: true,
          priority: 40,
        },
        'shared-router': {
          test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
          name: 'shared-router',
          chunks: 'async',
          enforce: true,
          priority: 30,
        },
        'shared-zustand': {
          test: /[\\/]node_modules[\\/](zustand|use-sync-external-store)[\\/]/,
          name: 'shared-zustand',
          chunks: 'async',
          enforce: true,
          priority: 30,
        },
        'shared-api': {
          test: /[\\/](shared-api[\\/]src|node_modules[\\/](ky|zod))[\\/]/,
          name: 'shared-api',
          chunks: 'async',
          enforce: true,
          priority: 20,
        },
        // single-spa-react comes with shared-ui (createRemoteLifecycles): remotes get it through that singleton.
        'shared-ui': {
          test: /[\\/](shared-ui[\\/]src|node_modules[\\/]single-spa-react)[\\/]/,
          name: 'shared-ui',
          chunks: 'async',
          enforce: true,
          priority: 20,
        },
      },
    },
  };
  config.devServer = {
    port,
    host: 'localhost',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    client: { overlay: { warnings: false, errors: true } },
    proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false, ws: false }],
    setupMiddlewares(middlewares, devServer) {
      devServer.app?.get('/remotes.json', (_req, res) => {
        res.setHeader('cache-control', 'no-cache');
        res.json(devRemotesJson());
      });
      return middlewares;
    },
  };
  return config;
}

/**
 * A remote's webpack config from its package.json "fairway.remote" block.
 * @param {{ dir: string, exposes?: Record<string, string>, mode?: Mode }} options
 */
function remoteConfigFromPackage({ dir, exposes = { './spa': './src/spa.tsx' }, mode }) {
  const pkg = readJson(join(dir, 'package.json'));
  const meta = pkg.fairway?.remote;
  if (!meta) throw new Error(`${pkg.name}: package.json has no "fairway.remote" block`);
  return createRemoteConfig({ name: meta.name, exposes, dir, port: meta.devPort, mode });
}

module.exports = {
  baseConfig,
  createRemoteConfig,
  createShellConfig,
  remoteConfigFromPackage,
  BuildInfoPlugin,
  CopyPublicPlugin,
};
