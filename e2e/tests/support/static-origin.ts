import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static host on another origin, as an operator's CDN or bucket would serve a remote. */
export type StaticOrigin = {
  /** 'http://127.0.0.1:<port>': another origin than the portal's http://localhost:<port>. */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  /** Serves `dir` under the path `prefix` ('/next/') from now on. */
  mount(prefix: string, dir: string): void;
  close(): Promise<void>;
};

/**
 * Serves folders over HTTP on a port the system chooses, with the CORS header a remote's host must
 * send (the portal's page fetches the manifest across origins). GET and HEAD only; anything outside
 * the mounted folders is 404.
 */
export async function serveStaticOrigin(dir: string): Promise<StaticOrigin> {
  const mounts: [string, string][] = [['/', resolve(dir)]];
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    res.setHeader('access-control-allow-origin', '*');
    const [prefix, root] = mounts.find(([p]) => path.startsWith(p)) ?? ['/', ''];
    const file = resolve(root, `.${sep}${path.slice(prefix.length)}`);
    let ok = (req.method === 'GET' || req.method === 'HEAD') && file.startsWith(root + sep);
    try {
      ok &&= statSync(file).isFile();
    } catch {
      ok = false;
    }
    if (!ok) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    mount(prefix, folder) {
      // Longest prefix first, so '/next/' wins over '/'.
      mounts.unshift([prefix, resolve(folder)]);
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
