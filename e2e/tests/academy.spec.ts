import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, clubTimeZone, ensureMember, ensureUser, type ApiSession } from './support/api';
import { dayIn } from './support/clock';
import { ADMIN } from './support/env';
import { expectAccessible, signIn } from './support/portal';

/**
 * The academy: the office publishes a schedule, a member enrols on her phone and is approved, the
 * trainer runs today's session (start, attendance, ratings, complete), and the member sees her
 * progress. The schedule, its plan and its session are this run's own.
 */
const MEMBER = {
  email: 'lena.learner.academy@e2e.fairway.test',
  password: 'Lena-Learn-Pass-2026',
  first: 'Lena',
  last: 'Learner',
};
const TRAINER = {
  email: 'theo.tutor.academy@e2e.fairway.test',
  password: 'Theo-Tutor-Pass-2026',
  first: 'Theo',
  last: 'Tutor',
};
const MEMBER_NAME = `${MEMBER.first} ${MEMBER.last}`;
const A = '/api/settings/academy';

type Schedule = { id: number; status: string; places_taken: number };
type Session = { id: number; status: string };
type Enrollment = { id: number; status: string; price: number; candidate_user_id: number | null };
type Attendance = {
  status: string;
  progress_rating: number | null;
  participation_level: number | null;
};

test.describe.serial('the academy', () => {
  let admin: ApiSession;
  let memberId: number;
  let schedule: { id: number; name: string };
  let sessionId: number;

  test.beforeAll(async () => {
    const run = Date.now().toString(36).slice(-5);
    admin = await apiSession(ADMIN.email, ADMIN.password);
    memberId = await ensureMember(admin, MEMBER);
    const trainerUser = await ensureUser(admin, TRAINER, 'trainer');
    const [known] = await admin.get<{ id: number }[]>(`${A}/trainers?user_id=${trainerUser}`);
    const trainer =
      known ??
      (await admin.send<{ id: number }>('POST', `${A}/trainers`, {
        user_id: trainerUser,
        first_name: TRAINER.first,
        last_name: TRAINER.last,
        specialty: 'Short game',
      }));
    const type = await admin.send<{ id: number }>('POST', `${A}/training-types`, {
      name: `Chipping ${run}`,
    });
    const plan = await admin.send<{ id: number }>('POST', `${A}/training-plans`, {
      name: `Chipping clinic ${run}`,
      training_type_id: type.id,
      level: 'beginner',
      total_sessions: 1,
    });
    const club = await clubTimeZone(admin);
    const today = dayIn(club.timezone);
    const name = `Chipping clinic ${run}`;
    const draft = await admin.send<{ id: number }>('POST', `${A}/schedules`, {
      name,
      training_plan_id: plan.id,
      trainer_id: trainer.id,
      start_date: today,
      end_date: dayIn(club.timezone, 7),
      max_participants: 4,
      total_sessions: 1,
      price: 5000,
      member_price: 3500,
      location: 'Short game area',
    });
    schedule = { id: draft.id, name };
    // A run's own ten minutes of the day, so a retry on the same server never overlaps the
    // trainer's earlier session.
    const slot = 6 * 60 + (parseInt(run, 36) % 90) * 10;
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const session = await admin.send<{ id: number }>('POST', `${A}/sessions`, {
      schedule_id: draft.id,
      session_date: today,
      start_time: clock(slot),
      end_time: clock(slot + 10),
    });
    sessionId = session.id;
  });
  test.afterAll(async () => admin.dispose());

  const open = async (
    browser: Browser,
    who: { email: string; password: string },
    path: string,
    phone = false,
  ): Promise<Page> => {
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    await signIn(page, who.email, who.password, path);
    return page;
  };

  test('the office publishes the schedule and a member enrols on her phone', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const office = await open(browser, ADMIN, '/academy/office');
    await expect(office.getByRole('heading', { name: 'Academy office', level: 1 })).toBeVisible();
    await office.getByRole('button', { name: `Publish ${schedule.name}` }).click();
    await office
      .getByRole('alertdialog', { name: `Publish ${schedule.name}?` })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(office.getByText(`${schedule.name} is published`)).toBeVisible();
    await expectAccessible(office, 'the academy office');
    expect((await admin.get<Schedule>(`${A}/schedules/${schedule.id}`)).status).toBe('published');

    // On her phone she finds it with her price (the member price) and enrols.
    const phone = await open(browser, MEMBER, '/academy', true);
    await expect(phone.getByRole('heading', { name: 'Academy', level: 1 })).toBeVisible();
    const card = phone.getByRole('article', { name: schedule.name });
    await expect(card).toContainText('35.00');
    await card.getByRole('button', { name: `Enrol in ${schedule.name}` }).click();
    await expect(
      phone.getByText(`You're enrolled in ${schedule.name}: awaiting approval`),
    ).toBeVisible();
    await expectAccessible(phone, 'browsing the academy on a phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const [enrolment] = await admin.get<Enrollment[]>(`${A}/schedules/${schedule.id}/enrollments`);
    expect(enrolment).toMatchObject({
      status: 'pending',
      price: 3500,
      candidate_user_id: memberId,
    });

    // The office approves her from the approvals.
    await office.goto('/academy/office?tab=approvals');
    await office
      .getByRole('button', { name: `Approve ${MEMBER_NAME} for ${schedule.name}` })
      .click();
    await expect(office.getByText(`${MEMBER_NAME} approved for ${schedule.name}`)).toBeVisible();
    expect((await admin.get<Enrollment>(`${A}/enrollments/${enrolment!.id}`)).status).toBe(
      'approved',
    );
  });

  test('the trainer runs the session and the member sees her progress', async ({ browser }) => {
    test.setTimeout(60_000);
    const coach = await open(browser, TRAINER, `/academy/coach?session=${sessionId}`);
    await expect(coach.getByRole('heading', { name: 'Coaching', level: 1 })).toBeVisible();
    await coach.getByRole('button', { name: 'Start session' }).click();
    await expect(coach.getByText('Session started')).toBeVisible();

    // One tap marks her present; then her ratings.
    const attendance = coach.getByRole('group', { name: `Attendance of ${MEMBER_NAME}` });
    await attendance.getByRole('button', { name: 'Present' }).click();
    await expect(attendance.getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await coach.getByLabel(`Participation of ${MEMBER_NAME}`).selectOption('5');
    await coach.getByLabel(`Progress of ${MEMBER_NAME}`).selectOption('4');
    await coach.getByRole('button', { name: `Save ratings of ${MEMBER_NAME}` }).click();
    await expect(coach.getByText(`Ratings of ${MEMBER_NAME} saved`)).toBeVisible();
    await expectAccessible(coach, "the trainer's session");

    await coach.getByLabel('Session notes').fill('Good contact; work on landing spots.');
    await coach.getByRole('button', { name: 'Complete session' }).click();
    await expect(coach.getByText('Session completed')).toBeVisible();

    // Her only session is done: the schedule is completed, and so is her enrolment.
    expect((await admin.get<Session>(`${A}/sessions/${sessionId}`)).status).toBe('completed');
    expect((await admin.get<Schedule>(`${A}/schedules/${schedule.id}`)).status).toBe('completed');
    const marks = await admin.get<Attendance[]>(`${A}/sessions/${sessionId}/attendance`);
    expect(marks).toEqual([
      expect.objectContaining({ status: 'present', participation_level: 5, progress_rating: 4 }),
    ]);

    const phone = await open(browser, MEMBER, '/academy/mine', true);
    await expect(phone.getByRole('heading', { name: 'My training', level: 1 })).toBeVisible();
    const progress = phone.getByRole('region', { name: 'My progress' });
    const row = progress
      .getByRole('table', { name: 'Attendance and ratings' })
      .getByRole('row')
      .filter({ hasText: schedule.name });
    await expect(row).toContainText('Present');
    await expect(row).toContainText('4');
    await expect(
      phone.getByRole('region', { name: 'My courses' }).getByText(schedule.name),
    ).toBeVisible();
    await expectAccessible(phone, 'my training on a phone');

    // The approval reached her bell.
    const mine = await apiSession(MEMBER.email, MEMBER.password);
    const notices = await mine.get<{ title: string }[]>(`/api/settings/notifications/${memberId}`);
    expect(notices.map((n) => n.title)).toContainEqual(expect.stringContaining(schedule.name));
    await mine.dispose();
  });
});
