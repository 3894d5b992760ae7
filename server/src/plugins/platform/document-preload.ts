import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SignedInSession } from '@fairway/shared-api/contract';

/**
 * Asks the API for one GET, as the caller of the document (their cookie, their permissions, their
 * organization, their rate limit): the JSON answer, or null when it was not a 2xx or came too late.
 * `url` is the path and query exactly as the client will ask for it ('/api/x?date=2026-06-10').
 */
export type PreloadGet = <T = unknown>(url: string) => Promise<T | null>;

/**
 * What a screen asks for first, declared by the domain that owns the screen. It asks with `get`,
 * which may chain (the course list first, then that course's day); every 2xx answer it got goes
 * into the document. It must ask only for what the client will request, with the same path and
 * query, or the client asks again anyway.
 */
export type DocumentPreload = (context: {
  session: SignedInSession;
  get: PreloadGet;
}) => Promise<void>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Declares the GET calls the portal page at `path` (exact, e.g. '/courses') makes first. */
    registerDocumentPreload(path: string, preload: DocumentPreload): void;
    /** The declarations for a page's path (the portal plugin runs them). */
    documentPreloadsFor(pathname: string): DocumentPreload[];
  }
}

const normalized = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The registry of preloaded answers: domain modules declare, per portal page, the GET calls its
 * first screen makes; the portal plugin runs them for a signed-in caller's document and embeds the
 * answers. Registered before the domain modules so each can declare from its own plugin.
 */
export const documentPreloadPlugin = fp(
  async (app: FastifyInstance) => {
    const byPath = new Map<string, DocumentPreload[]>();
    app.decorate('registerDocumentPreload', (path: string, preload: DocumentPreload) => {
      if (!path.startsWith('/'))
        throw new Error(`document preload path must start with /: ${path}`);
      const key = normalized(path);
      byPath.set(key, [...(byPath.get(key) ?? []), preload]);
    });
    app.decorate(
      'documentPreloadsFor',
      (pathname: string) => byPath.get(normalized(pathname)) ?? [],
    );
  },
  { name: 'document-preload' },
);
