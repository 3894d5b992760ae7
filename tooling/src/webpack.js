// @ts-check
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, realpathSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SINGLETONS, sharedSingletons, withoutZodExtras } = require('./shared');
const { assertRemoteLabels, devRemotesJson, installedPackage, readJson } = require('./packages');
const { StartupPlugin, startupFiles } = require('./startup');

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
          // The shell's startup: what index.html loads and preloads before anything else.
          const startup =
            this.info.kind === 'shell'
              ? {
                  early: Object.keys(compilation.assets).filter((f) =>
                    /^early\.([0-9a-f]+\.)?js$/.test(f),
                  ),
                  ...startupFiles(compilation),
                }
              : undefined;
          const body = JSON.stringify(
            {
              ...this.info,
              entrypoints,
              chunks,
              provided: [...new Set(provided)].sort(),
              ...(startup ? { startup } : {}),
            },
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
 * Marks the shell's initial scripts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`
 * as their first line): nearly all of their code runs while the portal starts, so the browser
 * compiles it while the file downloads instead of function by function on the main thread later.
 * Browsers without the hint ignore the comment.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments.
        {
          name: 'CompileHintsPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
        },
        () => {
          for (const [, entrypoint] of compilation.entrypoints)
            for (const chunk of entrypoint.chunks)
              for (const file of chunk.files)
                if (file.endsWith('.js'))
                  compilation.updateAsset(
                    file,
                    (source) =>
                      new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
                  );
        },
      );
    });
  }
}

/**
 * Gives a remote's remoteEntry.js its content hash in production (remoteEntry.<hash>.js) and names
 * it so in mf-manifest.json, which is revalidated on every load: the entry itself is then cached
 * for good, and a repeat visit does not wait a round trip to revalidate it. (Module Federation
 * cannot put [contenthash] in the container's filename itself; the entry never refers to its own
 * name.)
 */
class HashedRemoteEntryPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HashedRemoteEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest plugin (OPTIMIZE_TRANSFER), before build-info.json (REPORT).
        {
          name: 'HashedRemoteEntryPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE,
        },
        () => {
          const entry = compilation.getAsset('remoteEntry.js');
          if (!entry) return;
          const hash = createHash('sha256')
            .update(entry.source.buffer())
            .digest('hex')
            .slice(0, 20);
          const file = `remoteEntry.${hash}.js`;
          compilation.renameAsset('remoteEntry.js', file);
          if (compilation.getAsset('remoteEntry.js.map'))
            compilation.renameAsset('remoteEntry.js.map', `${file}.map`);
          for (const name of ['mf-manifest.json', 'mf-stats.json']) {
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const json = JSON.parse(asset.source.source().toString());
            if (json.metaData?.remoteEntry?.name === 'remoteEntry.js')
              json.metaData.remoteEntry.name = file;
            compilation.updateAsset(
              name,
              new webpack.sources.RawSource(JSON.stringify(json, null, 2)),
            );
          }
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
    // Production maps are written for error reporting but never referenced from the served files
    // (no sourceMappingURL); the portal assembly moves them out of the served folder.
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
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
          // The workspace packages ship TypeScript: a remote bundles the shared-api domain entries
          // it imports, also when shared-api is installed rather than linked.
          exclude: /node_modules[\\/](?!@fairway[\\/])/,
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
      ...withoutZodExtras(webpack),
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
 * The Module Federation runtime packages resolved to one file each (their CommonJS builds, which
 * the plugin's own runtime code requires). Without this the shell's `import` of the runtime pulls
 * the ES module build beside the CommonJS one and main.js carries the runtime twice.
 * @returns {Record<string, string>}
 */
function federationRuntimeAliases() {
  /** @param {string} name @param {string} from */
  const dirOf = (name, from) => {
    const pkg = installedPackage(name, from);
    if (!pkg) throw new Error(`${name} is not installed: run pnpm install`);
    return realpathSync(pkg.dir);
  };
  const enhanced = dirOf('@module-federation/enhanced', join(__dirname, '..'));
  const runtimeTools = dirOf('@module-federation/runtime-tools', enhanced);
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const name of [
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
  ])
    aliases[`${name}$`] = require.resolve(name, { paths: [runtimeTools] });
  return aliases;
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
      // Content-hashed in production: mf-manifest.json (revalidated) names it, so the entry itself
      // is cached for good and a repeat visit does not wait to revalidate it.
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons({ dir, role: 'remote' }),
      // The shell's copies are already loaded: never fetch every other remote's entry to compare.
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
    ...(m === 'production' ? [new HashedRemoteEntryPlugin()] : []),
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
  config.resolve = { ...config.resolve, alias: federationRuntimeAliases() };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: sharedSingletons({ dir, role: 'host' }),
      // Every singleton is the shell's own, loaded at start: opening one remote must not fetch the
      // entry of every other remote to compare versions ('version-first' would).
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new HtmlWebpackPlugin({
      template: join(dir, 'src', 'index.html'),
      templateParameters: { title, themeColor },
      scriptLoading: 'defer',
      minify: m === 'production' ? { collapseWhitespace: true, removeComments: true } : false,
    }),
    new StartupPlugin({ entry: 'src/early/index.ts', prod: m === 'production' }),
    ...(m === 'production' ? [new CompileHintsPlugin()] : []),
    new CopyPublicPlugin(join(dir, 'public')),
    new BuildInfoPlugin({ kind: 'shell', name }),
  ];
  // The shell's initial chunks, both preloaded by index.html (StartupPlugin) and both needed by
  // every page: shared-vendor.js (React, React DOM, React Router, zustand: they change rarely, so
  // it stays cached across releases of the shell) and main.js (the federation runtime, the shell,
  // shared-api with ky and zod, shared-ui with single-spa-react). The shell provides the shared
  // singletons eagerly from them; on a phone every extra request at start costs a round trip.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        default: false,
        defaultVendors: false,
        'shared-vendor': {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|zustand|use-sync-external-store)[\\/]/,
          name: 'shared-vendor',
          chunks: 'initial',
          enforce: true,
          priority: 40,
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
 * A remote's webpack config from its package.json "fairway.remote" block. It exposes './spa' from
 * src/spa.tsx, each of its "modules" ({ module: './sign-in', routes }) from src/<name>.tsx, and
 * the module of each home widget ("home": { module: './home', ... }) from src/<name>.tsx, also when
 * `exposes` is given.
 * @param {{ dir: string, exposes?: Record<string, string>, mode?: Mode }} options
 */
function remoteConfigFromPackage({ dir, exposes, mode }) {
  const pkg = readJson(join(dir, 'package.json'));
  /** @type {import('./packages').RemoteMeta | undefined} */
  const meta = pkg.fairway?.remote;
  if (!meta) throw new Error(`${pkg.name}: package.json has no "fairway.remote" block`);
  assertRemoteLabels(meta, `${pkg.name}: package.json`);
  const fileOf = (/** @type {string} */ module) => `./src/${module.replace(/^\.\//, '')}.tsx`;
  const declared = Object.fromEntries([
    ['./spa', './src/spa.tsx'],
    ...(meta.modules ?? []).map((m) => [m.module, fileOf(m.module)]),
  ]);
  // The home widgets' modules are always exposed: the shell's home page loads them by name.
  const home = Object.fromEntries((meta.home ?? []).map((w) => [w.module, fileOf(w.module)]));
  return createRemoteConfig({
    name: meta.name,
    exposes: { ...(exposes ?? declared), ...home },
    dir,
    port: meta.devPort,
    mode,
  });
}

module.exports = {
  baseConfig,
  createRemoteConfig,
  createShellConfig,
  remoteConfigFromPackage,
  BuildInfoPlugin,
  CopyPublicPlugin,
  HashedRemoteEntryPlugin,
};
