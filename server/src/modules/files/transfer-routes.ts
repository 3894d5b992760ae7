import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  categoryName,
  downloadQuery,
  errorResponse,
  fileRecord,
  fileShareToken,
  idParam,
  thumbnailSize,
} from '@fairway/shared-api/contract';
import { badRequest, notFound } from '../../lib/errors';
import { sendStored } from './download';
import { MULTIPART_LIMITS, receiveUpload } from './receive';
import * as repo from './repository';
import * as service from './service';
import { FILES_PATH } from './service';
import { SHARED_PATH, linkGone, verifyShare } from './shares';
import { announce, queueThumbnails } from './thumbnails';

const tags = ['Files'];
const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};
const uploadNote =
  "Send multipart/form-data: the category field first, then one file in the field named file. The server finds the type from the content: it must be one the category takes and the one the name's extension says";

/**
 * Uploads and downloads: multipart is parsed only here (the rest of the API stays JSON-only), and
 * files leave with download headers.
 */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: app.config.fileMaxBytes },
  });
  const max = app.config.fileMaxBytes;

  app.post(
    `${FILES_PATH}/upload`,
    {
      config: { permission: PERMISSIONS.filesWrite },
      schema: {
        tags,
        summary: `Upload a file. ${uploadNote}`,
        response: { 201: fileRecord, ...errors },
      },
    },
    async (req, reply) => {
      const p = req.principal();
      let category: Awaited<ReturnType<typeof service.findCategory>> = null;
      const received = await receiveUpload(req, max, async (fields) => {
        if (fields.category === undefined)
          throw badRequest('category: send the category field before the file');
        const name = categoryName.safeParse(fields.category);
        if (!name.success) throw badRequest(`category: ${name.error.issues[0]!.message}`);
        category = await req.tx((tx) => service.findCategory(tx, name.data, max));
        if (!category) throw badRequest(`category: there is no category ${name.data}`);
        return { maxBytes: category.max_bytes, where: category.name };
      });
      try {
        const row = await service.storeNew(app, p, received, category!);
        await queueThumbnails(app, row, p.userId);
        await announce(app, p.organizationId, row.id);
        return reply.status(201).send(service.toRecord(row));
      } finally {
        await received.discard();
      }
    },
  );

  app.post(
    `${FILES_PATH}/:id/versions`,
    {
      config: { permission: PERMISSIONS.filesWrite },
      schema: {
        tags,
        summary:
          "Upload a new version of a file (the old ones are kept). Send multipart/form-data with one file in the field named file; the same checks as an upload, in the file's category",
        params: idParam,
        response: { 201: fileRecord, ...errors },
      },
    },
    async (req, reply) => {
      const p = req.principal();
      const received = await receiveUpload(req, max, async () => {
        const file = await req.tx((tx) =>
          service.fileOr404(tx, req.params.id, service.viewerOf(p)),
        );
        const category = await req.tx((tx) => service.findCategory(tx, file.category, max));
        return { maxBytes: category?.max_bytes ?? max, where: file.category };
      });
      try {
        const row = await service.storeVersion(app, p, req.params.id, received);
        await queueThumbnails(app, row, p.userId);
        await announce(app, p.organizationId, row.id);
        return reply.status(201).send(service.toRecord(row));
      } finally {
        await received.discard();
      }
    },
  );

  app.get(
    `${FILES_PATH}/:id/download`,
    {
      config: { permission: PERMISSIONS.selfService },
      compress: false,
      schema: {
        tags,
        summary:
          'Download the file (the current version, or ?version=n). With files:read, the files one sees; with only self:use, files shared with members. inline=1 shows a picture or PDF in the browser',
        params: idParam,
        querystring: downloadQuery,
      },
    },
    async (req, reply) => {
      const p = req.principal();
      const target = await req.tx(async (tx) => {
        const file = await service.downloadableOr404(tx, req.params.id, p);
        if (req.query.version === undefined || req.query.version === file.version)
          return {
            key: file.storage_key,
            name: file.original_name,
            mime: file.mime_type,
            size: file.size,
          };
        const v = await repo.findVersion(tx, file.id, req.query.version);
        if (!v) throw notFound('Version');
        return { key: v.storage_key, name: v.original_name, mime: v.mime_type, size: v.size };
      });
      return sendStored(reply, app.config.storage, target, { inline: req.query.inline });
    },
  );

  app.get(
    `${FILES_PATH}/:id/thumbnail`,
    {
      config: { permission: PERMISSIONS.selfService },
      compress: false,
      schema: {
        tags,
        summary:
          "Addition: a picture's thumbnail (WebP) once made (POST …/thumbnail makes it); who may see it as for the download",
        params: idParam,
        querystring: z.object({
          size: thumbnailSize.default('medium'),
          v: z.coerce
            .number()
            .int()
            .min(1)
            .max(2 ** 31 - 1)
            .optional(),
        }),
      },
    },
    async (req, reply) => {
      const file = await req.tx((tx) =>
        service.downloadableOr404(tx, req.params.id, req.principal()),
      );
      const key = file.thumbnails[req.query.size];
      if (!key) throw notFound('Thumbnail');
      return sendStored(
        reply,
        app.config.storage,
        {
          key,
          name: `${file.original_name}.${req.query.size}.webp`,
          mime: 'image/webp',
          size: null,
        },
        { inline: true, cache: 'private, max-age=3600' },
      );
    },
  );

  app.get(
    `${SHARED_PATH}/:token`,
    {
      config: { public: true },
      compress: false,
      schema: {
        tags,
        summary:
          'Addition: download a shared file, signed out, with the link POST …/files/{id}/share gave (410 once expired or revoked)',
        params: fileShareToken,
      },
    },
    async (req, reply) => {
      const claims = await verifyShare(app, req.params.token);
      const file = await app.withOrg(claims.organizationId, async (tx) => {
        const share = await repo.findShare(tx, claims.shareId, claims.fileId);
        if (!share) throw notFound('Link');
        if (share.revoked_at) throw linkGone('This link has been revoked');
        if (share.expires_at.getTime() <= app.now().getTime())
          throw linkGone('This link has expired');
        return repo.findById(tx, claims.fileId);
      });
      if (!file) throw notFound('Link');
      return sendStored(reply, app.config.storage, {
        key: file.storage_key,
        name: file.original_name,
        mime: file.mime_type,
        size: file.size,
      });
    },
  );
};
