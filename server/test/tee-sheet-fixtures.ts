/**
 * Seeds courses, opening hours, closures and members straight into the database for the tee
 * sheet tests (tests may use the courses domain's tables; production code goes through its
 * index.ts).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../src/lib/passwords';
import { courses, openingHours, specialClosures } from '../src/modules/courses/tables';
import { createAccount } from '../src/modules/users';
import { users } from '../src/modules/users/tables';
import { Agent, signIn } from './helpers';

export type Hours = {
  open_time: string;
  close_time: string;
  first_tee_time?: string | null;
  last_tee_time?: string | null;
  is_open?: boolean;
};

export type CourseSeed = {
  name: string;
  tee_interval_minutes?: number | null;
  players_per_slot?: number | null;
  is_active?: boolean;
  /** The same hours every day of the week … */
  hours?: Hours;
  /** … except these weekdays (0 = Sunday); null leaves the day without an opening-hours row. */
  days?: Record<number, Hours | null>;
};

/**
 * The tee sheet tests' standard course: 07:00 … 17:00 every 10 minutes (the club default) with 4
 * players (default), closed on Mondays. Each test that books seeds its own copy, so what one test
 * books never fills or frees a time another test counts on.
 */
export const OLD_COURSE: Omit<CourseSeed, 'name'> = {
  hours: {
    open_time: '06:30',
    close_time: '18:00',
    first_tee_time: '07:00',
    last_tee_time: '17:00',
  },
  days: { 1: { is_open: false, open_time: '07:00', close_time: '18:00' } },
};

/** Creates a course with opening hours for every weekday; answers its id. */
export async function seedCourse(
  app: FastifyInstance,
  organizationId: number,
  seed: CourseSeed,
): Promise<number> {
  return app.withOrg(organizationId, async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({
        organization_id: organizationId,
        name: seed.name,
        tee_interval_minutes: seed.tee_interval_minutes ?? null,
        players_per_slot: seed.players_per_slot ?? null,
        is_active: seed.is_active ?? true,
      })
      .returning({ id: courses.id });
    const rows = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => {
      const h = seed.days && day in seed.days ? seed.days[day] : seed.hours;
      if (!h) return [];
      return [
        {
          organization_id: organizationId,
          course_id: course!.id,
          day_of_week: day,
          is_open: h.is_open ?? true,
          open_time: h.open_time,
          close_time: h.close_time,
          first_tee_time: h.first_tee_time ?? null,
          last_tee_time: h.last_tee_time ?? null,
        },
      ];
    });
    if (rows.length > 0) await tx.insert(openingHours).values(rows);
    return course!.id;
  });
}

/** Replaces one weekday's opening hours. */
export async function setHours(
  app: FastifyInstance,
  organizationId: number,
  courseId: number,
  dayOfWeek: number,
  h: Hours,
): Promise<void> {
  await app.withOrg(organizationId, (tx) =>
    tx
      .update(openingHours)
      .set({
        is_open: h.is_open ?? true,
        open_time: h.open_time,
        close_time: h.close_time,
        first_tee_time: h.first_tee_time ?? null,
        last_tee_time: h.last_tee_time ?? null,
      })
      .where(and(eq(openingHours.course_id, courseId), eq(openingHours.day_of_week, dayOfWeek))),
  );
}

export async function addClosure(
  app: FastifyInstance,
  organizationId: number,
  courseId: number,
  date: string,
  reason: string | null,
): Promise<void> {
  await app.withOrg(organizationId, (tx) =>
    tx
      .insert(specialClosures)
      .values({ organization_id: organizationId, course_id: courseId, date, reason }),
  );
}

export const MEMBER_PASSWORD = 'Tee-Sheet-Member-1';

export type Member = { id: number; email: string; name: string };

/**
 * Creates `count` active users with the given roles in one transaction, all with one password
 * hashed once (Argon2id per user would dominate the setup).
 */
export async function createMembers(
  app: FastifyInstance,
  organizationId: number,
  prefix: string,
  count: number,
  roleNames: string[] = ['member'],
): Promise<Member[]> {
  const hash = await hashPassword(MEMBER_PASSWORD);
  return app.withOrg(organizationId, async (tx) => {
    const made: Member[] = [];
    for (let i = 1; i <= count; i++) {
      const u = await createAccount(tx, {
        organizationId,
        email: `${prefix}${i}@tee.test`,
        password: null,
        first_name: prefix[0]!.toUpperCase() + prefix.slice(1),
        last_name: `Player${i}`,
        roleNames,
      });
      made.push({ id: u.id, email: u.email, name: `${u.first_name} ${u.last_name}` });
    }
    await tx
      .update(users)
      .set({ password_hash: hash })
      .where(
        inArray(
          users.id,
          made.map((m) => m.id),
        ),
      );
    return made;
  });
}

export const signInMember = (app: FastifyInstance, m: Member): Promise<Agent> =>
  signIn(app, m.email, MEMBER_PASSWORD);
