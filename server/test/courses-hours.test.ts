import { Agent, createTestApp, signIn, type TestApp } from './helpers';

/** Opening hours (wall-clock times in the club's zone) and special closures. */

let t: TestApp;
let admin: Agent;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const OH = '/api/settings/opening-hours';
const SC = '/api/settings/special-closures';
let seq = 0;

async function createCourse() {
  const res = await admin.post('/api/settings/courses', { name: `Hours ${++seq}` });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
const monday = (course_id: number, over: Record<string, unknown> = {}) => ({
  course_id,
  day_of_week: 1,
  is_open: true,
  open_time: '07:00',
  close_time: '19:30',
  ...over,
});

describe('opening hours', () => {
  test('create, read, list by course and weekday, change, remove; times answered as HH:MM', async () => {
    const a = await createCourse();
    const b = await createCourse();
    const res = await admin.post(
      OH,
      monday(a, { open_time: '07:00:00', first_tee_time: '07:10', last_tee_time: '17:00:59' }),
    );
    expect(res.statusCode).toBe(201);
    const hours = res.json();
    expect(hours).toEqual({
      id: expect.any(Number),
      course_id: a,
      day_of_week: 1,
      is_open: true,
      open_time: '07:00',
      close_time: '19:30',
      first_tee_time: '07:10',
      last_tee_time: '17:00',
    });
    await admin.post(OH, monday(b, { day_of_week: 0 }));
    await admin.post(OH, monday(a, { day_of_week: 0, is_open: false }));

    const all = (await admin.get(OH)).json() as { course_id: number; day_of_week: number }[];
    const mine = all.filter((h) => h.course_id === a || h.course_id === b);
    expect(mine.map((h) => [h.course_id, h.day_of_week])).toEqual([
      [a, 0],
      [a, 1],
      [b, 0],
    ]);
    const ofB = await admin.get(`${OH}?course_id=${b}`);
    expect(ofB.json()).toHaveLength(1);
    expect(ofB.headers['x-total-count']).toBe('1');
    expect((await admin.get(`${OH}/${hours.id}`)).json()).toEqual(hours);

    const changed = await admin.put(`${OH}/${hours.id}`, {
      close_time: '20:00',
      first_tee_time: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      open_time: '07:00',
      close_time: '20:00',
      first_tee_time: null,
      last_tee_time: '17:00',
    });

    expect((await admin.delete(`${OH}/${hours.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${OH}/${hours.id}`)).statusCode).toBe(404);
  });

  test("an ISO timestamp is read on the club's wall clock", async () => {
    const course = await createCourse();
    // 2026-06-01 is summer time in London (UTC+1).
    const res = await admin.post(
      OH,
      monday(course, {
        open_time: '2026-06-01T06:30:00Z',
        close_time: '2026-06-01T20:00:00+02:00',
        first_tee_time: '2026-06-01T06:40:00.000Z',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      open_time: '07:30',
      close_time: '19:00',
      first_tee_time: '07:40',
    });

    // Without an offset a timestamp is already a wall-clock time: kept as written.
    const local = await admin.put(`${OH}/${res.json().id}`, { close_time: '2026-06-01T21:15:00' });
    expect(local.json().close_time).toBe('21:15');

    await admin.put(`/api/settings/organizations/${orgId}`, { timezone: 'America/New_York' });
    try {
      const put = await admin.put(`${OH}/${res.json().id}`, { open_time: '2026-01-05T12:00:00Z' });
      expect(put.json().open_time).toBe('07:00'); // EST, UTC-5
    } finally {
      await admin.put(`/api/settings/organizations/${orgId}`, { timezone: 'Europe/London' });
    }
  });

  test('times are checked with sentences a person can act on, and nothing is saved', async () => {
    const course = await createCourse();
    const cases: [Record<string, unknown>, string][] = [
      [{ close_time: '07:00' }, 'Closing time must be after opening time'],
      [{ close_time: '06:00' }, 'Closing time must be after opening time'],
      [{ first_tee_time: '06:30' }, 'First tee time must be between opening and closing time'],
      [{ last_tee_time: '19:31' }, 'Last tee time must be between opening and closing time'],
      [
        { first_tee_time: '10:00', last_tee_time: '09:00' },
        'Last tee time cannot be before the first tee time',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post(OH, monday(course, over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message });
    }
    const badFormat = await admin.post(OH, monday(course, { open_time: '7 am' }));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toMatch(/must be a time as HH:MM or an ISO timestamp/);
    const badDay = await admin.post(OH, monday(course, { day_of_week: 7 }));
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toMatch(/Day of week must be a whole number from 0 to 6/);
    expect((await admin.get(`${OH}?course_id=${course}`)).json()).toEqual([]);

    // A closed day may keep any times; edge times are inclusive.
    expect(
      (await admin.post(OH, monday(course, { is_open: false, close_time: '06:00' }))).statusCode,
    ).toBe(201);
    const edges = await admin.post(
      OH,
      monday(course, { day_of_week: 2, first_tee_time: '07:00', last_tee_time: '19:30' }),
    );
    expect(edges.statusCode).toBe(201);

    // An update is checked against the row it changes.
    const refused = await admin.put(`${OH}/${edges.json().id}`, { open_time: '08:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('First tee time must be between opening and closing time');
    expect((await admin.get(`${OH}/${edges.json().id}`)).json().open_time).toBe('07:00');
  });

  test('one row per course and weekday (409); the course must be one of the club', async () => {
    const course = await createCourse();
    expect((await admin.post(OH, monday(course))).statusCode).toBe(201);
    const dup = await admin.post(OH, monday(course, { open_time: '08:00' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Opening hours for Monday already exist for this course');

    const saturday = (await admin.post(OH, monday(course, { day_of_week: 6 }))).json();
    const moved = await admin.put(`${OH}/${saturday.id}`, { day_of_week: 1 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('Opening hours for Monday already exist for this course');

    const missing = await admin.post(OH, monday(999999));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Course not found');
  });
});

describe('special closures', () => {
  test('create, read, filter by course and dates, change, remove', async () => {
    const a = await createCourse();
    const b = await createCourse();
    const res = await admin.post(SC, {
      course_id: a,
      date: '2026-07-04',
      reason: ' Club championship ',
    });
    expect(res.statusCode).toBe(201);
    const closure = res.json();
    expect(closure).toEqual({
      id: expect.any(Number),
      course_id: a,
      date: '2026-07-04',
      reason: 'Club championship',
    });
    await admin.post(SC, { course_id: a, date: '2026-07-01' });
    await admin.post(SC, { course_id: b, date: '2026-07-02' });
    await admin.post(SC, { course_id: a, date: '2026-08-01' });

    const ofA = (await admin.get(`${SC}?course_id=${a}`)).json() as { date: string }[];
    expect(ofA.map((c) => c.date)).toEqual(['2026-07-01', '2026-07-04', '2026-08-01']);
    const july = await admin.get(`${SC}?from=2026-07-01&to=2026-07-31`);
    expect(
      (july.json() as { course_id: number; date: string }[])
        .filter((c) => c.course_id === a || c.course_id === b)
        .map((c) => c.date),
    ).toEqual(['2026-07-01', '2026-07-02', '2026-07-04']);
    expect((await admin.get(`${SC}?course_id=${a}&from=2026-07-02`)).json()).toHaveLength(2);
    expect((await admin.get(`${SC}?course_id=${a}&to=2026-07-02`)).json()).toHaveLength(1);
    expect((await admin.get(`${SC}/${closure.id}`)).json()).toEqual(closure);

    const changed = await admin.put(`${SC}/${closure.id}`, { date: '2026-07-05', reason: null });
    expect(changed.json()).toMatchObject({ date: '2026-07-05', reason: null });
    expect((await admin.delete(`${SC}/${closure.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${SC}/${closure.id}`)).statusCode).toBe(404);
  });

  test('one closure per course and date (409); dates must be real; the course must be of the club', async () => {
    const course = await createCourse();
    const first = (await admin.post(SC, { course_id: course, date: '2026-09-01' })).json();
    const dup = await admin.post(SC, { course_id: course, date: '2026-09-01', reason: 'Again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This course is already closed on 2026-09-01');
    const second = (await admin.post(SC, { course_id: course, date: '2026-09-02' })).json();
    const moved = await admin.put(`${SC}/${second.id}`, { date: '2026-09-01' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('This course is already closed on 2026-09-01');
    expect(first.date).toBe('2026-09-01');

    const notADate = await admin.post(SC, { course_id: course, date: '2026-02-30' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toBe('body.date: 2026-02-30 is not a date in the calendar');
    const badShape = await admin.post(SC, { course_id: course, date: '1 Sept' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().message).toMatch(/must be a date as YYYY-MM-DD/);
    const backwards = await admin.get(`${SC}?from=2026-09-02&to=2026-09-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('to must not be before from');

    const missing = await admin.post(SC, { course_id: 999999, date: '2026-09-03' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Course not found');
    expect((await admin.get(`${SC}?course_id=${course}`)).json()).toHaveLength(2);
  });
});
