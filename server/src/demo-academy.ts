import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './db/rows';
import { instantOf, wallClock } from './lib/clock';
import type { Tx } from './plugins/platform/database';

// The demo club's academy (issue 14): a first look finds a course finished last month with its
// attendance and ratings, one under way with a session today for the trainer to run, one opening
// next week with places left, a draft and a cancelled one; plus basic lessons asked for, confirmed
// and given. Places never exceed a schedule's maximum, a trainer never teaches two sessions at
// once, and attendance is only for approved enrolments at sessions that took place. Runs once (a
// club that already has trainers is left alone). Times are on the club's clock.

export type DemoAcademyInput = {
  organizationId: number;
  timezone: string;
  now: Date;
  /** The account that signs in as the academy's trainer. */
  trainerUserId: number;
  /** The office (approves enrolments, marks attendance as the trainer's colleague). */
  officeUserId: number;
  /** Members who learn (their own candidates, so their screens show their progress). */
  memberIds: readonly number[];
  courseId: number;
};

export type DemoAcademyResult = {
  schedules: number;
  sessions: number;
  enrollments: number;
  attendance: number;
  lessons: number;
};

const DAY_MS = 86_400_000;
const dayFrom = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** People from outside the club who take lessons (candidates without an account). */
const VISITORS = [
  ['Lucía', 'Navarro', 'beginner', 36.0],
  ['Oliver', 'Grant', 'beginner', null],
  ['Priya', 'Shah', 'intermediate', 18.4],
  ['Tom', 'Fletcher', 'intermediate', 21.0],
  ['Hannah', 'Weiss', 'beginner', 40.2],
  ['Jack', 'Byrne', 'advanced', 6.8],
] as const;

/** Ratings a trainer gave over a course: each learner a little better each week. */
const rating = (learner: number, week: number) => Math.min(5, 2 + ((learner + week) >> 1));

async function one(tx: Tx, query: SQL): Promise<number> {
  return rowsOf<{ id: number }>(await tx.execute(query))[0]!.id;
}

/** Seeds the demo club's academy inside the caller's transaction (scoped to the club). */
export async function seedDemoAcademy(tx: Tx, input: DemoAcademyInput): Promise<DemoAcademyResult> {
  const result: DemoAcademyResult = {
    schedules: 0,
    sessions: 0,
    enrollments: 0,
    attendance: 0,
    lessons: 0,
  };
  const existing = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM academy_trainers`),
  )[0]!.n;
  if (existing > 0) return result;
  const org = input.organizationId;
  const tz = input.timezone;
  const today = wallClock(input.now, tz).date;
  const office = input.officeUserId;

  const tara = await one(
    tx,
    sql`INSERT INTO academy_trainers (organization_id, user_id, first_name, last_name, email,
        specialty, bio, hourly_rate)
      VALUES (${org}, ${input.trainerUserId}, 'Tara', 'Trainer', 'tara.trainer@demo.fairway.local',
        'Short game and putting', 'PGA professional; twelve years coaching juniors and beginners.', 6000)
      RETURNING id`,
  );
  const owen = await one(
    tx,
    sql`INSERT INTO academy_trainers (organization_id, first_name, last_name, specialty, hourly_rate)
      VALUES (${org}, 'Owen', 'Pro', 'Full swing', 7500) RETURNING id`,
  );
  const type = async (name: string, minutes: number, description: string) =>
    one(
      tx,
      sql`INSERT INTO academy_training_types (organization_id, name, description, default_duration_minutes)
        VALUES (${org}, ${name}, ${description}, ${minutes}) RETURNING id`,
    );
  const fullSwing = await type('Full swing', 90, 'Grip, set-up and a repeatable swing.');
  const shortGame = await type('Short game', 60, 'Chipping, pitching and bunker play.');
  const putting = await type('Putting', 60, 'Reading greens and pace control.');
  const plan = async (
    name: string,
    typeId: number,
    level: string,
    sessions: number,
    minutes: number,
    objectives: string,
  ) =>
    one(
      tx,
      sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id, level,
          total_sessions, session_duration_minutes, objectives)
        VALUES (${org}, ${name}, ${typeId}, ${level}, ${sessions}, ${minutes}, ${objectives}) RETURNING id`,
    );
  const swingPlan = await plan(
    'Swing foundations',
    fullSwing,
    'beginner',
    6,
    90,
    'A full swing you can repeat on the course.',
  );
  const shortPlan = await plan(
    'Short game basics',
    shortGame,
    'all',
    4,
    60,
    'Up and down from around the green.',
  );
  const puttPlan = await plan(
    'Putting clinic',
    putting,
    'intermediate',
    3,
    60,
    'No more three-putts.',
  );

  const members = await Promise.all(
    input.memberIds.map((userId) =>
      one(
        tx,
        sql`INSERT INTO academy_candidates (organization_id, user_id, first_name, last_name, email, skill_level, handicap)
          SELECT ${org}, u.id, coalesce(u.first_name, ''), coalesce(u.last_name, ''), u.email, 'beginner', 28.0
          FROM users u WHERE u.id = ${userId} RETURNING id`,
      ),
    ),
  );
  const visitors: number[] = [];
  for (const [first, last, level, handicap] of VISITORS)
    visitors.push(
      await one(
        tx,
        sql`INSERT INTO academy_candidates (organization_id, first_name, last_name, email, skill_level, handicap)
          VALUES (${org}, ${first}, ${last}, ${`${first.toLowerCase()}.${last.toLowerCase()}@example.org`},
            ${level}, ${handicap}) RETURNING id`,
      ),
    );

  type Course = {
    name: string;
    plan: number;
    trainer: number;
    status: 'draft' | 'published' | 'completed' | 'cancelled';
    /** Days from today of each session, and its time. */
    days: readonly number[];
    time: readonly [string, string];
    max: number;
    price: number;
    memberPrice: number;
    location: string;
    /** Candidates and their enrolment status. */
    learners: readonly (readonly [number, 'pending' | 'approved' | 'withdrawn' | 'completed'])[];
    cancelReason?: string;
  };
  const courses: Course[] = [
    {
      name: 'Autumn short game',
      plan: shortPlan,
      trainer: tara,
      status: 'completed',
      days: [-35, -28, -21, -14],
      time: ['17:00', '18:00'],
      max: 6,
      price: 12000,
      memberPrice: 9000,
      location: 'Short game area',
      learners: [
        [members[0]!, 'completed'],
        [visitors[0]!, 'completed'],
        [visitors[1]!, 'completed'],
        [visitors[2]!, 'completed'],
        [visitors[3]!, 'withdrawn'],
      ],
    },
    {
      name: 'Winter swing foundations',
      plan: swingPlan,
      trainer: tara,
      status: 'published',
      days: [-14, -7, 0, 7, 14, 21],
      time: ['10:00', '11:30'],
      max: 8,
      price: 18000,
      memberPrice: 14000,
      location: 'Driving range, bays 1–4',
      learners: [
        [members[0]!, 'approved'],
        [members[1] ?? visitors[5]!, 'pending'],
        [visitors[0]!, 'approved'],
        [visitors[2]!, 'approved'],
        [visitors[4]!, 'approved'],
      ],
    },
    {
      name: 'Putting clinic',
      plan: puttPlan,
      trainer: owen,
      status: 'published',
      days: [6, 13, 20],
      time: ['18:00', '19:00'],
      max: 6,
      price: 7500,
      memberPrice: 6000,
      location: 'Practice green',
      learners: [[visitors[5]!, 'pending']],
    },
    {
      name: 'Spring junior academy',
      plan: swingPlan,
      trainer: owen,
      status: 'draft',
      days: [60, 67],
      time: ['09:00', '10:30'],
      max: 10,
      price: 9000,
      memberPrice: 6000,
      location: 'Driving range',
      learners: [],
    },
    {
      name: 'Night putting league',
      plan: puttPlan,
      trainer: tara,
      status: 'cancelled',
      days: [3],
      time: ['19:30', '20:30'],
      max: 6,
      price: 5000,
      memberPrice: 4000,
      location: 'Practice green',
      learners: [[visitors[1]!, 'withdrawn']],
      cancelReason: 'Floodlights under repair',
    },
  ];

  const nowIso = input.now.toISOString();
  for (const course of courses) {
    const first = dayFrom(today, course.days[0]!);
    const last = dayFrom(today, course.days[course.days.length - 1]!);
    const scheduleId = await one(
      tx,
      sql`INSERT INTO academy_schedules (organization_id, name, training_plan_id, trainer_id,
          start_date, end_date, max_participants, total_sessions, price, member_price, location,
          status, cancel_reason, published_at, cancelled_at, completed_at, created_by)
        VALUES (${org}, ${course.name}, ${course.plan}, ${course.trainer}, ${first}, ${last},
          ${course.max}, ${course.days.length}, ${course.price}, ${course.memberPrice},
          ${course.location}, ${course.status}, ${course.cancelReason ?? null},
          ${course.status === 'draft' ? null : nowIso}::timestamptz,
          ${course.status === 'cancelled' ? nowIso : null}::timestamptz,
          ${course.status === 'completed' ? nowIso : null}::timestamptz, ${office})
        RETURNING id`,
    );
    result.schedules++;

    const isMember = new Set(members);
    const enrolled: { id: number; candidate: number; status: string }[] = [];
    for (const [candidate, status] of course.learners) {
      const price = isMember.has(candidate) ? course.memberPrice : course.price;
      const approved = status === 'approved' || status === 'completed';
      const id = await one(
        tx,
        sql`INSERT INTO academy_enrollments (organization_id, schedule_id, candidate_id, status,
            price, approved_by, approved_at, withdrawn_at, withdraw_reason, completed_at)
          VALUES (${org}, ${scheduleId}, ${candidate}, ${status}, ${price},
            ${approved ? office : null}, ${approved ? nowIso : null}::timestamptz,
            ${status === 'withdrawn' ? nowIso : null}::timestamptz,
            ${status === 'withdrawn' ? (course.cancelReason ?? 'Moved away') : null},
            ${status === 'completed' ? nowIso : null}::timestamptz)
          RETURNING id`,
      );
      enrolled.push({ id, candidate, status });
      result.enrollments++;
    }

    for (const offset of course.days) {
      const date = dayFrom(today, offset);
      const startsAt = instantOf(date, course.time[0], tz);
      const endsAt = instantOf(date, course.time[1], tz);
      const past = offset < 0;
      const status = course.status === 'cancelled' ? 'cancelled' : past ? 'completed' : 'scheduled';
      const sessionId = await one(
        tx,
        sql`INSERT INTO academy_sessions (organization_id, schedule_id, trainer_id, starts_at,
            ends_at, location, status, notes, cancel_reason, started_at, completed_at, cancelled_at)
          VALUES (${org}, ${scheduleId}, ${course.trainer}, ${startsAt.toISOString()}::timestamptz,
            ${endsAt.toISOString()}::timestamptz, ${course.location}, ${status},
            ${past ? 'Good session; homework set.' : null},
            ${status === 'cancelled' ? course.cancelReason! : null},
            ${past ? startsAt.toISOString() : null}::timestamptz,
            ${past ? endsAt.toISOString() : null}::timestamptz,
            ${status === 'cancelled' ? nowIso : null}::timestamptz)
          RETURNING id`,
      );
      result.sessions++;
      if (!past) continue;
      const week = course.days.indexOf(offset);
      for (const [learner, e] of enrolled.entries()) {
        if (e.status !== 'approved' && e.status !== 'completed') continue;
        const mark =
          (learner + week) % 7 === 3 ? 'absent' : (learner + week) % 5 === 4 ? 'late' : 'present';
        const rated = mark !== 'absent';
        await tx.execute(sql`INSERT INTO academy_attendance (organization_id, session_id,
            enrollment_id, candidate_id, status, participation_level, progress_rating, marked_by, marked_at)
          VALUES (${org}, ${sessionId}, ${e.id}, ${e.candidate}, ${mark},
            ${rated ? rating(learner + 1, week) : null}, ${rated ? rating(learner, week) : null},
            ${input.trainerUserId}, ${endsAt.toISOString()}::timestamptz)`);
        result.attendance++;
      }
    }
  }

  const notes: readonly (readonly [number, string])[] = [
    [members[0]!, 'Lovely tempo now; grip still drifts strong under pressure.'],
    [visitors[0]!, 'First time hitting driver off the tee: nervous but improving.'],
  ];
  for (const [candidate, note] of notes)
    await tx.execute(sql`INSERT INTO academy_candidate_notes (organization_id, candidate_id, trainer_id, author_id, note)
      VALUES (${org}, ${candidate}, ${tara}, ${input.trainerUserId}, ${note})`);

  const lesson = async (name: string, minutes: number, price: number, trainer: number) =>
    one(
      tx,
      sql`INSERT INTO trainings (organization_id, course_id, name, description, trainer_id, duration_minutes, price)
        VALUES (${org}, ${input.courseId}, ${name}, ${`${minutes} minutes one-to-one.`}, ${trainer}, ${minutes}, ${price})
        RETURNING id`,
    );
  const puttingLesson = await lesson('Putting lesson', 45, 4000, tara);
  const playingLesson = await lesson('Nine-hole playing lesson', 120, 11000, owen);
  const at = (days: number, time: string) =>
    instantOf(dayFrom(today, days), time, tz).toISOString();
  const requests = [
    [puttingLesson, input.memberIds[0], 1, dayFrom(today, 4), null, null],
    [playingLesson, input.memberIds[1] ?? input.memberIds[0], 2, null, at(5, '14:00'), null],
    [puttingLesson, input.memberIds[1] ?? input.memberIds[0], 4, null, at(-10, '16:00'), null],
    [playingLesson, input.memberIds[0], 1, dayFrom(today, 9), null, at(10, '09:30')],
  ] as const;
  for (const [training, userId, status, preferred, date, proposed] of requests) {
    if (userId === undefined) continue;
    await tx.execute(sql`INSERT INTO training_users (organization_id, training_id, user_id,
        status_id, preferred_date, training_date, proposed_date, proposal_note)
      VALUES (${org}, ${training}, ${userId}, ${status}, ${preferred}, ${date}::timestamptz,
        ${proposed}::timestamptz, ${proposed ? 'Owen is free that morning.' : null})`);
    result.lessons++;
  }
  return result;
}
