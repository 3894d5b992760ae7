// The answers of the academy's trainers, training types, training plans, candidates and their notes (docs/academy.md).
import { z } from 'zod';
import {
  candidate,
  candidateNote,
  trainer,
  trainingPlan,
  trainingType,
} from '../domains/academy/catalogue';
import type { CallResponses } from './contract-types';

const a = '/api/settings/academy';
const none = { 204: z.null() };

/** list, active, one, create, change, remove of one academy resource. */
const crud = (path: string, row: z.ZodType): Record<string, CallResponses> => ({
  [`GET ${path}`]: { 200: z.array(row) },
  [`GET ${path}/active`]: { 200: z.array(row) },
  [`GET ${path}/:id`]: { 200: row },
  [`POST ${path}`]: { 201: row },
  [`PUT ${path}/:id`]: { 200: row },
  [`DELETE ${path}/:id`]: none,
});

export const ACADEMY_CATALOGUE_RESPONSES: Readonly<Record<string, CallResponses>> = {
  ...crud(`${a}/trainers`, trainer),
  [`GET ${a}/trainers/specialty`]: { 200: z.array(trainer) },
  [`GET ${a}/trainers/:id/notes`]: { 200: z.array(candidateNote) },
  ...crud(`${a}/training-types`, trainingType),
  ...crud(`${a}/training-plans`, trainingPlan),
  ...crud(`${a}/candidates`, candidate),
  [`GET ${a}/candidates/:id/notes`]: { 200: z.array(candidateNote) },
  [`POST ${a}/candidates/:id/notes`]: { 201: candidateNote },
  [`GET ${a}/candidates/:id/notes/:noteId`]: { 200: candidateNote },
  [`PUT ${a}/candidates/:id/notes/:noteId`]: { 200: candidateNote },
  [`DELETE ${a}/candidates/:id/notes/:noteId`]: none,
};
