import {
  SAND_TRAP_KINDS,
  SAND_TRAP_SIDES,
  type Hole,
  type SandTrap,
  type SandTrapInput,
} from '@fairway/shared-api/courses';
import type { CoursesKey, CoursesT } from '../../../i18n/messages';
import { numberOrNull, textOrNull } from './forms';

/** The catalogue's word for each kind and side. */
export const KIND_LABELS: Record<(typeof SAND_TRAP_KINDS)[number], CoursesKey> = {
  fairway: 'kindFairway',
  greenside: 'kindGreenside',
  waste: 'kindWaste',
};

export const SIDE_LABELS: Record<(typeof SAND_TRAP_SIDES)[number], CoursesKey> = {
  left: 'sideLeft',
  right: 'sideRight',
  center: 'sideCentre',
  front: 'sideFront',
  back: 'sideBack',
};

export const kindOptions = (t: CoursesT) =>
  SAND_TRAP_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }));
export const sideOptions = (t: CoursesT) =>
  SAND_TRAP_SIDES.map((s) => ({ value: s, label: t(SIDE_LABELS[s]) }));

/** The form's values, named as the body's fields so the contract's messages land on them. */
export type SandTrapValues = {
  name: string;
  kind: string;
  side: string;
  distance_to_green_meters: string;
};

export const EMPTY_SAND_TRAP: SandTrapValues = {
  name: '',
  kind: 'fairway',
  side: '',
  distance_to_green_meters: '',
};

export function sandTrapValues(trap: SandTrap): SandTrapValues {
  return {
    name: trap.name,
    kind: trap.kind,
    side: trap.side ?? '',
    distance_to_green_meters:
      trap.distance_to_green_meters === null ? '' : String(trap.distance_to_green_meters),
  };
}

export function sandTrapBody(v: SandTrapValues): SandTrapInput {
  return {
    name: v.name,
    kind: v.kind as SandTrapInput['kind'],
    side: (textOrNull(v.side) as SandTrapInput['side']) ?? null,
    distance_to_green_meters: numberOrNull(v.distance_to_green_meters),
  };
}

/** The hole with a trap added, replaced or removed (what the server confirmed). */
export function withTrap(hole: Hole, trap: SandTrap): Hole {
  const exists = hole.sand_traps.some((t) => t.id === trap.id);
  return {
    ...hole,
    sand_traps: exists
      ? hole.sand_traps.map((t) => (t.id === trap.id ? trap : t))
      : [...hole.sand_traps, trap],
  };
}

export function withoutTrap(hole: Hole, trapId: number): Hole {
  return { ...hole, sand_traps: hole.sand_traps.filter((t) => t.id !== trapId) };
}
