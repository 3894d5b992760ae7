import { createTestApp, signIn, type TestApp } from './helpers';

/** `npm start` on a fresh machine shows a demo club whose course can be booked at once. */
describe('the demo club', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, now: () => new Date('2026-06-03T08:00:00Z') });
  });
  afterAll(async () => t.close());

  it('has an 18-hole par-72 course open every day, a cart fleet and bookable tee times', async () => {
    const admin = await signIn(t.app);
    const courses = (await admin.get('/api/settings/courses')).json();
    expect(courses).toEqual([
      expect.objectContaining({ name: 'Championship Course', holes_count: 18, par_total: 72 }),
    ]);
    const id = courses[0].id as number;
    const hours = (await admin.get(`/api/settings/opening-hours?course_id=${id}`)).json();
    expect(hours.filter((h: { is_open: boolean }) => h.is_open)).toHaveLength(7);
    expect((await admin.get('/api/settings/cart/configuration')).json()).toMatchObject({
      fleet_size: 30,
      price_per_round: '35.00',
    });
    const times = (
      await admin.get(`/api/settings/tee-times/available-with-booking-info/${id}?date=2026-06-04`)
    ).json();
    // 07:00 to 17:00 every 10 minutes.
    expect(times).toHaveLength(61);
    expect(times[0]).toMatchObject({ start_time: '07:00', places_left: 4, is_full: false });
  });
});
