import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const PORTAL = join(ROOT, 'dist', 'portal');

type RemotesJson = { remotes: { name: string; manifest: string }[] };

/** A Fairway server of its own for one journey, on a copy of the built portal. */
export type PortalServer = {
  /** 'http://localhost:<port>' */
  url: string;
  /** Rewrites the served remotes.json, as an operator edits it: `manifests` maps a remote's name to its manifest URL. */
  pointRemotes(manifests: Record<string, string>): void;
  close(): Promise<void>;
};

/** A port nothing listens on now, chosen by the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Starts the built server (server/dist/main.js) on a fresh embedded database with the demo club,
 * serving a copy of dist/portal without the folders in `leaveOut` (remotes that now live
 * elsewhere), and waits until it is ready.
 */
export async function startPortalServer(options: {
  admin: { email: string; password: string };
  leaveOut: string[];
  manifests: Record<string, string>;
  env?: Record<string, string>;
}): Promise<PortalServer> {
  const tmp = mkdtempSync(join(tmpdir(), 'fairway-e2e-portal-'));
  const root = join(tmp, 'portal');
  const omitted = options.leaveOut.map((p) => join(PORTAL, p));
  cpSync(PORTAL, root, {
    recursive: true,
    filter: (src) => !omitted.some((o) => src === o || src.startsWith(`${o}/`)),
  });
  const pointRemotes = (manifests: Record<string, string>) => {
    const json = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as RemotesJson;
    for (const r of json.remotes) r.manifest = manifests[r.name] ?? r.manifest;
    writeFileSync(join(root, 'remotes.json'), `${JSON.stringify(json, null, 2)}\n`);
  };
  pointRemotes(options.manifests);

  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(tmp, 'data'),
      STATIC_DIR: root,
      FAIRWAY_ADMIN_EMAIL: options.admin.email,
      FAIRWAY_ADMIN_PASSWORD: options.admin.password,
      FAIRWAY_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Never outlives the test process, even when a hook times out before close() is called.
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', done));

  const close = async () => {
    process.off('exit', stop);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the portal server stopped (${child.exitCode}): ${stderr}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the portal server was not ready within 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pointRemotes, close };
}
