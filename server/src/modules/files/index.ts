// Public surface of the files module: the routes, and what other modules need to keep files
// (item images, house photos, trip documents): receive an upload, store it in a category, check
// a file exists, its addresses. Functions and types only; depends on no other module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoutes } from './routes';
import { defineThumbnailJob } from './thumbnails';
import { transferRoutes } from './transfer-routes';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  defineThumbnailJob(app);
  await app.register(fileRoutes);
  await app.register(transferRoutes);
};

export { receiveUpload, type Received } from './receive';
export { storeUpload, fileExists, fileMimeType, fileUrl, type StoredFile } from './public';
export { createStorage, StorageNotFoundError, type Storage } from './storage';
export { THUMBNAIL_JOB, type ThumbnailJob } from './thumbnails';
