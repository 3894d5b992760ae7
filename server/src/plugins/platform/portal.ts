import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Serves the built portal (shell + remotes) in the embedded default. Hashed assets get a year
 * of immutable caching; HTML, remotes.json and MF manifests are revalidated on every load.
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
    // our setHeaders decides caching; fastify-static's own header would overwrite it
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Any other GET outside /api is a client route: answer the shell's index.html.
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    // An unknown API call stays an API 404, never the shell's HTML.
    if (path === 'api' || path.startsWith('api/')) return reply.callNotFound();
    if (path && /\.[a-z0-9]+$/i.test(path)) {
      const file = resolve(root, path);
      if (file.startsWith(root) && existsSync(file)) return reply.sendFile(path);
      return reply.status(404).send({ error: 'not_found', message: 'File not found' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
