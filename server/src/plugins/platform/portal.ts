import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A content-hashed file name ('main.4005dbf2cd4975b927c6.js'), after its .br/.gz suffix if any. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** Precompressed variants and source maps are never asked for by name. */
const NOT_SERVED = /\.(br|gz|map)$/i;

/**
 * Serves the built portal (shell + remotes) in the embedded default. Hashed assets get a year
 * of immutable caching; HTML, remotes.json and MF manifests are revalidated on every load.
 * The portal assembly writes a Brotli (.br) and a gzip (.gz) copy beside each text asset worth
 * compressing; @fastify/static's preCompressed picks the best one the browser accepts (br, then
 * gzip, else the file as it is), and every answer says it varies with Accept-Encoding. Source
 * maps are not in the served folder (the assembly keeps them in dist/sourcemaps), and a request
 * for any .map, .br or .gz by name is a 404.
 */
export async function portalPlugin(app: FastifyInstance, opts: { root: string }): Promise<void> {
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
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
