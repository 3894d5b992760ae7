// Reports: each run is kept under a label (BENCH_LABEL, default "latest") in reports/<name>.json,
// and reports/<name>.md shows every kept run, so a before/after comparison survives later runs.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const dir = new URL('../reports/', import.meta.url);

export const label = process.env.BENCH_LABEL ?? 'latest';

/** The machine and code a run measured (BENCH_COMMIT names the code when BENCH_SERVER is another build). */
export function runContext() {
  if (process.env.BENCH_COMMIT) return { ...machine(), commit: process.env.BENCH_COMMIT };
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execSync('git status --porcelain -- :/server :/bench', {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    if (dirty.trim()) commit += ' + uncommitted changes';
  } catch {
    /* not a git checkout */
  }
  return { ...machine(), commit };
}

const machine = () => ({
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  cores: cpus().length,
  load: Number(loadavg()[0].toFixed(1)),
});

/** BENCH_RENDER_ONLY=1: measure nothing, rewrite the markdown from the kept runs. */
export const renderOnly = process.env.BENCH_RENDER_ONLY === '1';

/** Stores this run under its label (none: only renders) and rewrites the markdown from every kept run. */
export function saveReport(name, run, render) {
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.json`, dir);
  const runs = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (run) {
    runs[label] = run;
    writeFileSync(file, `${JSON.stringify(runs, null, 2)}\n`);
  }
  const md = render(runs);
  writeFileSync(new URL(`${name}.md`, dir), md);
  return md;
}

export const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
