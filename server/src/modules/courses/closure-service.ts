import type {
  SpecialClosure,
  SpecialClosureInput,
  SpecialClosureUpdate,
} from '@fairway/shared-api/contract';
import { conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { guarded } from './constraints';
import * as repo from './hours-repository';
import { toSpecialClosure } from './mappers';
import { courseReference, fieldError } from './references';

/** Special closures: dates on which a course is closed whatever its weekday hours say. */

const alreadyClosed = (date: string) => () => conflict(`This course is already closed on ${date}`);

async function closureOr404(tx: Tx, id: number) {
  const row = await repo.findClosure(tx, id);
  if (!row) throw notFound('Special closure');
  return row;
}

export async function listClosures(tx: Tx, f: repo.ClosureFilter): Promise<SpecialClosure[]> {
  if (f.from && f.to && f.from > f.to)
    throw fieldError('to', 'to must not be before from', 'querystring');
  return (await repo.listClosures(tx, f)).map(toSpecialClosure);
}

export async function getClosure(tx: Tx, id: number): Promise<SpecialClosure> {
  return toSpecialClosure(await closureOr404(tx, id));
}

export async function createClosure(
  tx: Tx,
  p: Principal,
  input: SpecialClosureInput,
): Promise<SpecialClosure> {
  await courseReference(tx, input.course_id);
  const row = await guarded(
    () =>
      repo.insertClosure(tx, p.organizationId, {
        course_id: input.course_id,
        date: input.date,
        reason: input.reason ?? null,
      }),
    { unique: alreadyClosed(input.date) },
  );
  return toSpecialClosure(row);
}

export async function updateClosure(
  tx: Tx,
  id: number,
  input: SpecialClosureUpdate,
): Promise<SpecialClosure> {
  const current = await closureOr404(tx, id);
  if (input.course_id !== undefined && input.course_id !== current.course_id)
    await courseReference(tx, input.course_id);
  const values: repo.ClosureValues = {
    course_id: input.course_id ?? current.course_id,
    date: input.date ?? current.date,
    reason: input.reason === undefined ? current.reason : input.reason,
  };
  const row = await guarded(() => repo.updateClosure(tx, id, values), {
    unique: alreadyClosed(values.date),
  });
  return toSpecialClosure(row!);
}

export async function removeClosure(tx: Tx, id: number): Promise<void> {
  if (!(await repo.removeClosure(tx, id))) throw notFound('Special closure');
}
