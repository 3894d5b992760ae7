import type { TeeSheet, TeeTimeBooking } from '@fairway/shared-api/contract';
import { bootstrap } from '../src/bootstrap';
import { createTestApp, signIn, type Agent, type TestApp } from './helpers';

/** `npm start` on a fresh machine shows a demo club whose course can be booked at once. */
describe('the demo club', () => {
  let t: TestApp;
  let admin: Agent;
  let courseId: number;
  // Wednesday 3 June 2026, 09:00 in London.
  beforeAll(async () => {
    t = await createTestApp({ demo: true, now: () => new Date('2026-06-03T08:00:00Z') });
    admin = await signIn(t.app);
    courseId = (await admin.get('/api/settings/courses')).json()[0].id;
    // The whole demo club is seeded here (tee week, shop, rentals, academy, property): on a busy
    // 2-core machine that alone has taken over 30 s.
  }, 90_000);
  afterAll(async () => t.close());

  const sheetOf = async (date: string): Promise<TeeSheet> => {
    const res = await admin.get(`/api/settings/tee-times/sheet/${courseId}?date=${date}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const bookingsOf = (sheet: TeeSheet): TeeTimeBooking[] => sheet.rows.flatMap((r) => r.bookings);

  it('has an 18-hole par-72 course open every day, a cart fleet and bookable tee times', async () => {
    const courses = (await admin.get('/api/settings/courses')).json();
    expect(courses).toEqual([
      expect.objectContaining({ name: 'Championship Course', holes_count: 18, par_total: 72 }),
    ]);
    const hours = (await admin.get(`/api/settings/opening-hours?course_id=${courseId}`)).json();
    expect(hours.filter((h: { is_open: boolean }) => h.is_open)).toHaveLength(7);
    expect((await admin.get('/api/settings/cart/configuration')).json()).toMatchObject({
      fleet_size: 30,
      price_per_round: '35.00',
    });
    const times = (
      await admin.get(
        `/api/settings/tee-times/available-with-booking-info/${courseId}?date=2026-06-04`,
      )
    ).json();
    // 07:00 to 17:00 every 10 minutes, some already taken by the demo week, most still bookable.
    expect(times).toHaveLength(61);
    expect(times.filter((x: { is_full: boolean }) => !x.is_full).length).toBeGreaterThan(30);
  });

  it('has members with names, e-mails, member numbers and phones the desk can find', async () => {
    const found = (await admin.get('/api/settings/users/member-search?q=mi')).json();
    expect(found).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          name: 'Michael Smith',
          email: 'michael.smith@demo.fairway.local',
          phone: expect.stringMatching(/^\+44 7700 900\d{3}$/),
          member_number: expect.stringMatching(/^FW-\d{4}$/),
        },
        expect.objectContaining({ name: 'Mia Member', member_number: expect.any(String) }),
      ]),
    );
    // Word prefix: the administrator is not a "Mi".
    expect(found.map((f: { name: string }) => f.name)).not.toContain('Club Administrator');
  });

  it('fills the week from today with priced bookings: groups, guests, carts, notes, 9 and 18 holes', async () => {
    const week = [
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
      '2026-06-08',
      '2026-06-09',
    ];
    const all: TeeTimeBooking[] = [];
    for (const date of week) {
      const day = bookingsOf(await sheetOf(date));
      expect(day.length).toBeGreaterThan(5);
      all.push(...day);
    }
    expect(all.some((b) => b.players.length === 4)).toBe(true);
    expect(all.some((b) => b.players.some((p) => p.is_guest))).toBe(true);
    expect(all.some((b) => b.carts > 0)).toBe(true);
    expect(all.some((b) => b.notes !== null)).toBe(true);
    expect(all.some((b) => b.holes === 9)).toBe(true);
    expect(all.some((b) => b.booked_by_name === 'Sam Starter')).toBe(true);
    for (const b of all) {
      expect(b.player_count).toBe(b.players.length);
      expect(b.price?.total_cents).toBeGreaterThan(0);
    }
    // Nobody plays twice on one day.
    for (const date of week) {
      const members = all
        .filter((b) => b.date === date)
        .flatMap((b) => b.players.flatMap((p) => (p.user_id ? [p.user_id] : [])));
      expect(new Set(members).size).toBe(members.length);
    }
  });

  it('blocks Saturday 08:00–10:00 for the club medal, with no bookings inside', async () => {
    const saturday = await sheetOf('2026-06-06');
    const medal = saturday.rows.filter((r) => r.start_time >= '08:00' && r.start_time <= '10:00');
    expect(medal).toHaveLength(13);
    for (const row of medal) {
      expect(row).toMatchObject({ is_blocked: true, block_reason: 'Club medal' });
      expect(row.bookings).toEqual([]);
    }
    expect(saturday.rows.find((r) => r.start_time === '10:10')?.is_blocked).toBe(false);
  });

  it("shows today's earlier groups checked in and paid, one no-show, and later ones still to come", async () => {
    const today = bookingsOf(await sheetOf('2026-06-03'));
    const yesterday = bookingsOf(await sheetOf('2026-06-02'));
    const played = [...yesterday, ...today.filter((b) => b.start_time <= '09:00')];
    const noShows = played.filter((b) => b.no_show_at !== null);
    expect(noShows).toHaveLength(1);
    for (const b of played.filter((x) => x.no_show_at === null))
      expect(b).toMatchObject({
        checked_in_at: expect.any(String),
        paid_at: expect.any(String),
        payment_method: expect.stringMatching(/^(card|cash|account)$/),
      });
    expect(today.some((b) => b.start_time <= '09:00' && b.checked_in_at !== null)).toBe(true);
    for (const b of today.filter((x) => x.start_time > '09:00'))
      expect(b).toMatchObject({ checked_in_at: null, paid_at: null, no_show_at: null });
  });

  it('is seeded once: a second start changes nothing', async () => {
    const before = bookingsOf(await sheetOf('2026-06-04')).length;
    expect(await bootstrap(t.app)).toEqual({ created: false });
    expect(bookingsOf(await sheetOf('2026-06-04'))).toHaveLength(before);
  });
});
