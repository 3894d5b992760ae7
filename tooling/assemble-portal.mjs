#!/usr/bin/env node
// Assembles the built portal the server serves (STATIC_DIR): shell/dist at the root, each built
// remote's dist under remotes/<folder>/, and the production remotes.json that lists them.
//   node tooling/assemble-portal.mjs [--out <dir>]      (default: <repo>/dist/portal)
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { ROOT, listRemotes, prodRemotesJson } = require('./src/packages.js');

const outFlag = process.argv.indexOf('--out');
const out = resolve(
  outFlag > 0 && process.argv[outFlag + 1]
    ? process.argv[outFlag + 1]
    : join(ROOT, 'dist', 'portal'),
);

/** Build bookkeeping stays out of what the server publishes. */
const publish = (src) => !src.endsWith('build-info.json') && !src.endsWith('mf-stats.json');

const shellDist = join(ROOT, 'shell', 'dist');
if (!existsSync(join(shellDist, 'index.html'))) {
  console.error('shell/dist/index.html is missing: run `pnpm --filter @fairway/shell build` first');
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(shellDist, out, { recursive: true, filter: publish });

const included = [];
for (const remote of listRemotes()) {
  const dist = join(remote.dir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    console.warn(
      `${remote.folder}: no dist/mf-manifest.json (not built): left out of remotes.json`,
    );
    continue;
  }
  cpSync(dist, join(out, 'remotes', remote.folder), { recursive: true, filter: publish });
  included.push(remote);
}

writeFileSync(join(out, 'remotes.json'), `${JSON.stringify(prodRemotesJson(included), null, 2)}\n`);
console.log(
  `portal assembled in ${out}: shell + ${included.length} remote(s) (${included.map((r) => r.folder).join(', ') || 'none'})`,
);
