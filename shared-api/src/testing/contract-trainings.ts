// The answers of the academy's basic trainings and their requests (docs/academy.md).
import { z } from 'zod';
import { training, trainingUser } from '../domains/academy/trainings';
import type { CallResponses } from './contract-types';

const t = '/api/settings/trainings';
const u = `${t}/users`;
const request = { 200: trainingUser };

export const TRAININGS_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${t}`]: { 200: z.array(training) },
  [`POST ${t}`]: { 201: training },
  [`GET ${t}/:id`]: { 200: training },
  [`PUT ${t}/:id`]: { 200: training },
  [`DELETE ${t}/:id`]: { 204: z.null() },
  [`GET ${t}/course/:id`]: { 200: z.array(training) },
  [`GET ${u}`]: { 200: z.array(trainingUser) },
  [`POST ${u}`]: { 201: trainingUser },
  [`GET ${u}/:id`]: request,
  [`PUT ${u}/:id`]: request,
  [`GET ${u}/course/:id`]: { 200: z.array(trainingUser) },
  [`PUT ${u}/date/:id`]: request,
  [`PUT ${u}/proposal/:id`]: request,
};
