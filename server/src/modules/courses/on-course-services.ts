import {
  PERMISSIONS,
  hasPermission,
  type OnCourseService,
  type OnCourseServiceInput,
  type OnCourseServiceResolve,
  type OnCourseServiceUpdate,
} from '@fairway/shared-api/contract';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { userExists } from '../users';
import { courseOr404 } from './course-service';
import { findCourse } from './days';
import { toOnCourseService } from './mappers';
import * as repo from './on-course-repository';
import { assertHoleOnCourse, courseReference, fieldError } from './references';

const canManage = (p: Principal) => hasPermission(p.permissions, PERMISSIONS.courseServicesManage);

async function requestOr404(tx: Tx, id: number) {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound('Service request');
  return row;
}

async function answer(tx: Tx, id: number): Promise<OnCourseService> {
  return toOnCourseService(await requestOr404(tx, id));
}

/** A golfer asks for help on the course; the request is theirs. */
export async function request(
  tx: Tx,
  p: Principal,
  input: OnCourseServiceInput,
): Promise<OnCourseService> {
  const course = await courseReference(tx, input.course_id);
  if (input.hole_number != null) assertHoleOnCourse(course, input.hole_number);
  const id = await repo.insert(tx, {
    organization_id: p.organizationId,
    course_id: input.course_id,
    requested_by_user_id: p.userId,
    hole_number: input.hole_number ?? null,
    service_type: input.service_type,
    description: input.description ?? null,
  });
  return answer(tx, id);
}

/** The requester sees their own request; course_services:manage sees every one (else 403). */
export async function get(tx: Tx, p: Principal, id: number): Promise<OnCourseService> {
  const row = await requestOr404(tx, id);
  if (row.requested_by_user_id !== p.userId && !canManage(p)) throw forbidden();
  return toOnCourseService(row);
}

export async function update(
  tx: Tx,
  id: number,
  input: OnCourseServiceUpdate,
): Promise<OnCourseService> {
  const row = await requestOr404(tx, id);
  if (input.hole_number != null) {
    const course = await findCourse(tx, row.course_id);
    if (course) assertHoleOnCourse(course, input.hole_number);
  }
  if (Object.keys(input).length > 0) await repo.update(tx, id, input);
  return answer(tx, id);
}

export async function remove(tx: Tx, id: number): Promise<void> {
  if (!(await repo.remove(tx, id))) throw notFound('Service request');
}

export async function listForCourse(tx: Tx, courseId: number, page: repo.Page) {
  await courseOr404(tx, courseId);
  const { rows, total } = await repo.listForCourse(tx, courseId, page);
  return { requests: rows.map(toOnCourseService), total };
}

export async function listUnresolved(tx: Tx, page: repo.Page) {
  const { rows, total } = await repo.listUnresolved(tx, page);
  return { requests: rows.map(toOnCourseService), total };
}

/** The caller's own requests: open first, then the latest resolved. */
export async function listMine(tx: Tx, p: Principal, page: repo.Page) {
  const { rows, total } = await repo.listOfRequester(tx, p.userId, page);
  return { requests: rows.map(toOnCourseService), total };
}

/** Resolved by the caller unless another user of the club is named; a second resolve is 409. */
export async function resolve(
  tx: Tx,
  p: Principal,
  id: number,
  input: OnCourseServiceResolve | null | undefined,
): Promise<OnCourseService> {
  await requestOr404(tx, id);
  const by = input?.resolved_by_user_id ?? p.userId;
  if (!(await userExists(tx, by)))
    throw fieldError('resolved_by_user_id', 'resolved_by_user_id must be a user of this club');
  if (!(await repo.resolve(tx, id, by))) throw conflict('This request is already resolved');
  return answer(tx, id);
}
