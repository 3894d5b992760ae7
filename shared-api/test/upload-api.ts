import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeApi } from './fake-api';

/** What the server read of one multipart upload. */
export type Received = {
  method: string;
  path: string;
  query: string;
  csrf: string | null;
  fields: Record<string, string>;
  file: { name: string; type: string; size: number } | null;
};

/**
 * FakeApi (sessions, refresh, CSRF) plus upload routes under /api/uploads that parse the
 * multipart body as a server would:
 * - POST|PUT /api/uploads: 201 with what arrived (signed in and CSRF checked, like FakeApi);
 * - /api/uploads/too-large: 413 JSON; /api/uploads/proxy-error: 502 HTML (a proxy's page);
 * - /api/uploads/plain: 200 text/plain; /api/uploads/hang-up: the socket is cut;
 * - /api/uploads/held: reads the body, then never answers (to cancel it).
 */
export class UploadApi {
  readonly fake = new FakeApi();
  readonly server: Server;
  url = '';
  received: Received[] = [];
  /** Uploads whose connection the client closed before an answer. */
  closedEarly: string[] = [];
  private heldResolvers: (() => void)[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      if ((req.url ?? '').startsWith('/api/uploads')) void this.handle(req, res);
      else this.fake.server.emit('request', req, res);
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (this.fake.problems.length > 0)
      throw new Error(
        `FakeApi answered against the contract:\n\n${this.fake.problems.join('\n\n')}`,
      );
  }

  /** Resolves once a /api/uploads/held body has arrived. */
  held(): Promise<void> {
    return new Promise((resolve) => this.heldResolvers.push(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname: path, search: query } = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (path === '/api/uploads/hang-up') return void req.socket.destroy();

    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '').split(';').map((p) => p.trim().split('=') as [string, string]),
    );
    const csrf = (req.headers['x-csrf-token'] as string | undefined) ?? null;
    if (!cookies.fw_access || !this.fake.access.has(cookies.fw_access))
      return json(401, { error: 'unauthorized', message: 'Authentication required' });
    if (!csrf || csrf !== cookies.csrf_token || !this.fake.csrf.has(csrf))
      return json(403, { error: 'csrf', message: 'Missing or invalid CSRF token' });

    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const fields: Record<string, string> = {};
    let file: Received['file'] = null;
    for (const [key, value] of form) {
      if (typeof value === 'string') fields[key] = value;
      else file = { name: value.name, type: value.type, size: value.size };
    }
    this.received.push({ method, path, query, csrf, fields, file });

    if (path === '/api/uploads') return json(201, { id: this.received.length, ...file, fields });
    if (path === '/api/uploads/too-large')
      return json(413, { error: 'payload_too_large', message: 'The file is larger than 10 MB' });
    if (path === '/api/uploads/proxy-error') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return void res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    }
    if (path === '/api/uploads/plain') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end('stored');
    }
    if (path === '/api/uploads/held') {
      res.on('close', () => {
        if (!res.writableEnded) this.closedEarly.push(path);
      });
      for (const resolve of this.heldResolvers.splice(0)) resolve();
      return;
    }
    return json(404, { error: 'not_found', message: `No route for ${method} ${path}` });
  }
}
