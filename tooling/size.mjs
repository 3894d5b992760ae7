#!/usr/bin/env node
// Bundle-size report of the production builds (shell/dist and every mf-*/dist).
//
// Per file group: raw bytes, gzip (level 9: what this report counted before) and what goes over
// the wire: Brotli bytes as the portal assembly precompresses them (tooling/src/compress.js; files
// too small to be worth it are sent as they are). Groups: the shell's first script (early.js), its
// initial JavaScript and CSS, each remoteEntry.js, each exposed module and each route chunk.
//
// Then what a first visit (empty cache) actually transfers before its page can show, in Brotli
// bytes: index.html, the shell's startup files, remotes.json, the remote's manifest and entry, and
// the exposed module the page mounts with its CSS (./sign-in for a signed-out visitor of /login,
// each remote's ./spa otherwise); the route chunk a page then asks for is listed in the rows.
//
// Then each shared-api domain entry's share of every package (`@fairway/shared-api/<domain>`,
// bundled by the remotes that import it), from the source maps: its minified bytes and their Brotli
// size alone. A domain entry in the shell's startup files fails the report: the shell's first
// paint must not grow with the number of calls.
//
// And how many copies of React (core and DOM renderer) the output holds: exactly one of each, in
// the shell; of zod: exactly one, in the shell (remotes take the shell's); and of single-spa-react
// (it comes with shared-ui's createRemoteLifecycles): at most one.
// Prints tables and writes dist/size-report.json. Exits 1 when React or zod is not there exactly
// once, single-spa-react more than once, or a domain entry is in the shell's startup.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { ROOT, listRemotes, prodRemotesJson } = require('./src/packages.js');
const { wireBytes } = require('./src/compress.js');

/** The React DOM renderer (react-dom/client) and React's core (the module that defines its internals). */
const REACT_DOM_RENDERER = /rendererPackageName:\s*"react-dom"/;
const REACT_CORE = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/;
/** single-spa-react's own check of its options (kept by minifiers: it is a string). */
const SINGLE_SPA_REACT = /single-spa-react must be passed opts\.React\b/;
/** zod's core: the global its configuration lives in (a property name, kept by minifiers). */
const ZOD_CORE = /__zod_globalConfig/;
/** A module of a shared-api domain entry, as webpack names its source in a map. */
const DOMAIN_SOURCE = /shared-api\/src\/domains\/([^/]+)\//;

const remotes = listRemotes();
const packages = [
  { name: '@fairway/shell', folder: 'shell', dir: join(ROOT, 'shell') },
  ...remotes.map((r) => ({ name: r.name, folder: r.folder, dir: r.dir })),
];

const rows = [];
const missing = [];
/** @type {{ core: string[], renderer: string[] }} */
const reactCopies = { core: [], renderer: [] };
/** @type {string[]} */
const singleSpaReactCopies = [];
/** @type {string[]} */
const zodCopies = [];
/** package folder → domain → the minified code of its modules in that package's JS. */
/** @type {Record<string, Record<string, string[]>>} */
const domainCode = {};
/** The domain modules found in the shell's startup files ('<file>: <domain>'). */
/** @type {string[]} */
const domainsAtFirstPaint = [];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The generated spans of a minified file and the source each comes from, read from its source map
 * (version 3 `mappings`: per line, segments of base64 VLQ fields).
 * @param {string} mappings
 * @returns {{ line: number, column: number, source: number }[][]} per generated line, in order
 */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ line: lines.length, column, source: fields.length > 1 ? source : -1 });
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The code of each shared-api domain in one built file: domain → its minified text.
 * @param {string} file
 * @returns {Record<string, string>}
 */
function domainsIn(file) {
  if (!existsSync(`${file}.map`)) return {};
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const domainOf = map.sources.map((src) => DOMAIN_SOURCE.exec(src)?.[1] ?? null);
  if (!domainOf.some(Boolean)) return {};
  const code = readFileSync(file, 'utf8').split('\n');
  /** @type {Record<string, string>} */
  const found = {};
  decodeMappings(map.mappings).forEach((segments, line) => {
    segments.forEach((seg, i) => {
      const domain = seg.source >= 0 ? domainOf[seg.source] : null;
      if (!domain) return;
      const end = segments[i + 1]?.column ?? code[line]?.length ?? seg.column;
      found[domain] = (found[domain] ?? '') + (code[line] ?? '').slice(seg.column, end);
    });
  });
  return found;
}

/** Raw, gzip and wire (Brotli) bytes of one buffer. */
function measureBuffer(name, buf) {
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, br: wireBytes(name, buf) };
}
const measureFile = (file) => measureBuffer(file, readFileSync(file));
const sum = (ms) =>
  ms.reduce((s, m) => ({ raw: s.raw + m.raw, gzip: s.gzip + m.gzip, br: s.br + m.br }), {
    raw: 0,
    gzip: 0,
    br: 0,
  });

/** @type {Record<string, { dist: string, info: any }>} */
const builds = {};
for (const pkg of packages) {
  const dist = join(pkg.dir, 'dist');
  const infoFile = join(dist, 'build-info.json');
  if (!existsSync(infoFile)) {
    missing.push(pkg.folder);
    continue;
  }
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  builds[pkg.folder] = { dist, info };
  const add = (what, kind, files) =>
    rows.push({
      package: pkg.folder,
      what,
      kind,
      files,
      ...sum(files.map((f) => measureFile(join(dist, f)))),
    });

  if (info.kind === 'shell') {
    if (info.startup) {
      add('first script (early.js, blocking in <head>)', 'early', info.startup.early);
      add('initial JS (entry + shared singletons)', 'initial', info.startup.scripts);
      add('initial CSS', 'initial-css', info.startup.styles);
    } else {
      add('initial JS (entry + sync chunks)', 'initial', info.entrypoints.main ?? []);
    }
  } else {
    for (const [, files] of Object.entries(info.entrypoints))
      add('remoteEntry.js', 'remoteEntry', files);
  }
  for (const chunk of info.chunks) {
    const label =
      chunk.kind === 'expose'
        ? `exposed ${chunk.name.replace('__federation_expose_', './').replace(/_/g, '-')}`
        : chunk.kind === 'route'
          ? `route ${chunk.name.slice(6)}`
          : chunk.name;
    add(label, chunk.kind, chunk.files);
  }

  const startupFiles = info.startup ? [...info.startup.early, ...info.startup.scripts] : [];
  for (const f of readdirSync(dist).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(join(dist, f), 'utf8');
    if (REACT_DOM_RENDERER.test(text)) reactCopies.renderer.push(`${pkg.folder}/dist/${f}`);
    if (REACT_CORE.test(text)) reactCopies.core.push(`${pkg.folder}/dist/${f}`);
    if (SINGLE_SPA_REACT.test(text)) singleSpaReactCopies.push(`${pkg.folder}/dist/${f}`);
    if (ZOD_CORE.test(text)) zodCopies.push(`${pkg.folder}/dist/${f}`);
    for (const [domain, code] of Object.entries(domainsIn(join(dist, f)))) {
      ((domainCode[pkg.folder] ??= {})[domain] ??= []).push(code);
      if (startupFiles.includes(f)) domainsAtFirstPaint.push(`${pkg.folder}/dist/${f}: ${domain}`);
    }
  }
}

if (rows.length === 0) {
  console.error(
    'Nothing built: run the shell and remote builds first (pnpm --filter @fairway/shell --filter "./mf-*" build).',
  );
  process.exit(1);
}

const kb = (n) => (n / 1024).toFixed(1);

/** Prints a markdown table with the numeric columns right-aligned. */
function table(header, body, numericFrom) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((c, i) => (i >= numericFrom ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i >= numericFrom ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
  );
  for (const row of body) console.log(line(row));
}

// The shell's startup as this report counted it before (gzip of the initial JS), and over the wire.
const shellStartup = rows.filter(
  (r) => r.package === 'shell' && ['early', 'initial', 'initial-css'].includes(r.kind),
);
// First paint's JavaScript: the first script and the initial JS (what runs before anything shows).
const shellFirstPaintJs = sum(
  shellStartup.filter((r) => r.kind === 'early' || r.kind === 'initial'),
);
const totals = {
  shellInitialGzip: rows.find((r) => r.package === 'shell' && r.kind === 'initial')?.gzip ?? 0,
  shellStartupGzip: sum(shellStartup).gzip,
  shellStartupBrotli: sum(shellStartup).br,
  shellFirstPaintJsRaw: shellFirstPaintJs.raw,
  shellFirstPaintJsBrotli: shellFirstPaintJs.br,
};

table(
  ['package', 'what', 'kind', 'raw KB', 'gzip KB', 'sent KB (br)'],
  [
    ...rows.map((r) => [r.package, r.what, r.kind, kb(r.raw), kb(r.gzip), kb(r.br)]),
    [
      'shell',
      'first-paint JS: first script + initial JS',
      'total',
      kb(shellFirstPaintJs.raw),
      kb(shellFirstPaintJs.gzip),
      kb(shellFirstPaintJs.br),
    ],
    [
      'shell',
      'startup: first script + initial JS and CSS',
      'total',
      kb(sum(shellStartup).raw),
      kb(totals.shellStartupGzip),
      kb(totals.shellStartupBrotli),
    ],
  ],
  3,
);

// Each domain entry's share of each package's JavaScript (all its files, route chunks included).
/** @type {{ package: string, domain: string, files: number, raw: number, br: number, share: number }[]} */
const domainShares = [];
for (const [folder, domains] of Object.entries(domainCode)) {
  const allJs = rows
    .filter((r) => r.package === folder && !r.kind.endsWith('css') && r.kind !== 'total')
    .reduce((n, r) => n + r.raw, 0);
  for (const [domain, parts] of Object.entries(domains).sort()) {
    const code = Buffer.from(parts.join('\n'));
    const br = brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    domainShares.push({
      package: folder,
      domain,
      files: parts.length,
      raw: code.length,
      br,
      share: allJs ? code.length / allJs : 0,
    });
  }
}
console.log(
  '\nshared-api domain entries (@fairway/shared-api/<domain>) in each package: in how many of its files, their minified code (a route chunk may repeat a small module), and Brotli of that code alone',
);
table(
  ['package', 'domain entry', 'files', 'minified KB', 'br KB (alone)', 'share of its JS'],
  domainShares.map((d) => [
    d.package,
    d.domain,
    d.files,
    kb(d.raw),
    kb(d.br),
    `${(d.share * 100).toFixed(1)} %`,
  ]),
  2,
);

// What a first visit transfers before its page shows (bodies; headers come on top).
/** @type {{ visit: string, files: string[], raw: number, gzip: number, br: number }[]} */
const firstVisits = [];
const shellBuild = builds.shell;
if (shellBuild?.info.startup) {
  const built = remotes.filter((r) => builds[r.folder]);
  const remotesJson = Buffer.from(`${JSON.stringify(prodRemotesJson(built), null, 2)}\n`);
  const shellFiles = [
    'index.html',
    ...shellBuild.info.startup.early,
    ...shellBuild.info.startup.scripts,
    ...shellBuild.info.startup.styles,
  ];
  const shellPart = [
    ...shellFiles.map((f) => measureFile(join(shellBuild.dist, f))),
    measureBuffer('remotes.json', remotesJson),
  ];
  const visit = (label, remote, module) => {
    const { dist } = builds[remote.folder];
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    const expose = manifest.exposes.find((e) => e.path === module);
    if (!expose) return;
    const files = [
      'mf-manifest.json',
      manifest.metaData.remoteEntry.name,
      ...expose.assets.js.sync,
      ...expose.assets.css.sync,
    ];
    const total = sum([...shellPart, ...files.map((f) => measureFile(join(dist, f)))]);
    firstVisits.push({
      visit: label,
      files: [...shellFiles, 'remotes.json', ...files.map((f) => `remotes/${remote.folder}/${f}`)],
      ...total,
    });
  };
  for (const r of built) {
    for (const m of r.modules ?? [])
      visit(`${m.routes.join(', ')}, signed out (${r.folder} ${m.module})`, r, m.module);
  }
  for (const r of built) {
    // A route of the remote that its whole ./spa serves (not one a smaller module claims).
    const claimed = (r.modules ?? []).flatMap((m) => m.routes);
    const route = r.routes.find((p) => !claimed.includes(p)) ?? r.routes[0];
    visit(`${route} (${r.folder} ./spa)`, r, './spa');
  }

  console.log(
    '\nFirst visit, empty cache: what is sent before the page can show (index.html, the shell’s startup, remotes.json, the manifest, remoteEntry and the module; its route chunk comes on top)',
  );
  table(
    ['first visit', 'raw KB', 'gzip KB', 'sent KB (br)'],
    firstVisits.map((v) => [v.visit, kb(v.raw), kb(v.gzip), kb(v.br)]),
    1,
  );
}

const ok =
  reactCopies.core.length === 1 &&
  reactCopies.renderer.length === 1 &&
  reactCopies.core[0] === reactCopies.renderer[0];
console.log(
  `\nReact in the output: ${reactCopies.core.length} core (${reactCopies.core.join(', ') || 'none'}), ${reactCopies.renderer.length} DOM renderer (${reactCopies.renderer.join(', ') || 'none'}): ${ok ? 'OK, one copy' : 'NOT exactly one copy'}`,
);
const zodOk = zodCopies.length === 1 && zodCopies[0].startsWith('shell/');
console.log(
  `zod in the output: ${zodCopies.length} (${zodCopies.join(', ') || 'none'}): ${zodOk ? 'OK, one copy, the shell’s' : 'NOT exactly one copy in the shell (remotes must take the shell’s: tooling/src/shared.js)'}`,
);
const firstPaintOk = domainsAtFirstPaint.length === 0;
console.log(
  `Domain entries in the shell’s startup: ${firstPaintOk ? 'none: OK' : `${domainsAtFirstPaint.join(', ')}: the shell must import only the root of @fairway/shared-api`}`,
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
  firstVisits,
  reactCopies: { ...reactCopies, ok },
  zodCopies: { files: zodCopies, ok: zodOk },
  domainShares,
  domainsAtFirstPaint,
  singleSpaReactCopies: { files: singleSpaReactCopies, ok: lifecyclesOk },
  missing,
};
writeFileSync(join(ROOT, 'dist', 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('written: dist/size-report.json');
if (!ok || !lifecyclesOk || !zodOk || !firstPaintOk) process.exit(1);
