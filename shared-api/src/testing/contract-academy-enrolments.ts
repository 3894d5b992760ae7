// The answers of the academy's enrolments and attendance (docs/academy.md).
import { z } from 'zod';
import { attendance, enrollment } from '../domains/academy/programme';
import type { CallResponses } from './contract-types';

const enrollments = '/api/settings/academy/enrollments';
const marks = '/api/settings/academy/attendance';
const oneEnrollment = { 200: enrollment };
const manyEnrollments = { 200: z.array(enrollment) };
const oneMark = { 200: attendance };
const manyMarks = { 200: z.array(attendance) };

/** Enrolments and attendance: success status → body schema (see CONTRACT_RESPONSES). */
export const ACADEMY_ENROLMENTS_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${enrollments}`]: manyEnrollments,
  [`POST ${enrollments}`]: { 201: enrollment },
  [`GET ${enrollments}/status`]: manyEnrollments,
  [`GET ${enrollments}/candidate/:id`]: manyEnrollments,
  [`GET ${enrollments}/candidate/:id/active`]: manyEnrollments,
  [`GET ${enrollments}/:id`]: oneEnrollment,
  [`PUT ${enrollments}/:id`]: oneEnrollment,
  [`DELETE ${enrollments}/:id`]: { 204: z.null() },
  [`POST ${enrollments}/:id/approve`]: oneEnrollment,
  [`POST ${enrollments}/:id/withdraw`]: oneEnrollment,
  [`GET ${marks}`]: manyMarks,
  [`POST ${marks}`]: { 201: attendance },
  [`POST ${marks}/mark`]: oneMark,
  [`GET ${marks}/candidate/:id`]: manyMarks,
  [`GET ${marks}/enrollment/:id`]: manyMarks,
  [`GET ${marks}/:id`]: oneMark,
  [`PUT ${marks}/:id`]: oneMark,
  [`DELETE ${marks}/:id`]: { 204: z.null() },
  [`POST ${marks}/:id/participation`]: oneMark,
};
