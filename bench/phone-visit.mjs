#!/usr/bin/env node
// A member's phone opening the tee times: Chromium (playwright-core, Debian's /usr/bin/chromium) at
// 390×844 with DevTools' "Slow 4G" network and 4× CPU throttling, against the built server
// (server/dist/main.js serving dist/portal) on a fresh embedded database with the demo club.
//
// Per run: a member signs in through the API (outside the measurement: no page is loaded, so the
// browser's cache stays empty), then
//   first visit:  /courses in a new page with an empty cache;
//   repeat visit: /courses again in a new page of the same browser context (warm cache).
// Each visit records the time from navigation start until the first tee time is in the page (a
// MutationObserver in the page notes when a tee-time button appears), and the bytes transferred:
// the sum of CDP's encodedDataLength of every response (headers and body, as sent), up to the
// first tee time and once the page has settled.
//
//   node bench/phone-visit.mjs [--label baseline|after] [--runs 5] [--port <n>] [--root <checkout>]
//                              [--build <dir>]
//
// --root measures the build of another checkout (its server/dist and dist/portal), e.g. a
// worktree of the commit before a change: `git worktree add /tmp/before <commit>`, build there.
// --build measures a copy of a build (<dir>/server/dist and <dir>/dist/portal, with node_modules
// linked beside them) while the report names this checkout's commit: on a machine where others
// rebuild the checkout meanwhile. Without --port the server listens on a free port.
//
// Prints the figures and writes them into reports/phone-visit.md, in the section of the label
// (the other sections are kept). Timings are measured here only, never asserted by tests.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const here = new URL('..', import.meta.url).pathname;
const REPORT = join(here, 'bench', 'reports', 'phone-visit.md');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@phone.fairway.test', password: 'Phone-Admin-Pass-2026' };
const MEMBER = {
  email: 'phone.member@phone.fairway.test',
  password: 'Phone-Member-Pass-2026',
  first_name: 'Pat',
  last_name: 'Phone',
};

/**
 * DevTools' "Slow 4G" preset, as Chromium's devtools-frontend defines it
 * (front_end/core/sdk/NetworkManager.ts, Slow4GConditions): ~1.6 Mbps down at 90 %, ~0.75 Mbps up at
 * 90 %, 150 ms target RTT × 3.75 = 562.5 ms of added latency per request.
 */
const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
  connectionType: 'cellular4g',
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** Flags that work as root; the last three keep Chromium from calling out to the network. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GOALS = { firstMs: 3500, repeatMs: 1500, firstBytes: 350 * 1024 };
/** Each kept section's heading in the report. */
const TITLES = {
  baseline: 'Baseline (before the changes)',
  after: 'After the changes',
  now: 'Now (measured on a quiet machine, after the shop, rentals, academy and property landed)',
  'before-preload':
    'Before preloaded answers (the previous build, measured again beside the new one)',
};

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const label = arg('label', 'after');
const root = resolve(arg('root', here));
const build = resolve(arg('build', root));
const runs = Number(arg('runs', '5'));

/** A port nobody listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => done(free));
    });
  });
}
const port = Number(arg('port', '0')) || (await freePort());
const base = `http://localhost:${port}`;
let browserVersion = '';

async function startServer() {
  if (!existsSync(join(build, 'server/dist/main.js')) || !existsSync(join(build, 'dist/portal')))
    throw new Error('build first: `pnpm build` at the repository root');
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-phone-'));
  const child = spawn(process.execPath, [join(build, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(build, 'dist/portal'),
      FAIRWAY_ADMIN_EMAIL: ADMIN.email,
      FAIRWAY_ADMIN_PASSWORD: ADMIN.password,
      FAIRWAY_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '0',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that dies leaves no server behind.
  process.once('exit', () => child.kill('SIGKILL'));
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok)
        return {
          stop: () => {
            child.kill('SIGTERM');
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready in 30 s');
}

/** A signed-in API session (cookies and CSRF header) for setting the club up. */
async function apiSession(email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf_token='))?.split('=')[1] ?? '';
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf };
  return async (method, path, body) => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.status === 204 ? null : r.json();
  };
}

/** The member of the journey, and tee times all day so the bench runs at any hour. */
async function prepareClub() {
  const admin = await apiSession(ADMIN.email, ADMIN.password);
  await admin('POST', '/api/settings/users', {
    email: MEMBER.email,
    first_name: MEMBER.first_name,
    last_name: MEMBER.last_name,
    password: MEMBER.password,
    must_change_password: false,
    roles: ['member'],
  });
  const hours = await admin('GET', '/api/settings/opening-hours');
  for (const h of hours)
    await admin('PUT', `/api/settings/opening-hours/${h.id}`, {
      open_time: '00:00',
      close_time: '23:59',
      first_tee_time: '00:00',
      last_tee_time: '23:30',
    });
}

/** In the page: notes performance.now() when the first tee-time button ('07:10, 4 places left') appears. */
function watchForTeeTime() {
  const isTeeTime = (b) => /^\d{2}:\d{2}, /.test(b.getAttribute('aria-label') ?? '');
  const observer = new MutationObserver(() => {
    if (window.__fwFirstTeeTime) return;
    for (const b of document.querySelectorAll('li > button[aria-label]'))
      if (isTeeTime(b)) {
        window.__fwFirstTeeTime = performance.now();
        observer.disconnect();
        return;
      }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One visit of /courses in a new page of `context`, throttled like a phone on Slow 4G. */
async function visit(context, { emptyCache }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (emptyCache) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  /** @type {Map<string, { url: string, type: string, start: number, end?: number, bytes: number, status?: number, encoding?: string, cached?: boolean }>} */
  const requests = new Map();
  const errors = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const prev = requests.get(e.requestId);
    // A redirect reuses the id: keep the first start.
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      start: prev?.start ?? e.timestamp,
      bytes: prev?.bytes ?? 0,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    const h = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    r.encoding = h['content-encoding'] ?? 'identity';
    r.cached = e.response.fromDiskCache || e.response.fromMemoryCache || false;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.end = e.timestamp;
    r.bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await page.goto(`${base}/courses`, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(() => window.__fwFirstTeeTime, null, {
    timeout: 60_000,
    polling: 100,
  });
  const firstTeeTime = await page.evaluate(() => window.__fwFirstTeeTime);
  // Settle: nothing in flight for 1.5 s (at most 20 s).
  for (let waited = 0, quiet = 0; quiet < 1500 && waited < 20_000; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
    const busy = [...requests.values()].some((r) => r.end === undefined);
    quiet = busy ? 0 : quiet + 250;
  }
  await page.close();

  const all = [...requests.values()].filter((r) => !r.url.startsWith('data:'));
  const doc = all.find((r) => r.type === 'Document');
  const t0 = doc?.start ?? Math.min(...all.map((r) => r.start));
  const rows = all
    .map((r) => ({
      path: new URL(r.url).pathname,
      type: r.type,
      startMs: (r.start - t0) * 1000,
      endMs: r.end === undefined ? null : (r.end - t0) * 1000,
      bytes: r.bytes,
      status: r.status ?? null,
      encoding: r.encoding ?? '',
      cached: r.cached ?? false,
    }))
    .sort((a, b) => a.startMs - b.startMs);
  const sum = (xs) => xs.reduce((s, r) => s + r.bytes, 0);
  const byTeeTime = rows.filter((r) => r.endMs !== null && r.endMs <= firstTeeTime);
  return {
    firstTeeTimeMs: firstTeeTime,
    bytesByTeeTime: sum(byTeeTime),
    bytesTotal: sum(rows),
    jsBytes: sum(rows.filter((r) => r.type === 'Script')),
    requests: rows.length,
    requestsByTeeTime: byTeeTime.length,
    consoleErrors: errors,
    rows,
  };
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  browserVersion = browser.version();
  try {
    await prepareClub();
    const results = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: VIEWPORT,
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(watchForTeeTime);
      // Signing in happens outside the measurement, through the API: the cookies land in the
      // context's jar and no page is loaded, so the first visit starts with an empty cache.
      const login = await context.request.post('/api/auth/login', {
        data: { email: MEMBER.email, password: MEMBER.password },
      });
      if (!login.ok()) throw new Error(`member sign-in failed: ${login.status()}`);
      const first = await visit(context, { emptyCache: true });
      const repeat = await visit(context, { emptyCache: false });
      await context.close();
      results.push({ first, repeat });
      console.log(
        `run ${i + 1}/${runs}: first ${sec(first.firstTeeTimeMs)} ${kb(first.bytesTotal)}, repeat ${sec(repeat.firstTeeTimeMs)} ${kb(repeat.bytesTotal)}`,
      );
    }
    await writeReport(results);
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Which commit the measured build comes from (and whether its work tree had changes). */
function buildOf() {
  try {
    const git = (...a) => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' with changes' : '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty}`;
  } catch {
    return root;
  }
}

function summary(results) {
  const pick = (f) => ({
    ms: median(results.map((r) => f(r).firstTeeTimeMs)),
    min: Math.min(...results.map((r) => f(r).firstTeeTimeMs)),
    max: Math.max(...results.map((r) => f(r).firstTeeTimeMs)),
    bytesByTeeTime: median(results.map((r) => f(r).bytesByTeeTime)),
    bytesTotal: median(results.map((r) => f(r).bytesTotal)),
    jsBytes: median(results.map((r) => f(r).jsBytes)),
    requests: median(results.map((r) => f(r).requests)),
  });
  return { first: pick((r) => r.first), repeat: pick((r) => r.repeat) };
}

/** The report as the repository's Prettier writes Markdown (`pnpm lint` checks it), when it is installed. */
async function formatted(text) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(REPORT)) ?? {};
    return await prettier.format(text, { ...options, filepath: REPORT });
  } catch {
    return text;
  }
}

async function writeReport(results) {
  const s = summary(results);
  const ok = (v, goal) => (v <= goal ? 'meets' : 'misses');
  // The run whose first visit is the median, for its waterfall.
  const sorted = [...results].sort((a, b) => a.first.firstTeeTimeMs - b.first.firstTeeTimeMs);
  const typical = sorted[Math.floor(sorted.length / 2)];
  const waterfall = (v) =>
    [
      '| request | type | start | end | transferred | encoding |',
      '| ------- | ---- | ----: | --: | ----------: | -------- |',
      ...v.rows.map(
        (r) =>
          `| \`${r.path}\`${r.status && r.status !== 200 ? ` (${r.status})` : ''}${r.cached ? ' (cache)' : ''} | ${r.type} | ${Math.round(r.startMs)} ms | ${r.endMs === null ? '—' : `${Math.round(r.endMs)} ms`} | ${kb(r.bytes)} | ${r.encoding || '—'} |`,
      ),
      '',
      `First tee time in the page at ${Math.round(v.firstTeeTimeMs)} ms.${v.consoleErrors.length ? ` Console errors: ${v.consoleErrors.map((e) => `\`${e}\``).join('; ')}.` : ' No console errors.'}`,
    ].join('\n');
  const section = [
    `<!-- phone-visit:${label} -->`,
    `## ${TITLES[label] ?? label}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on the build of ${buildOf()}, ${runs} runs (medians; min–max of the time), Chromium ${browserVersion}.`,
    '',
    '| visit | first tee time visible | transferred by then | transferred, page settled | of it JavaScript | requests |',
    '| ----- | ---------------------: | ------------------: | ------------------------: | ---------------: | -------: |',
    `| first (empty cache) | ${sec(s.first.ms)} (${sec(s.first.min)}–${sec(s.first.max)}) | ${kb(s.first.bytesByTeeTime)} | ${kb(s.first.bytesTotal)} | ${kb(s.first.jsBytes)} | ${s.first.requests} |`,
    `| repeat (warm cache) | ${sec(s.repeat.ms)} (${sec(s.repeat.min)}–${sec(s.repeat.max)}) | ${kb(s.repeat.bytesByTeeTime)} | ${kb(s.repeat.bytesTotal)} | ${kb(s.repeat.jsBytes)} | ${s.repeat.requests} |`,
    '',
    `Goals: first visit ≤ ${sec(GOALS.firstMs)} (${ok(s.first.ms, GOALS.firstMs)}), repeat ≤ ${sec(GOALS.repeatMs)} (${ok(s.repeat.ms, GOALS.repeatMs)}), ≤ ${kb(GOALS.firstBytes)} transferred on the first visit (${ok(s.first.bytesTotal, GOALS.firstBytes)}).`,
    '',
    '<details><summary>Requests of the median first visit</summary>',
    '',
    waterfall(typical.first),
    '',
    '</details>',
    '',
    '<details><summary>Requests of its repeat visit</summary>',
    '',
    waterfall(typical.repeat),
    '',
    '</details>',
    `<!-- /phone-visit:${label} -->`,
  ].join('\n');

  const header = [
    '# Phone visit: a member opens the tee times on Slow 4G',
    '',
    '`node bench/phone-visit.mjs --label <baseline|after>` (build first: `pnpm build`). Chromium at',
    '390×844 (mobile, touch, DPR 3), DevTools "Slow 4G" through CDP `Network.emulateNetworkConditions`',
    '(562.5 ms latency per request, 180 000 B/s down, 84 375 B/s up) and `Emulation.setCPUThrottlingRate` 4.',
    'A member signs in through the API (outside the measurement), then opens `/courses` with an empty',
    'cache (first visit) and again in a new page of the same browser (repeat visit). Time: navigation',
    'start until the first tee-time button is in the page. Bytes: sum of CDP `encodedDataLength`',
    '(headers and body as sent), until the first tee time and once the page has settled.',
    '',
  ].join('\n');
  let text = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : header;
  const re = new RegExp(`<!-- phone-visit:${label} -->[\\s\\S]*?<!-- /phone-visit:${label} -->`);
  text = re.test(text) ? text.replace(re, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT, await formatted(text));
  console.log(
    `\n${label}: first ${sec(s.first.ms)} ${kb(s.first.bytesTotal)} (JS ${kb(s.first.jsBytes)}), repeat ${sec(s.repeat.ms)} ${kb(s.repeat.bytesTotal)}\nwritten: bench/reports/phone-visit.md`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
