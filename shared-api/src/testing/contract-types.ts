import type { z } from 'zod';

/** Success status → the schema of its body (`z.null()`: no body). */
export type CallResponses = Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
