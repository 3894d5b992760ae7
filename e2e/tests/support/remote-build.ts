import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');

/**
 * Builds a remote (its real webpack config, production mode) in a temporary copy of its folder
 * where the workspace package `pkg` is installed at `version` instead: what an independent deploy
 * of that remote looks like when it was built against a newer shared package than the portal's.
 * The copy's node_modules links every other dependency to the workspace's; `pkg` is a copy of the
 * workspace package with that version in its package.json. No tracked file is touched. Resolves
 * to the copy's dist folder and how to remove the copy.
 */
export async function buildRemoteAgainst(options: {
  folder: string;
  pkg: string;
  version: string;
}): Promise<{ dist: string; remove(): void }> {
  const { folder, pkg, version } = options;
  const source = join(ROOT, folder);
  const tmp = mkdtempSync(join(tmpdir(), 'fairway-e2e-build-'));
  const remove = () => rmSync(tmp, { recursive: true, force: true });
  const dir = join(tmp, folder);
  mkdirSync(dir, { recursive: true });
  for (const entry of ['package.json', 'webpack.config.js'])
    cpSync(join(source, entry), join(dir, entry));
  cpSync(join(source, 'src'), join(dir, 'src'), { recursive: true });

  // Every dependency as the workspace installed it (absolute links), but `pkg`.
  const linkAll = (from: string, to: string, scope = '') => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      // .federation is the plugin's scratch folder: each build keeps its own.
      if (entry === '.bin' || entry === '.federation') continue;
      if (!scope && entry.startsWith('@')) linkAll(join(from, entry), join(to, entry), entry);
      else if ((scope ? `${scope}/${entry}` : entry) !== pkg)
        symlinkSync(realpathSync(join(from, entry)), join(to, entry));
    }
  };
  linkAll(join(source, 'node_modules'), join(dir, 'node_modules'));
  // `pkg` itself: a copy of the workspace package (its own dependencies linked) at `version`.
  const installed = join(dir, 'node_modules', pkg);
  const original = join(ROOT, pkgFolder(pkg));
  cpSync(original, installed, {
    recursive: true,
    filter: (path) => !path.startsWith(join(original, 'node_modules')),
  });
  symlinkSync(realpathSync(join(original, 'node_modules')), join(installed, 'node_modules'));
  const manifest = JSON.parse(readFileSync(join(original, 'package.json'), 'utf8'));
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));

  await new Promise<void>((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'tooling', 'bin', 'fairway-build.js'), 'build'],
      {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`building ${folder} failed (${code}):\n${output}`)),
    );
  }).catch((err: unknown) => {
    remove();
    throw err;
  });
  return { dist: join(dir, 'dist'), remove };
}

/** '@fairway/shared-api' → 'shared-api': the workspace folder of a workspace package. */
function pkgFolder(pkg: string): string {
  return pkg.replace(/^@fairway\//, '');
}
