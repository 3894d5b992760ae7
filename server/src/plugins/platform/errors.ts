import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  AppError,
  PG_CHECK_VIOLATION,
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../../lib/errors';

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: unknown[]; message?: string } };
};

function describeIssue(where: string, issue: Issue): { field: string; message: string } {
  const path =
    issue.params?.issue?.path?.join('.') ||
    issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
    '';
  const message = issue.params?.issue?.message ?? issue.message ?? 'is invalid';
  return { field: path ? `${where}.${path}` : where, message };
}

/** The single error handler: every failure leaves as { error, message, details? }. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof AppError) {
        if (err.headers) void reply.headers(err.headers);
        return reply.status(err.statusCode).send({
          error: err.code,
          message: err.message,
          ...(err.details ? { details: err.details } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const where = err.validationContext ?? 'body';
        const details = err.validation.map((v) => describeIssue(where, v as Issue));
        const first = details[0];
        const message = first
          ? `${first.field === where ? where : first.field}: ${first.message}`
          : 'Invalid request';
        return reply.status(400).send({ error: 'bad_request', message, details });
      }
      const pg = pgErrorCode(err);
      if (pg === PG_UNIQUE_VIOLATION || pg === PG_EXCLUSION_VIOLATION) {
        return reply
          .status(409)
          .send({ error: 'conflict', message: 'This conflicts with an existing record' });
      }
      if (pg === PG_FOREIGN_KEY_VIOLATION || pg === PG_RESTRICT_VIOLATION) {
        return reply.status(409).send({
          error: 'conflict',
          message: 'This refers to a record that does not exist or is still in use',
        });
      }
      if (pg === PG_CHECK_VIOLATION) {
        return reply
          .status(400)
          .send({ error: 'bad_request', message: 'A value is outside its allowed range' });
      }
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
        return reply
          .status(413)
          .send({ error: 'payload_too_large', message: 'The request body is too large' });
      }
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
        return reply
          .status(415)
          .send({ error: 'unsupported_media_type', message: 'Send the body as application/json' });
      }
      if (err.statusCode === 429) {
        return reply
          .status(429)
          .send({ error: 'too_many_requests', message: 'Too many requests; try again later' });
      }
      if (
        err.statusCode &&
        err.statusCode >= 400 &&
        err.statusCode < 500 &&
        !isResponseSerializationError(err)
      ) {
        return reply.status(err.statusCode).send({ error: 'bad_request', message: err.message });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({
        error: 'internal',
        message: 'Something went wrong on our side; it has been logged',
      });
    });

    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send({
        error: 'not_found',
        message: `No route for ${req.method} ${req.url.split('?')[0]}`,
      }),
    );
  },
  { name: 'errors' },
);
