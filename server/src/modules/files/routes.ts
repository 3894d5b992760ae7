import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PERMISSIONS,
  allowedTypes,
  categoryPathParam,
  errorResponse,
  fileBulkDelete,
  fileBulkDeleteQuery,
  fileBulkDeleteResult,
  fileCategory,
  fileCategoryInput,
  fileCategoryParam,
  fileCategoryStats,
  fileDateRangeQuery,
  fileLimits,
  fileListQuery,
  fileMove,
  filePermissions,
  filePermissionsInput,
  fileRecord,
  fileSearchQuery,
  fileShare,
  fileShareInput,
  fileSizeQuery,
  fileStats,
  fileTypeParam,
  fileUpdate,
  fileUserParam,
  fileValidateInput,
  fileValidateResult,
  fileVersion,
  idParam,
  thumbnailQuery,
  thumbnailResponse,
} from '@fairway/shared-api/contract';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './repository';
import * as service from './service';
import { FILES_PATH } from './service';
import { signShare } from './shares';
import { announce, thumbnailOnDemand } from './thumbnails';

const tags = ['Files'];
const read = { permission: PERMISSIONS.filesRead };
const write = { permission: PERMISSIONS.filesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const base = FILES_PATH;

const paged = (reply: FastifyReply, result: service.ListResult) => {
  void reply.header('x-total-count', String(result.total));
  return result.rows;
};

/** /api/settings/files: the club's files (the JSON calls; uploads and downloads are beside). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const max = () => app.config.fileMaxBytes;
  const listRoute = <Q extends z.ZodType, P extends z.ZodType | undefined>(
    url: string,
    summary: string,
    querystring: Q,
    params: P,
    where: (req: {
      query: z.infer<Q>;
      params: P extends z.ZodType ? z.infer<P> : undefined;
    }) => ReturnType<typeof repo.byCategory> | undefined,
  ) =>
    app.get(
      url,
      {
        config: read,
        schema: {
          tags,
          summary: `${summary} Newest first, limit (at most 100) and offset; the total is in X-Total-Count`,
          querystring,
          ...(params ? { params } : {}),
          response: { 200: z.array(fileRecord), ...errors },
        },
      },
      async (req, reply) => {
        const q = req.query as z.infer<typeof fileListQuery>;
        const condition = where(req as never);
        return paged(
          reply,
          await req.tx((tx) =>
            service.list(tx, req.principal(), condition, { limit: q.limit, offset: q.offset }),
          ),
        );
      },
    );

  listRoute(base, "The club's files.", fileListQuery, undefined, () => undefined);
  listRoute(
    `${base}/category/:category`,
    'The files of one category.',
    fileListQuery,
    categoryPathParam,
    (req) => repo.byCategory(req.params.category),
  );
  listRoute(
    `${base}/search`,
    'Files whose name or description contains q (ignoring case).',
    fileSearchQuery,
    undefined,
    (req) => repo.byText(req.query.q),
  );
  listRoute(
    `${base}/type/:t`,
    'Files of a type: an extension (png), a kind (image, pdf, text, office) or a type (image/png).',
    fileListQuery,
    fileTypeParam,
    (req) => repo.byTypes(service.typesOf(req.params.t)),
  );
  listRoute(`${base}/user/:id`, 'The files a user uploaded.', fileListQuery, fileUserParam, (req) =>
    repo.byUploader(req.params.id),
  );
  listRoute(
    `${base}/size`,
    'Files from min to max bytes (either may be left out).',
    fileSizeQuery,
    undefined,
    (req) => repo.bySize(req.query.min, req.query.max),
  );
  listRoute(
    `${base}/date-range`,
    'Files uploaded from start to end (UTC days, at most 366).',
    fileDateRangeQuery,
    undefined,
    (req) => {
      const { from, until } = service.dayWindow(req.query.start, req.query.end);
      return repo.byCreated(from, until);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a file',
        params: idParam,
        response: { 200: fileRecord, ...errors },
      },
    },
    async (req) =>
      service.toRecord(
        await req.tx((tx) =>
          service.fileOr404(tx, req.params.id, service.viewerOf(req.principal())),
        ),
      ),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Rename (the extension stays), describe, re-categorise or change who sees a file; only the fields sent change',
        params: idParam,
        body: fileUpdate,
        response: { 200: fileRecord, ...errors },
      },
    },
    async (req) => {
      const p = req.principal();
      const record = await req.tx((tx) =>
        service.update(tx, p, req.params.id, req.body, max(), app.now()),
      );
      await announce(app, p.organizationId, record.id);
      return record;
    },
  );

  app.patch(
    `${base}/:id/move`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Move a file to another category (422 when the category does not take its type or size)',
        params: idParam,
        body: fileMove,
        response: { 200: fileRecord, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) =>
        service.move(tx, req.principal(), req.params.id, req.body.category, max(), app.now()),
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a file with every version, thumbnail and share link',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const p = req.principal();
      const removed = await req.tx((tx) => service.remove(tx, p, [req.params.id]));
      if (removed.ids.length === 0) throw notFound('File');
      await service.deleteStored(app, removed.keys);
      await announce(app, p.organizationId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `${base}/bulk-delete`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Delete up to 100 files: file_ids in the query (?file_ids=1&file_ids=2) or a JSON body; answers the ids deleted',
        querystring: fileBulkDeleteQuery,
        body: fileBulkDelete.nullish(),
        response: { 200: fileBulkDeleteResult, ...errors },
      },
    },
    async (req) => {
      const ids = req.query.file_ids ?? req.body?.file_ids;
      if (!ids) throw badRequest('file_ids: send the ids of the files to delete');
      const p = req.principal();
      const removed = await req.tx((tx) => service.remove(tx, p, [...new Set(ids)]));
      await service.deleteStored(app, removed.keys);
      if (removed.ids.length > 0) await announce(app, p.organizationId, null);
      return { deleted: removed.ids };
    },
  );

  app.get(
    `${base}/stats`,
    {
      config: read,
      schema: {
        tags,
        summary: 'How many files and bytes the club keeps, by type',
        response: { 200: fileStats, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.stats(tx, req.principal())),
  );

  app.get(
    `${base}/stats/categories`,
    {
      config: read,
      schema: {
        tags,
        summary: 'How many files and bytes each category holds',
        response: { 200: fileCategoryStats, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.categoryStats(tx, req.principal())),
  );

  app.get(
    `${base}/categories`,
    {
      config: read,
      schema: {
        tags,
        summary: "The built-in categories and the club's own, with the types and sizes each takes",
        response: { 200: z.array(fileCategory), ...errors },
      },
    },
    async (req) => req.tx((tx) => service.listCategories(tx, max())),
  );

  app.post(
    `${base}/categories`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a category of the club (max_bytes defaults to the server limit)',
        body: fileCategoryInput,
        response: { 201: fileCategory, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tx((tx) => service.createCategory(tx, req.principal(), req.body, max()))),
  );

  app.delete(
    `${base}/categories/:c`,
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a club's own category that holds no file (built-in ones stay)",
        params: fileCategoryParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.deleteCategory(tx, req.params.c));
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/categories/:c/allowed-types`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The types, extensions and largest size a category takes',
        params: fileCategoryParam,
        response: { 200: allowedTypes, ...errors },
      },
    },
    async (req) => {
      const c = await req.tx((tx) => service.categoryOr404(tx, req.params.c, max()));
      return {
        category: c.name,
        allowed_types: c.allowed_types,
        extensions: c.extensions,
        max_bytes: c.max_bytes,
      };
    },
  );

  app.get(
    `${base}/limits`,
    {
      config: read,
      schema: {
        tags,
        summary: "The server's upload limit and each category's",
        response: { 200: fileLimits, ...errors },
      },
    },
    async (req) => ({
      max_bytes: max(),
      categories: await req.tx((tx) => service.listCategories(tx, max())),
    }),
  );

  app.post(
    `${base}/validate`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Whether a file of this name, size and type could be uploaded to the category (nothing is stored; the upload still checks the content)',
        body: fileValidateInput,
        response: { 200: fileValidateResult, ...errors },
      },
    },
    async (req) => {
      const category = await req.tx((tx) => service.findCategory(tx, req.body.category, max()));
      return service.validate(req.body, category);
    },
  );

  app.post(
    `${base}/:id/share`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'A link anyone may download the file from, signed out, for expires_in seconds (60 to 30 days)',
        params: idParam,
        body: fileShareInput,
        response: { 201: fileShare, ...errors },
      },
    },
    async (req, reply) => {
      const p = req.principal();
      const now = app.now();
      const expires = Math.floor(now.getTime() / 1000) + req.body.expires_in;
      const share = await req.tx(async (tx) => {
        await service.fileOr404(tx, req.params.id, service.viewerOf(p));
        return repo.insertShare(tx, p.organizationId, {
          file_id: req.params.id,
          expires_at: new Date(expires * 1000),
          created_by: p.userId,
        });
      });
      const token = await signShare(app, {
        organizationId: p.organizationId,
        shareId: share.id,
        fileId: share.file_id,
        expires,
      });
      return reply.status(201).send({
        id: share.id,
        url: `/api/files/shared/${token}`,
        expires_at: share.expires_at.toISOString(),
        created_at: share.created_at.toISOString(),
      });
    },
  );

  app.delete(
    `${base}/:id/share`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Revoke every share link of the file: they answer 410 from now on',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const p = req.principal();
      await req.tx(async (tx) => {
        await service.fileOr404(tx, req.params.id, service.viewerOf(p));
        await repo.revokeShares(tx, req.params.id, app.now());
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:id/permissions`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Who sees the file: private (its uploader and file managers), staff (files:read) or members (also every signed-in person of the club, who may download it)',
        params: idParam,
        response: { 200: filePermissions, ...errors },
      },
    },
    async (req) => {
      const row = await req.tx((tx) =>
        service.fileOr404(tx, req.params.id, service.viewerOf(req.principal())),
      );
      return { visibility: row.visibility };
    },
  );

  app.put(
    `${base}/:id/permissions`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change who sees the file',
        params: idParam,
        body: filePermissionsInput,
        response: { 200: filePermissions, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) =>
        service.setVisibility(tx, req.principal(), req.params.id, req.body.visibility, app.now()),
      ),
  );

  app.post(
    `${base}/:id/thumbnail`,
    {
      config: read,
      schema: {
        tags,
        summary:
          "A picture's thumbnail (small 64, medium 256, large 1024 px; default medium), made now if missing; 422 for other files",
        params: idParam,
        querystring: thumbnailQuery,
        response: { 200: thumbnailResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const file = await req.tx((tx) =>
        service.fileOr404(tx, req.params.id, service.viewerOf(req.principal())),
      );
      await thumbnailOnDemand(app, file, req.query.size);
      return { thumbnail_url: service.thumbnailUrlOf(file.id, req.query.size, file.version) };
    },
  );

  app.get(
    `${base}/:id/versions`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every version of the file, newest (the current one) first',
        params: idParam,
        response: { 200: z.array(fileVersion), ...errors },
      },
    },
    async (req) => req.tx((tx) => service.versions(tx, req.principal(), req.params.id)),
  );
};
