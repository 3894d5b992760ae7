import { z } from 'zod';

/** Every error the API answers has this shape. */
export const errorResponse = z.object({
  error: z.string().describe('machine-readable code, e.g. bad_request, not_found, conflict'),
  message: z.string().describe('a sentence a person can read'),
  details: z.array(z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParam = z.object({
  id: z.coerce.number().int().positive('id must be a positive integer'),
});
export type IdParam = z.infer<typeof idParam>;

/** limit/offset paging; the total is sent in the X-Total-Count header. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
export const timestamp = z.string().describe('ISO 8601 timestamp');
