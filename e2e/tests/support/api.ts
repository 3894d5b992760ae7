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

export async function apiSession(email: string, password: string): Promise<ApiSession> {
  const ctx: APIRequestContext = await request.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
  });
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

/** A member account that can sign in at once (no forced password change). */
export async function ensureMember(
  admin: ApiSession,
  user: { email: string; password: string; first: string; last: string },
): Promise<number> {
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
    roles: ['member'],
  });
  return created.id;
}
