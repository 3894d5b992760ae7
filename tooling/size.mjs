#!/usr/bin/env node
// Bundle-size report of the production builds (shell/dist and every mf-*/dist): gzipped bytes of
// the shell's initial JavaScript (entry + its sync chunks), of the shell's shared singletons, of
// each remoteEntry.js, each exposed module and each route chunk; and how many copies of React
// (core and DOM renderer) the output holds: exactly one of each, in the shell's shared chunk; and
// single-spa-react (it comes with shared-ui's createRemoteLifecycles: at most one copy).
// Prints a table and writes dist/size-report.json. Exits 1 when React is not there exactly once,
// or single-spa-react more than once.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { ROOT, listRemotes } = require('./src/packages.js');

/** The React DOM renderer (react-dom/client) and React's core (the module that defines its internals). */
const REACT_DOM_RENDERER = /rendererPackageName:\s*"react-dom"/;
const REACT_CORE = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/;
/** single-spa-react's own check of its options (kept by minifiers: it is a string). */
const SINGLE_SPA_REACT = /single-spa-react must be passed opts\.React\b/;

const packages = [
  { name: '@fairway/shell', folder: 'shell', dir: join(ROOT, 'shell') },
  ...listRemotes().map((r) => ({ name: r.name, folder: r.folder, dir: r.dir })),
];

const rows = [];
const missing = [];
/** @type {{ core: string[], renderer: string[] }} */
const reactCopies = { core: [], renderer: [] };
/** @type {string[]} */
const singleSpaReactCopies = [];

function measure(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, text: buf.toString('utf8') };
}

for (const pkg of packages) {
  const dist = join(pkg.dir, 'dist');
  const infoFile = join(dist, 'build-info.json');
  if (!existsSync(infoFile)) {
    missing.push(pkg.folder);
    continue;
  }
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  const size = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const m = measure(join(dist, f));
      raw += m.raw;
      gzip += m.gzip;
    }
    return { raw, gzip };
  };
  const add = (what, kind, files) =>
    rows.push({ package: pkg.folder, what, kind, files, ...size(files) });

  if (info.kind === 'shell') {
    add('initial JS (entry + sync chunks)', 'initial', info.entrypoints.main ?? []);
  } else {
    for (const [, files] of Object.entries(info.entrypoints))
      add('remoteEntry.js', 'remoteEntry', files);
  }
  for (const chunk of info.chunks) {
    const label =
      chunk.kind === 'expose'
        ? `exposed ${chunk.name.replace('__federation_expose_', './')}`
        : chunk.kind === 'route'
          ? `route ${chunk.name.slice(6)}`
          : chunk.name;
    add(label, chunk.kind, chunk.files);
  }

  for (const f of readdirSync(dist).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(join(dist, f), 'utf8');
    if (REACT_DOM_RENDERER.test(text)) reactCopies.renderer.push(`${pkg.folder}/dist/${f}`);
    if (REACT_CORE.test(text)) reactCopies.core.push(`${pkg.folder}/dist/${f}`);
    if (SINGLE_SPA_REACT.test(text)) singleSpaReactCopies.push(`${pkg.folder}/dist/${f}`);
  }
}

if (rows.length === 0) {
  console.error(
    'Nothing built: run the shell and remote builds first (pnpm --filter @fairway/shell --filter "./mf-*" build).',
  );
  process.exit(1);
}

const kb = (n) => (n / 1024).toFixed(1);
const shellStartup = rows.filter(
  (r) =>
    r.package === 'shell' &&
    (r.kind === 'initial' ||
      r.what === 'bootstrap' ||
      (r.kind === 'shared' && r.what !== 'shared-router')),
);
const totals = {
  shellInitialGzip: rows.find((r) => r.package === 'shell' && r.kind === 'initial')?.gzip ?? 0,
  shellStartupGzip: shellStartup.reduce((s, r) => s + r.gzip, 0),
};

const header = ['package', 'what', 'kind', 'raw KB', 'gzip KB'];
const body = rows.map((r) => [r.package, r.what, r.kind, kb(r.raw), kb(r.gzip)]);
body.push([
  'shell',
  'startup: entry + bootstrap + shared React, API, UI, zustand',
  'total',
  '',
  kb(totals.shellStartupGzip),
]);
const widths = header.map((h, i) =>
  Math.max(h.length, ...body.map((row) => String(row[i]).length)),
);
const line = (cells) =>
  `| ${cells.map((c, i) => (i >= 3 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
console.log(line(header));
console.log(
  `|${widths.map((w, i) => (i >= 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
);
for (const row of body) console.log(line(row));

const ok =
  reactCopies.core.length === 1 &&
  reactCopies.renderer.length === 1 &&
  reactCopies.core[0] === reactCopies.renderer[0];
console.log(
  `\nReact in the output: ${reactCopies.core.length} core (${reactCopies.core.join(', ') || 'none'}), ${reactCopies.renderer.length} DOM renderer (${reactCopies.renderer.join(', ') || 'none'}): ${ok ? 'OK, one copy' : 'NOT exactly one copy'}`,
);
const lifecyclesOk = singleSpaReactCopies.length <= 1;
console.log(
  `single-spa-react in the output: ${singleSpaReactCopies.length} (${singleSpaReactCopies.join(', ') || 'none'}): ${lifecyclesOk ? 'OK' : 'MORE THAN ONE COPY (remotes must use createRemoteLifecycles from @fairway/shared-ui)'}`,
);
if (missing.length) console.log(`Not built, left out: ${missing.join(', ')}`);

mkdirSync(join(ROOT, 'dist'), { recursive: true });
const report = {
  generatedAt: new Date().toISOString(),
  rows,
  totals,
  reactCopies: { ...reactCopies, ok },
  singleSpaReactCopies: { files: singleSpaReactCopies, ok: lifecyclesOk },
  missing,
};
writeFileSync(join(ROOT, 'dist', 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('written: dist/size-report.json');
if (!ok || !lifecyclesOk) process.exit(1);
