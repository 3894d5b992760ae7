import {
  FILE_KINDS,
  FILE_LIMITS,
  FILE_TYPES,
  PERMISSIONS,
  hasPermission,
  type FileCategory,
  type FileCategoryInput,
  type FileRecord,
  type FileStats,
  type FileType,
  type FileUpdate,
  type FileValidateInput,
  type FileValidateResult,
  type FileVersion,
} from '@fairway/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import {
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  notFound,
  pgErrorCode,
  unprocessable,
} from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import {
  BUILT_IN_CATEGORIES,
  builtInCategories,
  categoryOf,
  formatBytes,
  isBuiltIn,
  typeLabel,
} from './categories';
import { extensionOf, inspectFile, typeOfExtension } from './inspect';
import type { Received } from './receive';
import * as repo from './repository';
import { newStorageKey, storageFor } from './storage';

export const FILES_PATH = '/api/settings/files';

export const downloadUrlOf = (id: number, version?: number) =>
  `${FILES_PATH}/${id}/download${version === undefined ? '' : `?version=${version}`}`;
export const thumbnailUrlOf = (id: number, size: string, version: number) =>
  `${FILES_PATH}/${id}/thumbnail?size=${size}&v=${version}`;

export function toRecord({
  organization_id: _,
  storage_key: __,
  thumbnails,
  ...row
}: repo.FileRow): FileRecord {
  return {
    ...row,
    download_url: downloadUrlOf(row.id),
    thumbnail_url: thumbnails.medium ? thumbnailUrlOf(row.id, 'medium', row.version) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const toVersion = (row: repo.FileVersionRow): FileVersion => ({
  version: row.version,
  original_name: row.original_name,
  mime_type: row.mime_type,
  size: row.size,
  sha256: row.sha256,
  uploaded_by: row.uploaded_by,
  download_url: downloadUrlOf(row.file_id, row.version),
  created_at: row.created_at.toISOString(),
});

/** Managers (files:write) see every file; readers all but other people's private ones. */
export const viewerOf = (p: Principal): repo.Viewer => ({
  userId: p.userId,
  manager: hasPermission(p.permissions, PERMISSIONS.filesWrite),
});

/** A file the caller may see, or 404 (another club's, and private ones of others, are invisible). */
export async function fileOr404(tx: Tx, id: number, viewer: repo.Viewer): Promise<repo.FileRow> {
  const row = await repo.findById(tx, id, viewer);
  if (!row) throw notFound('File');
  return row;
}

/**
 * The file a download may read: with files:read what the caller sees; with only self:use (a
 * member), files shared with members.
 */
export async function downloadableOr404(tx: Tx, id: number, p: Principal): Promise<repo.FileRow> {
  if (hasPermission(p.permissions, PERMISSIONS.filesRead)) return fileOr404(tx, id, viewerOf(p));
  const row = await repo.findById(tx, id);
  if (!row || row.visibility !== 'members') throw notFound('File');
  return row;
}

// Categories

export async function findCategory(
  tx: Tx,
  name: string,
  installationMax: number,
): Promise<FileCategory | null> {
  const builtIn = BUILT_IN_CATEGORIES[name];
  if (builtIn && isBuiltIn(name))
    return categoryOf(name, builtIn.types, builtIn.maxBytes, installationMax);
  const row = await repo.findCategory(tx, name);
  return row ? categoryOf(row.name, row.allowed_types, row.max_bytes, installationMax) : null;
}

export async function categoryOr404(tx: Tx, name: string, max: number): Promise<FileCategory> {
  const found = await findCategory(tx, name, max);
  if (!found) throw notFound('Category');
  return found;
}

export async function listCategories(tx: Tx, max: number): Promise<FileCategory[]> {
  const custom = await repo.customCategories(tx);
  return [
    ...builtInCategories(max),
    ...custom.map((c) => categoryOf(c.name, c.allowed_types, c.max_bytes, max)),
  ];
}

export async function createCategory(
  tx: Tx,
  p: Principal,
  input: FileCategoryInput,
  max: number,
): Promise<FileCategory> {
  if (isBuiltIn(input.name)) throw conflict(`${input.name} is a built-in category`);
  if (input.max_bytes !== undefined && input.max_bytes > max)
    throw badRequest(`max_bytes: must be at most ${max} (${formatBytes(max)}, the server's limit)`);
  if ((await repo.customCategories(tx)).length >= FILE_LIMITS.customCategories)
    throw conflict(`A club has at most ${FILE_LIMITS.customCategories} categories of its own`);
  try {
    const row = await repo.insertCategory(tx, p.organizationId, {
      name: input.name,
      allowed_types: [...new Set(input.allowed_types)],
      max_bytes: input.max_bytes ?? max,
      created_by: p.userId,
    });
    return categoryOf(row.name, row.allowed_types, row.max_bytes, max);
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw conflict(`A category named ${input.name} already exists`);
    throw err;
  }
}

export async function deleteCategory(tx: Tx, name: string): Promise<void> {
  if (isBuiltIn(name)) throw conflict('Built-in categories cannot be deleted');
  const outcome = await repo.removeCategory(tx, name);
  if (outcome === 'missing') throw notFound('Category');
  if (outcome === 'in-use')
    throw conflict('The category still holds files; move or delete them first');
}

/** Why a file of `mime` and `size` cannot be in `category`, or null when it can. */
function misfit(category: FileCategory, mime: string, size: number): string | null {
  if (!category.allowed_types.includes(mime))
    return `${category.name} takes ${category.allowed_types.map(typeLabel).join(', ')}; this file is a ${typeLabel(mime)}`;
  if (size > category.max_bytes)
    return `${category.name} takes files up to ${formatBytes(category.max_bytes)}; this one is ${formatBytes(size)}`;
  return null;
}

// Reading

export type ListResult = { rows: FileRecord[]; total: number };

export async function list(
  tx: Tx,
  p: Principal,
  where: Parameters<typeof repo.listPage>[2],
  page: repo.Page,
): Promise<ListResult> {
  const { rows, total } = await repo.listPage(tx, viewerOf(p), where, page);
  return { rows: rows.map(toRecord), total };
}

/** The types GET …/type/{t} names: a kind, an extension or a type. */
export function typesOf(t: string): readonly string[] {
  const key = t.toLowerCase();
  if (Object.hasOwn(FILE_KINDS, key)) return FILE_KINDS[key as keyof typeof FILE_KINDS];
  const byExtension = typeOfExtension(key.replace(/^\./, ''));
  if (byExtension) return [byExtension];
  if (Object.hasOwn(FILE_TYPES, key)) return [key];
  throw badRequest(
    `t: give an extension (png, pdf…), a kind (${Object.keys(FILE_KINDS).join(', ')}) or a type such as image/png`,
  );
}

/** Days as UTC midnights: [start, end + 1 day). */
export const dayWindow = (start: string, end: string) => ({
  from: new Date(`${start}T00:00:00Z`),
  until: new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000),
});

export async function stats(tx: Tx, p: Principal): Promise<FileStats> {
  const byType = await repo.stats(tx, viewerOf(p));
  return {
    total_files: byType.reduce((n, r) => n + r.count, 0),
    total_bytes: byType.reduce((n, r) => n + r.bytes, 0),
    by_type: byType,
  };
}

export const categoryStats = (tx: Tx, p: Principal) => repo.categoryStats(tx, viewerOf(p));

export async function versions(tx: Tx, p: Principal, id: number): Promise<FileVersion[]> {
  await fileOr404(tx, id, viewerOf(p));
  return (await repo.versions(tx, id)).map(toVersion);
}

// Changing

export async function update(
  tx: Tx,
  p: Principal,
  id: number,
  input: FileUpdate,
  max: number,
  now: Date,
): Promise<FileRecord> {
  const row = await fileOr404(tx, id, viewerOf(p));
  if (input.original_name !== undefined) {
    const ext = extensionOf(row.original_name);
    if (extensionOf(input.original_name) !== ext)
      throw badRequest(`original_name: the name must keep its .${ext} extension`);
  }
  if (input.category !== undefined && input.category !== row.category) {
    const target = await findCategory(tx, input.category, max);
    if (!target) throw badRequest(`category: there is no category ${input.category}`);
    const problem = misfit(target, row.mime_type, row.size);
    if (problem) throw unprocessable(problem);
  }
  const updated = await repo.update(tx, id, input, now);
  return toRecord(updated!);
}

export async function move(
  tx: Tx,
  p: Principal,
  id: number,
  category: string,
  max: number,
  now: Date,
): Promise<FileRecord> {
  return update(tx, p, id, { category }, max, now);
}

export async function setVisibility(
  tx: Tx,
  p: Principal,
  id: number,
  visibility: repo.FileRow['visibility'],
  now: Date,
) {
  await fileOr404(tx, id, viewerOf(p));
  const row = await repo.update(tx, id, { visibility }, now);
  return { visibility: row!.visibility };
}

/** Deletes files the caller may see; answers the ids deleted and the storage keys to remove. */
export async function remove(tx: Tx, p: Principal, ids: number[]) {
  const visible = [];
  for (const id of ids) if (await repo.findById(tx, id, viewerOf(p))) visible.push(id);
  return repo.removeFiles(tx, visible);
}

export function validate(
  input: FileValidateInput,
  category: FileCategory | null,
): FileValidateResult {
  const errors: string[] = [];
  const ext = extensionOf(input.filename);
  const byName = typeOfExtension(ext);
  if (!category) errors.push(`There is no category ${input.category}`);
  if (!ext) errors.push('The file name needs an extension such as .pdf or .png');
  else if (!byName) errors.push(`Files ending in .${ext} are not accepted`);
  const claimed = input.type?.split(';')[0]?.trim().toLowerCase();
  if (byName && claimed && claimed !== 'application/octet-stream' && claimed !== byName)
    errors.push(`A .${ext} file is a ${typeLabel(byName)}, not ${claimed}`);
  if (category && byName) {
    const problem = misfit(category, byName, input.size);
    if (problem) errors.push(problem);
  } else if (category && input.size > category.max_bytes) {
    errors.push(`${category.name} takes files up to ${formatBytes(category.max_bytes)}`);
  }
  if (input.size === 0) errors.push('The file is empty');
  return { valid: errors.length === 0, errors };
}

// Storing uploads (also what other modules use: item images, house photos, trip documents)

export type Uploader = { organizationId: number; userId: number };

/** Checks a received file and stores it; the caller discards the temporary file. */
async function checkAndStore(
  app: FastifyInstance,
  owner: Uploader,
  received: Received,
  category: FileCategory,
) {
  if (received.size === 0) throw badRequest('file: the file is empty');
  const inspection = await inspectFile(received.path, received.size, received.name, category);
  const key = newStorageKey(owner.organizationId);
  await storageFor(app.config.storage).put(key, createReadStream(received.path), {
    size: received.size,
    contentType: inspection.mime,
  });
  const values: repo.StoredValues = {
    original_name: received.name,
    storage_key: key,
    mime_type: inspection.mime,
    size: received.size,
    sha256: received.sha256,
    width: inspection.width,
    height: inspection.height,
    uploaded_by: owner.userId,
  };
  return { values, mime: inspection.mime as FileType };
}

/** Deletes stored objects after their rows are gone; a failure is logged, never shown. */
export async function deleteStored(app: FastifyInstance, keys: string[]): Promise<void> {
  const storage = storageFor(app.config.storage);
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .catch((err: unknown) => app.log.warn({ err, key }, 'stored file not deleted')),
    ),
  );
}

export async function storeNew(
  app: FastifyInstance,
  owner: Uploader,
  received: Received,
  category: FileCategory,
): Promise<repo.FileRow> {
  const { values } = await checkAndStore(app, owner, received, category);
  try {
    return await app.withOrg(owner.organizationId, (tx) =>
      repo.insertFile(tx, owner.organizationId, { ...values, category: category.name }),
    );
  } catch (err) {
    await deleteStored(app, [values.storage_key]);
    throw err;
  }
}

export async function storeVersion(
  app: FastifyInstance,
  p: Principal,
  id: number,
  received: Received,
): Promise<repo.FileRow> {
  const max = app.config.fileMaxBytes;
  const { row, category } = await app.withOrg(p.organizationId, async (tx) => {
    const file = await fileOr404(tx, id, viewerOf(p));
    return { row: file, category: await findCategory(tx, file.category, max) };
  });
  // A file in a category since deleted keeps what it is: its own type, the installation's limit.
  const rules = category ?? categoryOf(row.category, [row.mime_type], max, max);
  const { values } = await checkAndStore(app, p, received, rules);
  try {
    const changed = await app.withOrg(p.organizationId, (tx) =>
      repo.addVersion(tx, p.organizationId, id, values, app.now()),
    );
    if (!changed) throw notFound('File');
    await deleteStored(app, Object.values(changed.oldThumbnails));
    return changed.file;
  } catch (err) {
    await deleteStored(app, [values.storage_key]);
    throw err;
  }
}
