import { getT } from '@fairway/shared-ui';
import { holeLayout, type Hole, type HoleLayout } from '@fairway/shared-api/courses';
import { messages, type CoursesT } from '../../../i18n/messages';

/** How the club measures lengths (display settings' distance_unit); the API stores metres. */
export type DistanceUnit = 'metres' | 'yards';

const METRES_PER_YARD = 0.9144;

/** A stored length in metres as the club writes it (whole yards or metres). */
const fromMetres = (metres: number, unit: DistanceUnit) =>
  unit === 'yards' ? Math.round(metres / METRES_PER_YARD) : metres;

/**
 * A typed length in the club's unit as the metres the API stores. A stored length shown in
 * yards comes back to the same metres (half a yard is less than half a metre).
 */
const toMetres = (value: number, unit: DistanceUnit) =>
  unit === 'yards' && Number.isFinite(value) ? Math.round(value * METRES_PER_YARD) : value;

/** One row of the layout form: what the inputs hold (text), per hole number. */
export type LayoutRow = {
  hole_number: number;
  par: string;
  /** In the club's distance unit (named as the body's field, so the server's messages land on it). */
  length_meters: string;
  stroke_index: string;
  name: string;
};

export type LayoutField = 'par' | 'length_meters' | 'stroke_index' | 'name';

/** Messages keyed `${hole_number}.${field}`; `${hole_number}.row` for a problem of the whole row. */
export type LayoutErrors = Record<string, string>;

export const PAR_VALUES = [3, 4, 5, 6] as const;

export const errorKey = (holeNumber: number, field: LayoutField | 'row') =>
  `${holeNumber}.${field}`;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** Rows 1 … holesCount, filled from the holes laid out so far (a new hole starts empty). */
export function layoutRows(
  holesCount: number,
  holes: ReadonlyArray<Hole>,
  unit: DistanceUnit = 'metres',
): LayoutRow[] {
  const byNumber = new Map(holes.map((h) => [h.hole_number, h]));
  return Array.from({ length: Math.max(0, holesCount) }, (_, i) => {
    const h = byNumber.get(i + 1);
    return {
      hole_number: i + 1,
      par: text(h?.par),
      length_meters: text(
        h?.length_meters === null || h?.length_meters === undefined
          ? null
          : fromMetres(h.length_meters, unit),
      ),
      stroke_index: text(h?.stroke_index),
      name: h?.name ?? '',
    };
  });
}

const wholeNumber = (value: string): number | null => {
  if (!value.trim()) return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};

export type LayoutTotals = {
  par: number;
  length: number;
  /** Holes without a par yet. */
  holesWithoutPar: number;
  holesWithoutLength: number;
};

/** The totals the form shows while it is typed in: the par and length (in the club's unit) of the holes filled in. */
export function layoutTotals(rows: ReadonlyArray<LayoutRow>): LayoutTotals {
  let par = 0;
  let length = 0;
  let holesWithoutPar = 0;
  let holesWithoutLength = 0;
  for (const row of rows) {
    const p = wholeNumber(row.par);
    const l = wholeNumber(row.length_meters);
    if (p === null) holesWithoutPar++;
    else par += p;
    if (l === null || l < 0) holesWithoutLength++;
    else length += l;
  }
  return { par, length, holesWithoutPar, holesWithoutLength };
}

/** 'Fill par 4': every hole without a par gets `par`; holes with one keep it. */
export function fillPar(rows: ReadonlyArray<LayoutRow>, par = 4): LayoutRow[] {
  return rows.map((row) => (row.par.trim() ? row : { ...row, par: String(par) }));
}

const numberOrNull = (value: string): number | null => (value.trim() ? Number(value) : null);

/** The PUT body: every row, numbers as numbers, lengths in metres, empty optional fields as null. */
export function toLayout(
  rows: ReadonlyArray<LayoutRow>,
  unit: DistanceUnit = 'metres',
): HoleLayout {
  return rows.map((row) => {
    const length = numberOrNull(row.length_meters);
    return {
      hole_number: row.hole_number,
      par: row.par.trim() ? Number(row.par) : (undefined as unknown as number),
      length_meters: length === null ? null : toMetres(length, unit),
      stroke_index: numberOrNull(row.stroke_index),
      name: row.name.trim() ? row.name.trim() : null,
    };
  });
}

const FIELDS: ReadonlyArray<string> = ['par', 'length_meters', 'stroke_index', 'name'];

/** Where a problem at `index`.`field` of the layout array goes in the form. */
function keyFor(rows: ReadonlyArray<LayoutRow>, index: number, field: string): string | null {
  const row = rows[index];
  if (!row) return null;
  return errorKey(row.hole_number, FIELDS.includes(field) ? (field as LayoutField) : 'row');
}

/**
 * The contract's checks on the whole layout, per row and field (the messages the server would
 * answer), plus 'Par is required' for a hole left without a par.
 */
export function validateLayout(
  rows: ReadonlyArray<LayoutRow>,
  unit: DistanceUnit = 'metres',
  t: CoursesT = getT(messages),
): LayoutErrors {
  const errors: LayoutErrors = {};
  rows.forEach((row) => {
    if (!row.par.trim()) errors[errorKey(row.hole_number, 'par')] = t('parRequired');
  });
  const result = holeLayout.safeParse(toLayout(rows, unit));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    if (typeof index !== 'number') continue;
    const key = keyFor(rows, index, String(field ?? ''));
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A 400's details ('body.3.par') as messages on the rows that were sent, in that order. */
export function layoutProblems(
  problems: ReadonlyArray<{ field: string; message: string }>,
  rows: ReadonlyArray<LayoutRow>,
): LayoutErrors {
  const errors: LayoutErrors = {};
  for (const { field, message } of problems) {
    const m = /^body\.(\d+)(?:\.([a-z_]+))?/.exec(field);
    if (!m) continue;
    const key = keyFor(rows, Number(m[1]), m[2] ?? '');
    if (key && !(key in errors)) errors[key] = message;
  }
  return errors;
}

/** The first hole (in form order) with a problem, and its field. */
export function firstProblem(
  rows: ReadonlyArray<LayoutRow>,
  errors: LayoutErrors,
): { hole: number; field: LayoutField | 'row' } | null {
  for (const row of rows) {
    for (const field of [...FIELDS, 'row'] as Array<LayoutField | 'row'>) {
      if (errors[errorKey(row.hole_number, field)]) return { hole: row.hole_number, field };
    }
  }
  return null;
}
