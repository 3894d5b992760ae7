import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { documentStream, negotiateEncoding } from './document-stream';
import { firstScreen, remoteFiles } from './first-screen';
import { preloadedPart, splitDocument } from './portal-document';
import { SESSION_URL, callerCalls, until } from './preloaded-answers';

/** A content-hashed file name ('main.4005dbf2cd4975b927c6.js'), after its .br/.gz suffix if any. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** Precompressed variants and source maps are never asked for by name. */
const NOT_SERVED = /\.(br|gz|map)$/i;
/**
 * The most a signed-in document waits for its preloaded answers; what is late the page asks for.
 * The head has left by then (the shell downloads meanwhile), and each answer it still carries
 * saves a phone a round trip of about 0.6 s on a slow network.
 */
export const PRELOAD_BUDGET_MS = 500;
const REMOTES_URL = '/remotes.json';

/**
 * Serves the built portal (shell + remotes) in the embedded default. Hashed assets get a year
 * of immutable caching; HTML, remotes.json and MF manifests are revalidated on every load.
 * The portal assembly writes a Brotli (.br) and a gzip (.gz) copy beside each text asset worth
 * compressing; @fastify/static's preCompressed picks the best one the browser accepts (br, then
 * gzip, else the file as it is), and every answer says it varies with Accept-Encoding. Source
 * maps are not in the served folder (the assembly keeps them in dist/sourcemaps), and a request
 * for any .map, .br or .gz by name is a 404.
 *
 * A signed-in caller's document carries the answers of the calls its first screen makes
 * (callerCalls, the declarations of document-preload.ts), remotes.json and the first remote's
 * manifest, and preload hints for that remote's files; it is personal, so private and never
 * stored, and compressed on the fly.
 * A signed-out visitor gets the shell's index.html as it is.
 */
export async function portalPlugin(
  app: FastifyInstance,
  opts: { root: string; preloadBudgetMs?: number },
): Promise<void> {
  const root = resolve(opts.root);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'portal build not found; the API runs without the portal');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !NOT_SERVED.test(pathName),
    // our setHeaders decides caching; fastify-static's own header would overwrite it
    cacheControl: false,
    setHeaders: (res, path) => {
      const file = path.replace(/\.(br|gz)$/, '');
      res.setHeader(
        'cache-control',
        HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // Any other GET outside /api is a client route: answer the shell's index.html.
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    // An unknown API call stays an API 404, never the shell's HTML.
    if (path === 'api' || path.startsWith('api/')) return reply.callNotFound();
    if (path && /\.[a-z0-9]+$/i.test(path)) {
      const file = resolve(root, path);
      if (!NOT_SERVED.test(path) && file.startsWith(root) && existsSync(file))
        return reply.sendFile(path);
      return reply.status(404).send({ error: 'not_found', message: 'File not found' });
    }
    if (await signedInDocument(req, reply)) return reply;
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  /** remotes.json and the remotes' manifests as JSON, read again only when the file changes. */
  const jsonFiles = new Map<string, { mtimeMs: number; size: number; json: unknown }>();
  async function portalJson(urlPath: string): Promise<unknown> {
    const file = resolve(root, `.${urlPath}`);
    if (!file.startsWith(`${root}/`) || !file.endsWith('.json')) return null;
    try {
      const { mtimeMs, size } = await stat(file);
      const known = jsonFiles.get(file);
      if (known && known.mtimeMs === mtimeMs && known.size === size) return known.json;
      const json: unknown = JSON.parse(await readFile(file, 'utf8'));
      jsonFiles.set(file, { mtimeMs, size, json });
      return json;
    } catch {
      return null;
    }
  }

  /**
   * For a signed-in caller: sends the document with their preloaded answers and answers true;
   * false when they are not signed in. The head leaves at once, naming the shell's files and the
   * first screen's remote files (the browser starts on them); the answers, the first script and
   * the rest follow once they are collected, or once the budget is spent.
   */
  async function signedInDocument(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (req.method !== 'GET') return false;
    const deadline = Date.now() + (opts.preloadBudgetMs ?? PRELOAD_BUDGET_MS);
    const calls = await callerCalls(app, req, deadline);
    if (!calls) return false;
    const { session, get } = calls;
    const pathname = new URL(req.url, 'http://portal.invalid').pathname;
    // The portal's own start-up reads: files of this server, answered from memory.
    const portalAnswers = new Map<string, unknown>();
    const remotes = await portalJson(REMOTES_URL);
    if (remotes !== null) portalAnswers.set(REMOTES_URL, remotes);
    const screen = firstScreen(remotes, pathname, session);
    const manifest = screen ? await portalJson(screen.manifest) : null;
    if (screen && manifest !== null) portalAnswers.set(screen.manifest, manifest);
    const files = screen && manifest ? remoteFiles(manifest, screen.manifest, screen.module) : null;

    const html = await readFile(join(root, 'index.html'), 'utf8');
    const { start, rest } = splitDocument(html, [SESSION_URL, ...portalAnswers.keys()], files);
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const body = documentStream(encoding);
    reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    void reply.send(body.stream);
    body.stream.write(start);
    body.flush();

    await until(
      Promise.all(app.documentPreloadsFor(pathname).map((preload) => preload({ session, get }))),
      deadline,
      req,
    );
    const answers = calls.answers();
    for (const [url, json] of portalAnswers) answers.set(url, { status: 200, body: json });
    // The browser may have gone meanwhile.
    if (!body.stream.destroyed) body.stream.end(`${preloadedPart(answers)}${rest}`);
    return true;
  }
}
