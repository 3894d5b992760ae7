import type {
  Hole,
  HoleInput,
  HoleLayout,
  HoleUpdate,
  SandTrap,
  SandTrapInput,
  SandTrapUpdate,
} from '@fairway/shared-api/contract';
import { conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { guarded } from './constraints';
import { courseOr404 } from './course-service';
import * as repo from './hole-repository';
import { toHole, toSandTrap, type HoleRecord } from './mappers';
import { assertHoleOnCourse } from './references';

const holeTaken = (n: number) => () => conflict(`Hole ${n} already exists on this course`);
const rulesBlock = () => conflict('Holes with rules cannot be removed');

const values = (h: HoleInput): repo.HoleValues => ({
  hole_number: h.hole_number,
  par: h.par,
  length_meters: h.length_meters ?? null,
  stroke_index: h.stroke_index ?? null,
  name: h.name ?? null,
});

async function withTraps(tx: Tx, rows: HoleRecord[]): Promise<Hole[]> {
  const traps = await repo.sandTrapsOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toHole(r, traps));
}

async function holeOr404(tx: Tx, id: number): Promise<HoleRecord> {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound('Hole');
  return row;
}

export async function list(tx: Tx, courseId: number): Promise<Hole[]> {
  await courseOr404(tx, courseId);
  return withTraps(tx, await repo.listForCourse(tx, courseId));
}

export async function get(tx: Tx, id: number): Promise<Hole> {
  const [hole] = await withTraps(tx, [await holeOr404(tx, id)]);
  return hole!;
}

export async function create(
  tx: Tx,
  p: Principal,
  courseId: number,
  input: HoleInput,
): Promise<Hole> {
  const course = await courseOr404(tx, courseId);
  assertHoleOnCourse(course, input.hole_number);
  const id = await guarded(() => repo.insert(tx, p.organizationId, courseId, values(input)), {
    unique: holeTaken(input.hole_number),
  });
  return get(tx, id);
}

export async function update(tx: Tx, id: number, input: HoleUpdate): Promise<Hole> {
  const hole = await holeOr404(tx, id);
  if (input.hole_number !== undefined && input.hole_number !== hole.hole_number)
    assertHoleOnCourse(await courseOr404(tx, hole.course_id), input.hole_number);
  if (Object.keys(input).length > 0)
    await guarded(() => repo.update(tx, id, input), {
      unique: holeTaken(input.hole_number ?? hole.hole_number),
    });
  return get(tx, id);
}

function listNumbers(numbers: number[]): string {
  return numbers.length === 1 ? `Hole ${numbers[0]} has` : `Holes ${numbers.join(', ')} have`;
}

/**
 * The whole layout in one transaction: holes are upserted by number (keeping their id, rules
 * and sand traps) and holes left out are removed — unless one of them has rules (409).
 */
export async function replaceLayout(
  tx: Tx,
  p: Principal,
  courseId: number,
  layout: HoleLayout,
): Promise<Hole[]> {
  const course = await courseOr404(tx, courseId);
  layout.forEach((h, i) => assertHoleOnCourse(course, h.hole_number, `${i}.hole_number`));
  const keep = layout.map((h) => h.hole_number);
  const blocked = await repo.numbersWithRules(tx, courseId, keep);
  if (blocked.length > 0)
    throw conflict(`${listNumbers(blocked)} rules and cannot be removed from the layout`);
  await guarded(() => repo.removeExcept(tx, courseId, keep), { foreignKey: rulesBlock });
  await repo.upsertLayout(tx, p.organizationId, courseId, layout.map(values));
  return withTraps(tx, await repo.listForCourse(tx, courseId));
}

export async function removeAll(tx: Tx, courseId: number): Promise<void> {
  await courseOr404(tx, courseId);
  if ((await repo.numbersWithRules(tx, courseId)).length > 0) throw rulesBlock();
  await guarded(() => repo.removeExcept(tx, courseId, []), { foreignKey: rulesBlock });
}

// ---- Sand traps

export async function addSandTrap(
  tx: Tx,
  p: Principal,
  holeId: number,
  input: SandTrapInput,
): Promise<SandTrap> {
  await holeOr404(tx, holeId);
  const row = await repo.insertSandTrap(tx, p.organizationId, holeId, {
    name: input.name,
    kind: input.kind,
    side: input.side ?? null,
    distance_to_green_meters: input.distance_to_green_meters ?? null,
  });
  return toSandTrap(row);
}

export async function updateSandTrap(tx: Tx, id: number, input: SandTrapUpdate): Promise<SandTrap> {
  const row =
    Object.keys(input).length > 0
      ? await repo.updateSandTrap(tx, id, input)
      : await repo.findSandTrap(tx, id);
  if (!row) throw notFound('Sand trap');
  return toSandTrap(row);
}

export async function removeSandTrap(tx: Tx, id: number): Promise<void> {
  if (!(await repo.removeSandTrap(tx, id))) throw notFound('Sand trap');
}
