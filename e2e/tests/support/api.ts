import { request, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * A signed-in API session for setting up a journey's preconditions that are not what the
 * journey is about (members to exist, a booking already made). It speaks to the same server as
 * the browser, with the same cookies and CSRF rule a browser follows.
 */
export type ApiSession = {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  dispose(): Promise<void>;
};

export async function apiSession(
  email: string,
  password: string,
  baseURL = `http://localhost:${E2E_PORT}`,
): Promise<ApiSession> {
  const ctx: APIRequestContext = await request.newContext({ baseURL });
  const login = await ctx.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const csrf = async () =>
    (await ctx.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const answer = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return (res.status() === 204 ? null : await res.json()) as T;
  };
  return {
    get: async (path) => answer(await ctx.get(path)),
    send: async (method, path, body) =>
      answer(
        await ctx.fetch(path, {
          method,
          data: body,
          headers: { 'x-csrf-token': await csrf() },
        }),
      ),
    dispose: () => ctx.dispose(),
  };
}

export type Person = { email: string; password: string; first: string; last: string };

/** A member account that can sign in at once (no forced password change). */
export async function ensureMember(admin: ApiSession, user: Person): Promise<number> {
  return ensureUser(admin, user, 'member');
}

/** An account with one system role ('member', 'staff', …) that can sign in at once. */
export async function ensureUser(admin: ApiSession, user: Person, role: string): Promise<number> {
  const found = await admin.get<{ id: number; email: string }[]>(
    `/api/settings/users/search?q=${encodeURIComponent(user.email)}`,
  );
  const existing = found.find((u) => u.email === user.email);
  if (existing) return existing.id;
  const created = await admin.send<{ id: number }>('POST', '/api/settings/users', {
    email: user.email,
    first_name: user.first,
    last_name: user.last,
    password: user.password,
    must_change_password: false,
    roles: [role],
  });
  return created.id;
}

/**
 * A course of a journey's own, open every day from `open` to `close` (HH:MM), so a journey does
 * not depend on what other journeys did to theirs.
 */
export async function createOpenCourse(
  admin: ApiSession,
  name: string,
  open = '07:00',
  close = '19:00',
): Promise<number> {
  const course = await admin.send<{ id: number }>('POST', '/api/settings/courses', {
    name,
    holes_count: 18,
  });
  for (let day = 0; day <= 6; day++)
    await admin.send('POST', '/api/settings/opening-hours', {
      course_id: course.id,
      day_of_week: day,
      is_open: true,
      open_time: open,
      close_time: close,
    });
  return course.id;
}

/** A booking made through the API (staff on a member's behalf when `user_id` is given). */
export type BookingInput = {
  course_id: number;
  date: string;
  start_time: string;
  user_id?: number;
  players?: ({ user_id: number } | { guest_name: string })[];
  carts?: number;
  holes?: 9 | 18;
  notes?: string;
};

export async function book(session: ApiSession, input: BookingInput): Promise<{ id: number }> {
  return session.send<{ id: number }>('POST', '/api/settings/tee-time-bookings/book', input);
}

/** The club's time zone (organizations.timezone): what the tee sheet's clock follows. */
export async function clubTimeZone(admin: ApiSession): Promise<{ id: number; timezone: string }> {
  const me = await admin.get<{ organization_id: number }>('/api/user/current');
  const org = await admin.get<{ id: number; timezone: string }>(
    `/api/settings/organizations/${me.organization_id}`,
  );
  return { id: org.id, timezone: org.timezone };
}

export async function setClubTimeZone(
  admin: ApiSession,
  organizationId: number,
  timezone: string,
): Promise<void> {
  await admin.send('PUT', `/api/settings/organizations/${organizationId}`, { timezone });
}

/**
 * The club's money format, as the portal writes an amount the API gives in minor units
 * (8500 → '£85.00'): the club's display settings (locale, currency) from the session.
 */
export async function clubMoney(session: ApiSession): Promise<(minor: number) => string> {
  const { display } = await session.get<{ display: { locale: string; currency: string } }>(
    '/api/auth/session',
  );
  const format = new Intl.NumberFormat(display.locale, {
    style: 'currency',
    currency: display.currency,
  });
  const units = 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
  return (minor) => format.format(minor / units);
}
