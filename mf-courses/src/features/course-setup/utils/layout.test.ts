import type { Hole } from '@fairway/shared-api/courses';
import {
  fillPar,
  layoutProblems,
  layoutRows,
  layoutTotals,
  toLayout,
  validateLayout,
} from './layout';

const hole = (n: number, par: number, extra: Partial<Hole> = {}): Hole => ({
  id: 100 + n,
  course_id: 1,
  hole_number: n,
  par,
  length_meters: 300 + n,
  stroke_index: n,
  name: null,
  active_rules_count: 0,
  total_rules_count: 0,
  sand_traps: [],
  ...extra,
});

describe('hole layout', () => {
  it('has a row per hole, filled from the holes laid out so far', () => {
    const rows = layoutRows(3, [hole(2, 5, { name: 'Long one' })]);
    expect(rows).toEqual([
      { hole_number: 1, par: '', length_meters: '', stroke_index: '', name: '' },
      { hole_number: 2, par: '5', length_meters: '302', stroke_index: '2', name: 'Long one' },
      { hole_number: 3, par: '', length_meters: '', stroke_index: '', name: '' },
    ]);
  });

  it('totals the par and length filled in, and counts the holes without a par', () => {
    const rows = layoutRows(18, []);
    expect(layoutTotals(rows)).toMatchObject({ par: 0, length: 0, holesWithoutPar: 18 });
    const filled = fillPar(rows).map((r, i) => ({ ...r, length_meters: i === 0 ? '350' : '' }));
    expect(layoutTotals(filled)).toEqual({
      par: 72,
      length: 350,
      holesWithoutPar: 0,
      holesWithoutLength: 17,
    });
  });

  it("'Fill par 4' keeps the pars already set", () => {
    const rows = layoutRows(3, [hole(2, 3)]);
    expect(fillPar(rows).map((r) => r.par)).toEqual(['4', '3', '4']);
  });

  it('makes the PUT body: numbers, and null for empty optional fields', () => {
    const rows = fillPar(layoutRows(2, [hole(1, 5, { name: ' Lake ' })]));
    expect(toLayout(rows)).toEqual([
      { hole_number: 1, par: 5, length_meters: 301, stroke_index: 1, name: 'Lake' },
      { hole_number: 2, par: 4, length_meters: null, stroke_index: null, name: null },
    ]);
  });

  it("checks every row with the contract's messages", () => {
    const rows = layoutRows(3, []).map((r, i) =>
      i === 0
        ? { ...r, par: '7' }
        : i === 1
          ? { ...r, par: '4', length_meters: '2000', stroke_index: '0' }
          : r,
    );
    expect(validateLayout(rows)).toEqual({
      '1.par': 'Par must be a whole number from 3 to 6',
      '2.length_meters': 'Length must be a whole number from 1 to 1000',
      '2.stroke_index': 'Stroke index must be a whole number from 1 to 36',
      '3.par': 'Par is required',
    });
    expect(validateLayout(fillPar(layoutRows(18, [])))).toEqual({});
  });

  it("puts a 400's details on the row that was sent at that index", () => {
    const rows = fillPar(layoutRows(18, []));
    expect(
      layoutProblems(
        [
          { field: 'body.4.par', message: 'Par must be a whole number from 3 to 6' },
          { field: 'body.6.hole_number', message: 'Hole 7 does not exist on North' },
          { field: 'body', message: 'A course has at most 36 holes' },
        ],
        rows,
      ),
    ).toEqual({
      '5.par': 'Par must be a whole number from 3 to 6',
      '7.row': 'Hole 7 does not exist on North',
    });
  });
});
