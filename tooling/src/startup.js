// @ts-check
const { createHash } = require('node:crypto');
const { isAbsolute, join } = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The shell's chunks every page needs at start: its bootstrap and the shared singletons. */
const isStartupChunk = (/** @type {string | undefined} */ name) =>
  name === 'bootstrap' || (name?.startsWith('shared-') ?? false);

/** The calls every page makes first (src/early asks for them; index.html preloads them). */
const STARTUP_FETCHES = ['/api/auth/session', '/remotes.json'];

/**
 * What index.html makes the browser fetch at once, as output file names: the entry's files and the
 * startup chunks (bootstrap and every shared singleton: each remote needs them), JavaScript and CSS.
 * Without the hints, the shared chunks are only found once main.js and bootstrap have run.
 * @param {import('webpack').Compilation} compilation
 * @returns {{ scripts: string[], styles: string[] }}
 */
function startupFiles(compilation) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const [, entrypoint] of compilation.entrypoints)
    for (const chunk of entrypoint.chunks) for (const f of chunk.files) files.add(f);
  for (const chunk of compilation.chunks)
    if (isStartupChunk(chunk.name ?? undefined)) for (const f of chunk.files) files.add(f);
  const list = [...files].filter((f) => !f.endsWith('.map') && !f.endsWith('.LICENSE.txt'));
  return {
    scripts: list.filter((f) => f.endsWith('.js')).sort(),
    styles: list.filter((f) => f.endsWith('.css')).sort(),
  };
}

/**
 * The page's first script: src/early/index.ts bundled on its own with esbuild (no Module
 * Federation runtime, no React: it must arrive and run before everything else), minified, named
 * early.<content hash>.js in production so it is cached immutably, with a source map written
 * beside it and not referenced from the file. index.html loads it in <head>, blocking (the theme
 * applies before the first paint; the CSP allows no inline script), followed by preload hints for
 * the startup calls and files (see STARTUP_FETCHES, startupFiles).
 */
class StartupPlugin {
  /** @param {{ entry: string, prod: boolean }} options */
  constructor({ entry, prod }) {
    this.entry = entry;
    this.prod = prod;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const entry = isAbsolute(this.entry) ? this.entry : join(compiler.context, this.entry);
    /** @type {WeakMap<import('webpack').Compilation, string>} */
    const earlyFile = new WeakMap();
    compiler.hooks.thisCompilation.tap('StartupPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'StartupPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const esbuild = require('esbuild');
          const result = await esbuild.build({
            entryPoints: [entry],
            bundle: true,
            write: false,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: this.prod,
            sourcemap: this.prod ? 'external' : 'inline',
            legalComments: 'none',
            metafile: true,
            outfile: join(compiler.outputPath, 'early.js'),
            logLevel: 'silent',
          });
          for (const input of Object.keys(result.metafile?.inputs ?? {}))
            compilation.fileDependencies.add(join(compiler.context, input));
          const code = result.outputFiles.find((f) => f.path.endsWith('.js'));
          const map = result.outputFiles.find((f) => f.path.endsWith('.js.map'));
          if (!code) throw new Error('StartupPlugin: esbuild produced no early.js');
          const hash = createHash('sha256').update(code.contents).digest('hex').slice(0, 20);
          const file = this.prod ? `early.${hash}.js` : 'early.js';
          compilation.emitAsset(file, new webpack.sources.RawSource(Buffer.from(code.contents)));
          if (map)
            compilation.emitAsset(
              `${file}.map`,
              new webpack.sources.RawSource(Buffer.from(map.contents)),
            );
          earlyFile.set(compilation, file);
        },
      );

      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const url = (/** @type {string} */ f) => `${publicPath}${f}`;
        const { scripts, styles } = startupFiles(compilation);
        const fetches = STARTUP_FETCHES.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'fetch',
            crossorigin: '',
            href,
          }),
        );
        const files = [
          ...styles.map((f) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'style',
              href: url(f),
            }),
          ),
          ...scripts.map((f) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: url(f),
            }),
          ),
        ];
        const early = earlyFile.get(compilation);
        const first = early
          ? [HtmlWebpackPlugin.createHtmlTagObject('script', { src: url(early) }, '')]
          : [];
        // The calls' hints come before the first script, which takes their answers (a fetch matches
        // a preload only once the <link> is in the document); the first script comes before the
        // files' hints so it gets one of the six connections a browser opens per host first.
        data.headTags = [...fetches, ...first, ...files, ...data.headTags];
        return data;
      });
    });
  }
}

module.exports = { StartupPlugin, startupFiles, isStartupChunk, STARTUP_FETCHES };
