import {
  planDay,
  startMinutes,
  summariseDay,
  visibleRows,
} from '../src/modules/tee-sheet/generate';

const hours = (over: Record<string, string | null> = {}) => ({
  day_of_week: 3,
  is_open: true,
  open_time: '07:00',
  close_time: '09:00',
  first_tee_time: null,
  last_tee_time: null,
  ...over,
});
const club = { tee_interval_minutes: 10, players_per_slot: 4 };
const noOverride = { tee_interval_minutes: null, players_per_slot: null };

test('start minutes run from first to last inclusive, every interval', () => {
  expect(startMinutes(420, 450, 10)).toEqual([420, 430, 440, 450]);
  expect(startMinutes(420, 455, 10)).toEqual([420, 430, 440, 450]);
  expect(startMinutes(420, 420, 10)).toEqual([420]);
  expect(() => startMinutes(0, 10, 0)).toThrow();
});

test('a day runs from open to close without first/last tee times, at the club interval and capacity', () => {
  const plan = planDay({ is_open: true, hours: hours() }, noOverride, club);
  expect(plan).toMatchObject({ is_open: true, interval_minutes: 10, players_per_slot: 4 });
  expect(plan.times[0]).toBe('07:00');
  expect(plan.times.at(-1)).toBe('09:00');
  expect(plan.times).toHaveLength(13);
});

test('first and last tee times bound the day; the course overrides interval and capacity', () => {
  const plan = planDay(
    { is_open: true, hours: hours({ first_tee_time: '07:30', last_tee_time: '08:15' }) },
    { tee_interval_minutes: 15, players_per_slot: 3 },
    club,
  );
  expect(plan.times).toEqual(['07:30', '07:45', '08:00', '08:15']);
  expect(plan.players_per_slot).toBe(3);
  expect(plan.interval_minutes).toBe(15);
});

test('a closed day has no times', () => {
  expect(planDay({ is_open: false, hours: null }, noOverride, club)).toMatchObject({
    is_open: false,
    times: [],
    first: null,
  });
});

test('rows shown: generated times plus stale rows with bookings or a block, in time order', () => {
  const plan = { times: ['07:00', '07:10'], tees: [1 as const] };
  const row = (start_time: string, booked_players = 0, is_blocked = false) => ({
    start_time,
    booked_players,
    is_blocked,
  });
  const shown = visibleRows(plan, [
    row('07:10:00'),
    row('06:50:00'),
    row('07:05:00', 2),
    row('07:00:00'),
    row('07:30:00', 0, true),
  ]);
  expect(shown.map((r) => r.start_time)).toEqual(['07:00:00', '07:05:00', '07:10:00', '07:30:00']);
});

test('the overview counts generated times that have no row as empty slots', () => {
  const plan = planDay(
    { is_open: true, hours: hours({ last_tee_time: '07:30' }) },
    noOverride,
    club,
  );
  const day = summariseDay('2026-06-10', plan, [
    { start_time: '07:00:00', capacity: 4, booked_players: 3, is_blocked: false, bookings: 2 },
    { start_time: '07:10:00', capacity: 4, booked_players: 0, is_blocked: true, bookings: 0 },
  ]);
  expect(day).toEqual({
    date: '2026-06-10',
    is_open: true,
    tee_times: 4,
    blocked: 1,
    capacity: 12,
    booked_players: 3,
    bookings: 2,
    utilization: 0.25,
  });
});

test('crossover starts: every time exists on the 1st and the 10th tee, shown time then tee', () => {
  const plan = planDay(
    { is_open: true, hours: hours({ last_tee_time: '07:10' }) },
    { ...noOverride, crossover_starts: true },
    club,
  );
  expect(plan.tees).toEqual([1, 10]);
  const row = (start_time: string, start_tee: 1 | 10, booked_players = 0) => ({
    start_time,
    start_tee,
    booked_players,
    is_blocked: false,
  });
  const shown = visibleRows(plan, [row('07:10:00', 10), row('07:00:00', 10), row('07:00:00', 1)]);
  expect(shown.map((r) => `${r.start_time} ${r.start_tee}`)).toEqual([
    '07:00:00 1',
    '07:00:00 10',
    '07:10:00 10',
  ]);
  // The 07:10 on the 1st tee is missing: counted as an empty slot of its own.
  const day = summariseDay(
    '2026-06-10',
    plan,
    shown.map((r) => ({ ...r, capacity: 4, bookings: 0 })),
  );
  expect(day).toMatchObject({ tee_times: 4, capacity: 16 });
  // Without crossover starts a 10th-tee row is shown only while it carries bookings.
  const single = planDay({ is_open: true, hours: hours() }, noOverride, club);
  expect(single.tees).toEqual([1]);
  expect(
    visibleRows(single, [row('07:00:00', 1), row('07:00:00', 10), row('07:10:00', 10, 2)]).map(
      (r) => `${r.start_time} ${r.start_tee}`,
    ),
  ).toEqual(['07:00:00 1', '07:10:00 10']);
});
