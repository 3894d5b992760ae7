import { guest, makeBooking, makeRow, makeSheet, member } from '../../../test/teeTimes';
import { buildGrid, isBookable, percent, sheetSummary } from './grid';

const DAY = '2026-03-03';

describe('tee sheet grid', () => {
  it("fills each time's places with the bookings' players in booking order", () => {
    const early = makeBooking({
      players: [member(7, 'Sam Smith'), guest('Jo Bloggs')],
      created_at: '2026-03-01T08:00:00.000Z',
    });
    const late = makeBooking({
      players: [member(8, 'Kim Lee')],
      created_at: '2026-03-02T08:00:00.000Z',
    });
    const cancelled = makeBooking({ players: [member(9, 'Gone Away')], status: 'cancelled' });
    const sheet = makeSheet(DAY, [
      makeRow(DAY, '09:10', [late, early, cancelled]),
      makeRow(DAY, '09:00'),
    ]);

    const grid = buildGrid(sheet);
    expect(grid.places).toBe(4);
    expect(grid.rows.map((r) => r.row.start_time)).toEqual(['09:00', '09:10']);
    const cells = grid.rows[1]!.cells;
    expect(cells.map((c) => (c.kind === 'player' ? c.player.name : c.kind))).toEqual([
      'Sam Smith',
      'Jo Bloggs',
      'Kim Lee',
      'open',
    ]);
    expect(cells.map((c) => (c.kind === 'player' ? [c.bookingIndex, c.first] : null))).toEqual([
      [0, true],
      [0, false],
      [1, true],
      null,
    ]);
    expect(grid.rows[1]!.bookings.map((b) => b.user_name)).toEqual(['Sam Smith', 'Kim Lee']);
    expect(grid.rows[0]!.cells.every((c) => c.kind === 'open')).toBe(true);
  });

  it('marks places beyond a smaller capacity and keeps players that do not fit', () => {
    const big = makeBooking({
      players: [member(1, 'A One'), member(2, 'B Two'), member(3, 'C Three')],
    });
    const sheet = makeSheet(DAY, [
      makeRow(DAY, '08:00', [], { capacity: 4 }),
      makeRow(DAY, '08:10', [big], { capacity: 2 }),
    ]);
    const grid = buildGrid(sheet);
    expect(grid.places).toBe(4);
    expect(grid.rows[1]!.cells.map((c) => c.kind)).toEqual(['player', 'player', 'none', 'none']);
    expect(grid.rows[1]!.overflow.map((p) => p.name)).toEqual(['C Three']);
  });

  it('sums booked players and places of the times that are not blocked', () => {
    const sheet = makeSheet(DAY, [
      makeRow(DAY, '09:00', [makeBooking({ players: [member(1, 'A'), guest('Bb'), guest('Cc')] })]),
      makeRow(DAY, '09:10', [makeBooking()]),
      makeRow(DAY, '09:20', [], { is_blocked: true, block_reason: 'Course maintenance' }),
    ]);
    expect(sheetSummary(sheet)).toEqual({
      booked: 4,
      capacity: 8,
      utilisation: 0.5,
      times: 3,
      blocked: 1,
    });
    expect(sheetSummary(makeSheet(DAY, [])).utilisation).toBe(0);
    expect(percent(0.456)).toBe('46%');
  });

  it('lets staff book a time that is not blocked and has places left', () => {
    expect(isBookable(makeRow(DAY, '09:00'))).toBe(true);
    expect(isBookable(makeRow(DAY, '09:00', [], { is_blocked: true }))).toBe(false);
    expect(isBookable(makeRow(DAY, '09:00', [], { places_left: 0, is_full: true }))).toBe(false);
  });
});
