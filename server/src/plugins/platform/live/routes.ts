import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, errorResponse, liveStream } from '@fairway/shared-api/contract';
import { AppError, forbidden } from '../../../lib/errors';

/** Does the Accept header take server-sent events (an EventSource always sends it)? */
const acceptsEventStream = (accept: string | undefined) =>
  (accept ?? '')
    .split(',')
    .some(
      (part) =>
        /^\s*text\/event-stream\s*(;|$)/i.test(part) && !/;\s*q=0(\.0*)?\s*(;|$)/i.test(part),
    );

/**
 * GET /api/live: the signed-in person's live updates as server-sent events. The stream ends when
 * the session's access token would need renewing (ACCESS_TTL_SECONDS) and when the session or the
 * person's grants change; the browser opens a new one.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/live',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags: ['Live updates'],
        summary:
          'Addition: live updates for the signed-in person as server-sent events (EventSource): each event names what changed (event: <type>, data: JSON, id); screens read it again through the API. Ends when the session’s access token needs renewing; reconnect. At most 10 open per person; 406 without Accept: text/event-stream',
        produces: ['text/event-stream'],
        response: {
          200: liveStream,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const caller = req.principal();
      if (caller.via !== 'session')
        throw forbidden('Live updates are for a signed-in browser session, not an API token');
      if (!acceptsEventStream(req.headers.accept))
        throw new AppError(
          406,
          'not_acceptable',
          'GET /api/live is a stream of server-sent events: open it with an EventSource (Accept: text/event-stream)',
        );
      const stream = app.liveStreams.open(caller, app.config.session.accessTtlSeconds * 1000);
      reply.raw.once('close', () => stream.body.destroy());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // A stream is sent as it is written (the schema's string describes it for the document).
          .send(stream.body as unknown as string)
      );
    },
  );
};
