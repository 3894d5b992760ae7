// The answers of the academy's schedules, sessions and the trainer schedule (docs/academy.md).
import { z } from 'zod';
import {
  attendance,
  enrollment,
  schedule,
  scheduleSummary,
  session,
  trainerSchedule,
} from '../domains/academy/programme';
import type { CallResponses } from './contract-types';

const schedules = '/api/settings/academy/schedules';
const sessions = '/api/settings/academy/sessions';
const oneSchedule = { 200: schedule };
const scheduleList = { 200: z.array(schedule) };
const oneSession = { 200: session };
const sessionList = { 200: z.array(session) };

/** Schedules, sessions and the trainer schedule: success status → body schema. */
export const ACADEMY_PROGRAMME_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${schedules}`]: scheduleList,
  [`POST ${schedules}`]: { 201: schedule },
  [`GET ${schedules}/:id`]: oneSchedule,
  [`PUT ${schedules}/:id`]: oneSchedule,
  [`DELETE ${schedules}/:id`]: { 204: z.null() },
  [`GET ${schedules}/active`]: scheduleList,
  [`GET ${schedules}/status`]: scheduleList,
  [`GET ${schedules}/trainer/:id`]: scheduleList,
  [`GET ${schedules}/training-plan/:id`]: scheduleList,
  [`GET ${schedules}/date-range`]: scheduleList,
  [`POST ${schedules}/:id/publish`]: oneSchedule,
  [`POST ${schedules}/:id/cancel`]: oneSchedule,
  [`GET ${schedules}/:id/summary`]: { 200: scheduleSummary },
  [`GET ${schedules}/:id/sessions`]: sessionList,
  [`GET ${schedules}/:id/enrollments`]: { 200: z.array(enrollment) },
  [`GET ${sessions}`]: sessionList,
  [`POST ${sessions}`]: { 201: session },
  [`GET ${sessions}/:id`]: oneSession,
  [`PUT ${sessions}/:id`]: oneSession,
  [`DELETE ${sessions}/:id`]: { 204: z.null() },
  [`GET ${sessions}/status`]: sessionList,
  [`GET ${sessions}/trainer/:id`]: sessionList,
  [`GET ${sessions}/date`]: sessionList,
  [`GET ${sessions}/date-range`]: sessionList,
  [`POST ${sessions}/:id/start`]: oneSession,
  [`POST ${sessions}/:id/complete`]: oneSession,
  [`POST ${sessions}/:id/cancel`]: oneSession,
  [`GET ${sessions}/:id/attendance`]: { 200: z.array(attendance) },
  ['GET /api/settings/academy/trainer-schedule/:id']: { 200: trainerSchedule },
};
