import { sql } from 'drizzle-orm';
import { rowsOf } from './db/rows';
import { priceBooking, seedDemoRates, type Caller } from './modules/tee-sheet';
import { createAccount } from './modules/users';
import { instantOf, wallClock } from './lib/clock';
import type { Tx } from './plugins/platform/database';

// The demo club's week (issue 12, defect 16): a first look at the tee sheet shows a club at work.
// Members with names, e-mails, member numbers and phones; bookings from yesterday to six days
// ahead (members, groups with guests, carts and notes, 9 and 18 holes) priced with the club's
// green fees; Saturday 08:00–10:00 blocked for the club medal; the groups that have already teed
// off checked in and paid, one no-show. Deterministic for a given start instant; runs only when
// bootstrap creates the demo club, inside its transaction.

/** The demo club's members (besides Mia and Max Member, who keep their names). */
const MEMBERS: readonly (readonly [first: string, last: string])[] = [
  ['Michael', 'Smith'],
  ['Anna', 'Miller'],
  ['Oliver', 'Bennett'],
  ['Charlotte', 'Hughes'],
  ['James', "O'Connor"],
  ['Sophie', 'Turner'],
  ['Daniel', 'Walsh'],
  ['Emily', 'Clarke'],
  ['Thomas', 'Reid'],
  ['Hannah', 'Fraser'],
  ['George', 'Patel'],
  ['Lucy', 'Morgan'],
  ['Harry', 'Evans'],
  ['Isla', 'Campbell'],
  ['William', 'Brooks'],
  ['Amelia', 'Ward'],
  ['Jack', 'Robertson'],
  ['Priya', 'Shah'],
  ['Callum', 'MacLeod'],
  ['Freya', 'Henderson'],
  ['Samuel', 'Okafor'],
  ['Rosie', 'Lawson'],
  ['Edward', 'Price'],
  ['Mei', 'Chen'],
  ['Alistair', 'Gordon'],
  ['Zara', 'Ahmed'],
  ['Benjamin', 'Fletcher'],
  ['Eleanor', 'Hart'],
  ['Ruairi', 'Byrne'],
  ['Matilda', 'Knight'],
  ['Arjun', 'Mehta'],
  ['Olivia', 'Marsh'],
  ['Patrick', 'Doherty'],
  ['Chloe', 'Simmons'],
  ['Henry', 'Barker'],
  ['Niamh', 'Quinn'],
];

const GUESTS = [
  'Peter Lang',
  'Rachel Stone',
  'Tom Hardy-Jones',
  'Nina Alvarez',
  'Sean Murphy',
  'Kate Doyle',
  'Luis Ortega',
  'Fiona Grant',
];

const NOTES = [
  'Buggy for hole 1, please',
  'Visiting from St Andrews',
  'Birthday round',
  'Needs a push trolley',
  'Society organiser; pays for the group',
  'Lesson with the pro afterwards',
];

export const DEMO_MEDAL = { from: '08:00', to: '10:00', reason: 'Club medal' } as const;

/** Tee times of the demo course: 07:00 to 17:00 every 10 minutes (seedDemoCourse's hours). */
const TIMES = Array.from({ length: 61 }, (_, i) => 7 * 60 + i * 10);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A small deterministic generator (the same week for the same start). */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** How likely a time is booked: busy early mornings, quieter midday, some after work. */
function demand(minutes: number, weekend: boolean): number {
  const base = minutes < 10 * 60 + 30 ? 0.45 : minutes < 14 * 60 ? 0.15 : 0.3;
  return Math.min(0.75, base + (weekend ? 0.2 : 0));
}

type PlayerInput = { user_id: number } | { guest_name: string };

type Booking = {
  date: string;
  minutes: number;
  ownerId: number;
  players: PlayerInput[];
  carts: number;
  holes: 9 | 18;
  notes: string | null;
  /** The desk (staff) booked it, not the member. */
  byDesk: boolean;
};

export type DemoWeekOptions = {
  organizationId: number;
  courseId: number;
  timezone: string;
  now: Date;
  /** The desk's account: staff bookings, blocks and payments are theirs. */
  deskUserId: number;
  /** Members already created (Mia and Max Member): they get member numbers and bookings too. */
  existingMemberIds: readonly number[];
};

export type DemoWeekResult = { members: number; bookings: number; blocked: number };

export async function seedDemoWeek(tx: Tx, o: DemoWeekOptions): Promise<DemoWeekResult> {
  const memberIds: number[] = [];
  for (const [i, [first_name, last_name]] of MEMBERS.entries()) {
    const local = `${first_name}.${last_name}`.toLowerCase().replace(/[^a-z.]/g, '');
    const user = await createAccount(tx, {
      organizationId: o.organizationId,
      email: `${local}@demo.fairway.local`,
      password: null,
      first_name,
      last_name,
      phone: `+44 7700 900${String(101 + i).padStart(3, '0')}`,
      member_number: `FW-${1001 + i}`,
      roleNames: ['member'],
    });
    memberIds.push(user.id);
  }
  for (const [i, id] of o.existingMemberIds.entries()) {
    await tx.execute(sql`UPDATE users
      SET member_number = ${`FW-${1001 + MEMBERS.length + i}`},
          phone = coalesce(phone, ${`+44 7700 900${String(201 + i).padStart(3, '0')}`})
      WHERE id = ${id}`);
    memberIds.push(id);
  }

  await seedDemoRates(tx, o.organizationId);

  const clock = wallClock(o.now, o.timezone);
  const today = clock.date;
  const rand = random(Date.parse(`${today}T00:00:00Z`) / 86_400_000);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

  // Yesterday (all played) to six days ahead.
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, i - 1));
  const saturday = days.slice(1).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6)!;
  const medalFrom = 8 * 60;
  const medalTo = 10 * 60;

  const bookings: Booking[] = [];
  let guestIndex = 0;
  for (const date of days) {
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    const playingToday = new Set<number>();
    for (const minutes of TIMES) {
      if (date === saturday && minutes >= medalFrom && minutes <= medalTo) continue;
      if (rand() >= demand(minutes, weekend)) continue;
      const free = memberIds.filter((id) => !playingToday.has(id));
      if (free.length === 0) continue;
      const owner = pick(free);
      playingToday.add(owner);
      const size = pick([1, 2, 2, 3, 4, 4]);
      const players: PlayerInput[] = [{ user_id: owner }];
      const withGuests = rand() < 0.3;
      while (players.length < size) {
        const others = memberIds.filter((id) => !playingToday.has(id));
        if (withGuests || others.length === 0) {
          players.push({ guest_name: GUESTS[guestIndex++ % GUESTS.length]! });
        } else {
          const other = pick(others);
          playingToday.add(other);
          players.push({ user_id: other });
        }
      }
      const holes: 9 | 18 = minutes >= 15 * 60 && rand() < 0.5 ? 9 : 18;
      const carts = rand() < 0.35 ? Math.min(2, Math.ceil(players.length / 2)) : 0;
      bookings.push({
        date,
        minutes,
        ownerId: owner,
        players,
        carts,
        holes,
        notes: rand() < 0.15 ? pick(NOTES) : null,
        byDesk: withGuests || rand() < 0.25,
      });
    }
  }

  // The tee times that carry a booking or the medal's block; the sheet materialises the rest.
  const slotKey = (date: string, minutes: number) => `${date} ${minutes}`;
  const booked = new Map<string, number>();
  for (const b of bookings) booked.set(slotKey(b.date, b.minutes), b.players.length);
  const slots = new Set(bookings.map((b) => slotKey(b.date, b.minutes)));
  const medal = TIMES.filter((m) => m >= medalFrom && m <= medalTo);
  for (const m of medal) slots.add(slotKey(saturday, m));
  const rows = [...slots].map((key) => {
    const [date, m] = key.split(' ') as [string, string];
    const minutes = Number(m);
    const blocked = date === saturday && minutes >= medalFrom && minutes <= medalTo;
    return sql`(${o.organizationId}, ${o.courseId}, ${date}::date, ${hhmm(minutes)}::time, 4,
      ${booked.get(key) ?? 0}, ${blocked}, ${blocked ? DEMO_MEDAL.reason : null},
      ${blocked ? o.deskUserId : null})`;
  });
  const inserted = await tx.execute(sql`
    INSERT INTO tee_times (organization_id, course_id, date, start_time, capacity, booked_players,
      is_blocked, block_reason, blocked_by_user_id)
    VALUES ${sql.join(rows, sql`, `)}
    RETURNING id, date::text AS date, start_time::text AS start_time`);
  const teeTimeIds = new Map<string, number>();
  for (const r of rowsOf<{ id: number; date: string; start_time: string }>(inserted)) {
    const minutes = Number(r.start_time.slice(0, 2)) * 60 + Number(r.start_time.slice(3, 5));
    teeTimeIds.set(slotKey(r.date, minutes), Number(r.id));
  }

  // Played already: yesterday, and today's times that have started. One group did not turn up.
  const started = (b: Booking) =>
    b.date < today || (b.date === today && b.minutes <= clock.minutes);
  const played = bookings.filter(started);
  const noShow = played.length > 1 ? played[played.length - 2] : undefined;
  const caller: Caller = {
    userId: o.deskUserId,
    organizationId: o.organizationId,
    roles: ['staff'],
    isStaff: true,
    now: o.now,
  };
  const methods = ['card', 'card', 'cash', 'account'] as const;
  const playerRows = [];
  for (const [i, b] of bookings.entries()) {
    const price = await priceBooking(tx, caller, {
      course_id: o.courseId,
      date: b.date,
      start_time: hhmm(b.minutes),
      holes: b.holes,
      players: b.players,
      carts: b.carts,
    });
    const teeOff = instantOf(b.date, hhmm(b.minutes), o.timezone);
    const arrived = new Date(teeOff.getTime() - 15 * 60_000);
    const isPlayed = started(b) && b !== noShow;
    const createdAt = new Date(
      Math.min(o.now.getTime(), teeOff.getTime()) - (2 + (i % 5)) * 86_400_000,
    );
    const at = (d: Date | null) => (d ? d.toISOString() : null);
    const res = await tx.execute(sql`
      INSERT INTO tee_time_bookings (organization_id, tee_time_id, user_id, booked_by_user_id,
        player_count, carts, notes, holes, price_cents, price, checked_in_at, paid_at,
        paid_by_user_id, payment_method, no_show_at, created_at, updated_at)
      VALUES (${o.organizationId}, ${teeTimeIds.get(slotKey(b.date, b.minutes))!}, ${b.ownerId},
        ${b.byDesk ? o.deskUserId : b.ownerId}, ${b.players.length}, ${b.carts}, ${b.notes},
        ${b.holes}, ${price?.total_cents ?? null}, ${price ? JSON.stringify(price) : null}::jsonb,
        ${at(isPlayed ? arrived : null)}::timestamptz, ${at(isPlayed ? arrived : null)}::timestamptz,
        ${isPlayed ? o.deskUserId : null}, ${isPlayed ? methods[i % methods.length]! : null},
        ${at(b === noShow ? new Date(teeOff.getTime() + 15 * 60_000) : null)}::timestamptz,
        ${at(createdAt)}::timestamptz, ${at(createdAt)}::timestamptz)
      RETURNING id`);
    const bookingId = Number(rowsOf<{ id: number }>(res)[0]!.id);
    for (const p of b.players)
      playerRows.push(
        sql`(${o.organizationId}, ${bookingId}, ${'user_id' in p ? p.user_id : null},
          ${'guest_name' in p ? p.guest_name : null})`,
      );
  }
  if (playerRows.length > 0)
    await tx.execute(sql`
      INSERT INTO tee_time_booking_players (organization_id, booking_id, user_id, guest_name)
      VALUES ${sql.join(playerRows, sql`, `)}`);

  return { members: memberIds.length, bookings: bookings.length, blocked: medal.length };
}
