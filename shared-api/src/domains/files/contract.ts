import { z } from 'zod';
import { MAX_ID, isoDate, nonEmpty, pathId, timestamp } from '@fairway/shared-api/core';

/**
 * The types the server can prove by their content, with the name extensions each may carry. A
 * category accepts a subset; the server's own list (GET …/categories/{c}/allowed-types) is the
 * one to show a person, since a club may add categories.
 */
export const FILE_TYPES = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
} as const satisfies Record<string, readonly string[]>;
export type FileType = keyof typeof FILE_TYPES;
export const FILE_TYPE_NAMES = Object.keys(FILE_TYPES) as FileType[];

/** Groups GET …/files/type/{t} accepts besides a type's extension ('png') or the type itself. */
export const FILE_KINDS = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  pdf: ['application/pdf'],
  text: ['text/plain', 'text/csv'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
} as const satisfies Record<string, readonly FileType[]>;

export const FILE_LIMITS = {
  name: 255,
  description: 2000,
  search: 100,
  pageDefault: 50,
  pageMax: 100,
  bulk: 100,
  categoryName: 40,
  customCategories: 50,
  /** Share links live from a minute to 30 days. */
  shareMinSeconds: 60,
  shareMaxSeconds: 30 * 24 * 3600,
  dateRangeDays: 366,
  /** The largest size a query or a validation may name (1 TiB); the real limits are the server's. */
  sizeMax: 2 ** 40,
} as const;

/**
 * Who sees a file besides the people who manage files (files:write): 'private' only its uploader,
 * 'staff' everyone with files:read (the default), 'members' also every signed-in person of the club,
 * who may download it.
 */
export const FILE_VISIBILITIES = ['private', 'staff', 'members'] as const;
export const fileVisibility = z.enum(FILE_VISIBILITIES, {
  error: `visibility must be one of ${FILE_VISIBILITIES.join(', ')}`,
});
export type FileVisibility = z.infer<typeof fileVisibility>;

/** Thumbnail edges in pixels: the longer side of the picture is at most this. */
export const THUMBNAIL_SIZES = { small: 64, medium: 256, large: 1024 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;
export const thumbnailSize = z.enum(['small', 'medium', 'large'], {
  error: 'size must be small, medium or large',
});

/** A category's name: lower-case words joined by hyphens ('item-images'). */
export const categoryName = z
  .string({ error: 'category is required' })
  .trim()
  .min(2, 'category must be at least 2 characters')
  .max(FILE_LIMITS.categoryName, `category must be at most ${FILE_LIMITS.categoryName} characters`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'category must be lower-case letters and digits joined by hyphens',
  );

/** A file as the API answers it (/api/settings/files). */
export const fileRecord = z.object({
  id: z.number().int(),
  category: z.string(),
  original_name: z.string().describe('the name it was uploaded with (or renamed to)'),
  description: z.string().nullable(),
  mime_type: z.string().describe('the type the server found in the content'),
  size: z.number().int().describe('bytes of the current version'),
  sha256: z.string(),
  width: z.number().int().nullable().describe('pixels, for images'),
  height: z.number().int().nullable(),
  version: z.number().int().describe('the current version (1 for a new upload)'),
  visibility: fileVisibility,
  uploaded_by: z
    .number()
    .int()
    .nullable()
    .describe('the user who uploaded it; null once that account is deleted'),
  download_url: z.string(),
  thumbnail_url: z
    .string()
    .nullable()
    .describe("the medium thumbnail's address once it is made; null for other files"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type FileRecord = z.infer<typeof fileRecord>;

/** One stored version of a file, newest first in the list. */
export const fileVersion = z.object({
  version: z.number().int(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_by: z.number().int().nullable(),
  download_url: z.string(),
  created_at: timestamp,
});
export type FileVersion = z.infer<typeof fileVersion>;

/** A category: built-in ones are the platform's, custom ones the club's. */
export const fileCategory = z.object({
  name: z.string(),
  built_in: z.boolean(),
  allowed_types: z.array(z.string()),
  extensions: z.array(z.string()),
  max_bytes: z.number().int(),
});
export type FileCategory = z.infer<typeof fileCategory>;

export const fileCategoryInput = z.strictObject({
  name: categoryName,
  allowed_types: z
    .array(
      z.enum(FILE_TYPE_NAMES, {
        error: `allowed_types may name only ${FILE_TYPE_NAMES.join(', ')}`,
      }),
      {
        error: 'allowed_types is required',
      },
    )
    .min(1, 'allowed_types needs at least one type')
    .max(FILE_TYPE_NAMES.length),
  max_bytes: z
    .number()
    .int('max_bytes must be a whole number of bytes')
    .min(1024, 'max_bytes must be at least 1024')
    .max(FILE_LIMITS.sizeMax)
    .optional()
    .describe("at most the server's limit (GET …/files/limits); default that limit"),
});
export type FileCategoryInput = z.infer<typeof fileCategoryInput>;

export const fileCategoryParam = z.object({ c: categoryName });
export const categoryPathParam = z.object({ category: categoryName });

export const allowedTypes = z.object({
  category: z.string(),
  allowed_types: z.array(z.string()),
  extensions: z.array(z.string()),
  max_bytes: z.number().int(),
});
export type AllowedTypes = z.infer<typeof allowedTypes>;

export const fileLimits = z.object({
  max_bytes: z.number().int().describe('the largest upload the server takes in any category'),
  categories: z.array(fileCategory),
});
export type FileLimits = z.infer<typeof fileLimits>;

/** A file's name: no path, no control characters. */
export const fileName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(FILE_LIMITS.name, `name must be at most ${FILE_LIMITS.name} characters`)
  .refine((n) => !/[/\\\p{Cc}]/u.test(n), 'name must not contain slashes or control characters');

export const fileUpdate = nonEmpty(
  z.strictObject({
    original_name: fileName.optional(),
    category: categoryName.optional(),
    description: z
      .string()
      .trim()
      .max(
        FILE_LIMITS.description,
        `description must be at most ${FILE_LIMITS.description} characters`,
      )
      .nullable()
      .optional(),
    visibility: fileVisibility.optional(),
  }),
);
export type FileUpdate = z.infer<typeof fileUpdate>;

export const fileMove = z.strictObject({ category: categoryName });
export type FileMove = z.infer<typeof fileMove>;

export const filePermissions = z.object({ visibility: fileVisibility });
export type FilePermissions = z.infer<typeof filePermissions>;
export const filePermissionsInput = z.strictObject({ visibility: fileVisibility });

const fileIds = z
  .array(pathId('file_ids'), { error: 'file_ids is required' })
  .min(1, 'file_ids needs at least one id')
  .max(FILE_LIMITS.bulk, `At most ${FILE_LIMITS.bulk} files at a time`);

/**
 * DELETE …/files/bulk-delete: file_ids in the query (?file_ids=1&file_ids=2, what the portal's
 * client sends) or, as the spec has it, in a JSON body.
 */
export const fileBulkDeleteQuery = z.object({
  file_ids: z
    .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), fileIds)
    .optional(),
});
export const fileBulkDelete = z.strictObject({ file_ids: fileIds });
export type FileBulkDelete = z.infer<typeof fileBulkDelete>;
export const fileBulkDeleteResult = z.object({
  deleted: z.array(z.number().int()).describe('the ids deleted; ids not found are left out'),
});
export type FileBulkDeleteResult = z.infer<typeof fileBulkDeleteResult>;

export const fileShareInput = z.strictObject({
  expires_in: z
    .number({ error: 'expires_in is required' })
    .int('expires_in must be a whole number of seconds')
    .min(
      FILE_LIMITS.shareMinSeconds,
      `expires_in must be at least ${FILE_LIMITS.shareMinSeconds} seconds`,
    )
    .max(FILE_LIMITS.shareMaxSeconds, 'expires_in must be at most 30 days (2592000 seconds)'),
});
export type FileShareInput = z.infer<typeof fileShareInput>;

export const fileShare = z.object({
  id: z.number().int(),
  url: z
    .string()
    .describe('a path under /api anyone with it may download the file from, signed out'),
  expires_at: timestamp,
  created_at: timestamp,
});
export type FileShare = z.infer<typeof fileShare>;

export const fileShareToken = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid'),
});

export const thumbnailQuery = z.object({ size: thumbnailSize.default('medium') });
export const thumbnailResponse = z.object({ thumbnail_url: z.string() });
export type ThumbnailResponse = z.infer<typeof thumbnailResponse>;

export const downloadQuery = z.object({
  version: pathId('version').optional(),
  inline: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional()
    .describe('1: show an image or PDF in the browser instead of saving it'),
});

export const fileValidateInput = z.strictObject({
  filename: fileName,
  size: z
    .number({ error: 'size is required' })
    .int('size must be a whole number of bytes')
    .min(0, 'size must be 0 or more')
    .max(FILE_LIMITS.sizeMax),
  type: z.string().trim().max(200, 'type must be at most 200 characters').optional(),
  category: categoryName,
});
export type FileValidateInput = z.infer<typeof fileValidateInput>;
export const fileValidateResult = z.object({ valid: z.boolean(), errors: z.array(z.string()) });
export type FileValidateResult = z.infer<typeof fileValidateResult>;

/** Every list: limit (1–100, default 50) and offset; the total is in X-Total-Count. */
export const fileListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FILE_LIMITS.pageMax, `limit must be at most ${FILE_LIMITS.pageMax}`)
    .default(FILE_LIMITS.pageDefault),
  offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
});
export type FileListQuery = { limit?: number; offset?: number };

export const fileSearchQuery = fileListQuery.extend({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(FILE_LIMITS.search, `q must be at most ${FILE_LIMITS.search} characters`),
});

const byteCount = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of bytes` })
    .int(`${label} must be a whole number of bytes`)
    .min(0, `${label} must be 0 or more`)
    .max(FILE_LIMITS.sizeMax);

export const fileSizeQuery = fileListQuery
  .extend({ min: byteCount('min').optional(), max: byteCount('max').optional() })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    error: 'min must not be more than max',
    path: ['min'],
  });

export const fileDateRangeQuery = fileListQuery
  .extend({ start: isoDate, end: isoDate })
  .refine((q) => q.start <= q.end, { error: 'end must not be before start', path: ['end'] })
  .refine(
    (q) => Date.parse(q.end) - Date.parse(q.start) <= (FILE_LIMITS.dateRangeDays - 1) * 86_400_000,
    { error: `A range is at most ${FILE_LIMITS.dateRangeDays} days`, path: ['end'] },
  );

export const fileTypeParam = z.object({
  t: z
    .string()
    .trim()
    .min(1)
    .max(100, 't must be at most 100 characters')
    .describe("an extension ('png'), a kind (image, pdf, text, office) or a type ('image/png')"),
});
export const fileUserParam = z.object({ id: pathId('id') });

export const fileStats = z.object({
  total_files: z.number().int(),
  total_bytes: z.number().int(),
  by_type: z.array(
    z.object({ mime_type: z.string(), count: z.number().int(), bytes: z.number().int() }),
  ),
});
export type FileStats = z.infer<typeof fileStats>;

export const fileCategoryStats = z.array(
  z.object({ category: z.string(), count: z.number().int(), bytes: z.number().int() }),
);
export type FileCategoryStats = z.infer<typeof fileCategoryStats>;
