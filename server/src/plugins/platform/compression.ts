import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** A route that serves a file by name ('/main.4005dbf2.js', '/remotes.json'): the portal's files. */
const isFileRoute = (url: string) => !url.startsWith('/api') && /\.[a-z0-9]+$/i.test(url);

/**
 * Compresses what the server writes on the fly: API answers and the portal's documents, Brotli
 * (quality 4: cheap enough per answer) or gzip as the browser accepts, only above 1 KB. The
 * portal's files are left alone: the assembly already wrote their Brotli and gzip copies, and the
 * portal plugin picks one. Server-sent events (text/event-stream) are never compressed, so each
 * event reaches the browser when it is written. Request bodies are not decompressed.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Before @fastify/compress's own onRoute hook, which reads `compress` of each route.
    app.addHook('onRoute', (route) => {
      if (route.compress === undefined && isFileRoute(route.url)) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/,
    });
  },
  { name: 'compression' },
);
