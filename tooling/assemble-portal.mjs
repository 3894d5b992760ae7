#!/usr/bin/env node
// Assembles the built portal the server serves (STATIC_DIR): shell/dist at the root, each built
// remote's dist under remotes/<folder>/, and the production remotes.json that lists them.
//   node tooling/assemble-portal.mjs [--out <dir>] [--sourcemaps <dir>]
//       (defaults: <repo>/dist/portal and <repo>/dist/sourcemaps)
// Then, for what the server sends:
// - source maps leave the served folder: they go to the sourcemaps folder under the same paths
//   (for error reporting), and no served file may reference one (the build writes hidden maps);
// - every text asset of at least 1 KB gets a Brotli (.br) and a gzip (.gz) copy beside it, which
//   the server picks by the browser's Accept-Encoding.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { ROOT, listRemotes, prodRemotesJson } = require('./src/packages.js');
const { compressedCopies } = require('./src/compress.js');

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return resolve(i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback);
};
const out = flag('--out', join(ROOT, 'dist', 'portal'));
const maps = flag('--sourcemaps', join(ROOT, 'dist', 'sourcemaps'));

/** Build bookkeeping stays out of what the server publishes. */
const bookkeeping = (src) => src.endsWith('build-info.json') || src.endsWith('mf-stats.json');

const shellDist = join(ROOT, 'shell', 'dist');
if (!existsSync(join(shellDist, 'index.html'))) {
  console.error('shell/dist/index.html is missing: run `pnpm --filter @fairway/shell build` first');
  process.exit(1);
}

/** Copies a dist folder: maps to the sourcemaps folder, everything else but bookkeeping to the portal. */
function publish(dist, to) {
  cpSync(dist, join(out, to), {
    recursive: true,
    filter: (src) => !bookkeeping(src) && !src.endsWith('.map'),
  });
  cpSync(dist, join(maps, to), {
    recursive: true,
    filter: (src) => statSync(src).isDirectory() || src.endsWith('.map'),
  });
}

/** @returns {string[]} every file under dir */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

rmSync(out, { recursive: true, force: true });
rmSync(maps, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
publish(shellDist, '.');

const included = [];
for (const remote of listRemotes()) {
  const dist = join(remote.dir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    console.warn(
      `${remote.folder}: no dist/mf-manifest.json (not built): left out of remotes.json`,
    );
    continue;
  }
  publish(dist, join('remotes', remote.folder));
  included.push(remote);
}

writeFileSync(join(out, 'remotes.json'), `${JSON.stringify(prodRemotesJson(included), null, 2)}\n`);

// Nothing served may point at a source map (they are not served, and would be public if they were).
const files = walk(out);
const pointing = files.filter(
  (f) => /\.(js|css)$/.test(f) && /[#@] sourceMappingURL=/.test(readFileSync(f, 'utf8')),
);
if (pointing.length) {
  console.error(
    `served files reference a source map (build with hidden source maps): ${pointing.map((f) => relative(out, f)).join(', ')}`,
  );
  process.exit(1);
}

let compressed = 0;
let rawBytes = 0;
let brBytes = 0;
// remotes.json is the operator's to edit after the build: a stale .br beside it would win, so it is
// left to the server's on-the-fly compression.
const editable = (file) => relative(out, file) === 'remotes.json';
for (const file of files.filter((f) => !editable(f))) {
  const buf = readFileSync(file);
  const { br, gz } = compressedCopies(file, buf);
  if (br) writeFileSync(`${file}.br`, br);
  if (gz) writeFileSync(`${file}.gz`, gz);
  if (br) {
    compressed++;
    rawBytes += buf.length;
    brBytes += br.length;
  }
}

const mapCount = existsSync(maps) ? walk(maps).length : 0;
console.log(
  `portal assembled in ${out}: shell + ${included.length} remote(s) (${included.map((r) => r.folder).join(', ') || 'none'}); ` +
    `${compressed} files precompressed (${(rawBytes / 1024).toFixed(0)} KB → ${(brBytes / 1024).toFixed(0)} KB Brotli); ` +
    `${mapCount} source maps in ${relative(ROOT, maps) || maps} (not served)`,
);
