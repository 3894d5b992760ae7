import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config';

export const ACCESS_COOKIE = 'fw_access';
export const REFRESH_COOKIE = 'fw_refresh';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const REFRESH_PATH = '/api/auth/refresh';

export type IssuedTokens = { accessToken: string; refreshToken: string; csrfToken: string };

export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  tokens: IssuedTokens,
): void {
  const secure = !config.insecureCookies;
  const base = { secure, sameSite: 'lax' as const };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    httpOnly: true,
    path: '/',
    maxAge: config.session.accessTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    httpOnly: true,
    path: REFRESH_PATH,
    maxAge: config.session.absoluteHours * 3600,
  });
  // Readable by scripts: the client echoes it in X-CSRF-Token.
  reply.setCookie(CSRF_COOKIE, tokens.csrfToken, {
    ...base,
    httpOnly: false,
    path: '/',
    maxAge: config.session.absoluteHours * 3600,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  const secure = !config.insecureCookies;
  reply.clearCookie(ACCESS_COOKIE, { path: '/', secure, sameSite: 'lax', httpOnly: true });
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    secure,
    sameSite: 'lax',
    httpOnly: true,
  });
  reply.clearCookie(CSRF_COOKIE, { path: '/', secure, sameSite: 'lax' });
}
