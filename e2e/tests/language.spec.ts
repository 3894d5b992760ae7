import { expect, test } from '@playwright/test';
import { apiSession, ensureMember, type ApiSession } from './support/api';
import { ADMIN } from './support/env';
import { showOnlyCourse } from './support/desk';
import { expectAccessible, signIn } from './support/portal';

/*
 * The club's display settings win over the browser's: a club set to Spanish, DD/MM/YYYY and a
 * 24-hour clock shows its tee sheet and a member's bookings that way in a browser set to en-US
 * (which would write 11/24/2026 and 3:00 PM).
 */

const COURSE = 'Lengua Links';
const MEMBER = {
  email: 'lucia.lengua@e2e.fairway.test',
  password: 'Lengua-Pass-2026',
  first: 'Lucía',
  last: 'Lengua',
};
const SPANISH_CLUB = {
  locale: 'es-ES',
  currency: 'EUR',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  week_starts_on: 1,
  distance_unit: 'metres',
  temperature_unit: 'celsius',
  wind_speed_unit: 'kmh',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** `days` from today on the club's clock (Europe/London), as YYYY-MM-DD. */
function clubDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
// A day whose day of the month is not its month (not 12 December), so the US order reads otherwise.
const DAY = [4, 5].map(clubDay).find((day) => day.slice(5, 7) !== day.slice(8, 10))!;
const [Y, M, D] = DAY.split('-');
const DD_MM_YYYY = `${D}/${M}/${Y}`;
const SPANISH_DAY = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${DAY}T00:00:00Z`));

test.describe.serial("the club's language and formats", () => {
  let admin: ApiSession;
  let member: ApiSession;

  test.beforeAll(async () => {
    admin = await apiSession(ADMIN.email, ADMIN.password);
    await admin.send('PUT', '/api/settings/app', SPANISH_CLUB);
    await ensureMember(admin, MEMBER);
    member = await apiSession(MEMBER.email, MEMBER.password);
    // A course of its own, open 07:00–17:00 every day.
    const course = await admin.send<{ id: number }>('POST', '/api/settings/courses', {
      name: COURSE,
    });
    for (const day of [0, 1, 2, 3, 4, 5, 6])
      await admin.send('POST', '/api/settings/opening-hours', {
        course_id: course.id,
        day_of_week: day,
        is_open: true,
        open_time: '07:00',
        close_time: '17:00',
      });
    await member.send('POST', '/api/settings/tee-time-bookings/book', {
      course_id: course.id,
      date: DAY,
      start_time: '15:00',
    });
  });
  test.afterAll(async () => {
    // The other journeys expect the club's defaults.
    await admin.send('POST', '/api/settings/app/reset');
    await member.dispose();
    await admin.dispose();
  });

  test('staff see the tee sheet in Spanish, DD/MM/YYYY and 24-hour times', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/courses/tee-sheet');
    await expect(page.getByRole('heading', { name: 'Hoja de salidas', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await showOnlyCourse(page, COURSE);
    await page
      .getByLabel(/^Fecha/)
      .first()
      .fill(DAY);
    // The date as the club writes it, next to the browser's own date picker.
    await expect(page.getByText(DD_MM_YYYY, { exact: true })).toBeVisible();
    const sheet = page.getByRole('table', { name: `Hoja de salidas, ${COURSE}, ${SPANISH_DAY}` });
    await expect(sheet).toBeVisible();
    const row = sheet.getByRole('row', { name: /^15:00/ });
    await expect(row.getByRole('rowheader')).toHaveText('15:00');
    await expect(row.getByRole('cell', { name: /Lucía Lengua/ })).toBeVisible();
    await expect(sheet.getByRole('rowheader', { name: '07:00' })).toBeVisible();
    await expect(sheet.getByText(/\b(AM|PM)\b/)).toHaveCount(0);
    await expect(sheet.getByRole('columnheader', { name: 'Reservas' })).toBeVisible();
    await expectAccessible(page, 'tee sheet in Spanish');
    await context.close();
  });

  test("the member's bookings in Spanish, DD/MM/YYYY and 24-hour times", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await signIn(page, MEMBER.email, MEMBER.password);
    await page.goto('/courses/my-bookings');
    await expect(page.getByRole('heading', { name: 'Mis reservas', level: 1 })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: COURSE });
    await expect(card.getByRole('heading', { level: 3 })).toContainText('15:00');
    await expect(card.getByText(DD_MM_YYYY, { exact: true })).toBeVisible();
    await expect(card.getByText('Confirmada')).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Cancelar la reserva de las 15:00 del ${SPANISH_DAY}` }),
    ).toBeVisible();
    await expect(page.getByText(`${M}/${D}/${Y}`)).toHaveCount(0);
    await expectAccessible(page, 'my bookings in Spanish');
    await context.close();
  });
});
