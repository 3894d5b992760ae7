/**
 * The app under fuzz, in a child process of its own (started through tsx by remote-app.ts). A
 * handler that loops without ever yielding to the event loop would otherwise freeze the test
 * runner with it, timers included, so no time limit could fire; here the parent simply kills it.
 *
 * Builds one app with createTestApp (demo data on), reports its live route table and OpenAPI
 * document, then answers the parent's inject requests.
 */
import diagnostics from 'node:diagnostics_channel';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppConfig } from '../../src/config';
import { hashPassword } from '../../src/lib/passwords';
import { roles, userRoles } from '../../src/modules/roles/tables';
import { users } from '../../src/modules/users/tables';
import { accountThrottleKey } from '../../src/plugins/platform/auth/throttle';
import { collectRoutes } from '../../scripts/routes-coverage';
import { createTestApp, type TestApp } from '../helpers';
import {
  PROBE_HEADER,
  type Account,
  type ChildMessage,
  type Command,
  type WireResponse,
} from './protocol';
import type { OpenApiDocument } from './operations';

const causes = new Map<string, string>();

/**
 * The root cause's first line (a database error wrapped by the query builder, say) and the first
 * frame in the server's own code.
 */
function describeError(err: Error): string {
  const root = err.cause instanceof Error ? err.cause : err;
  const code = (root as { code?: unknown }).code;
  const frame = [err.stack, root.stack]
    .join('\n')
    .split('\n')
    .find((l) => l.includes('/server/src/') && !l.includes('node_modules'))
    ?.trim()
    .replace(/^at .*\((.*)\)$/, '$1')
    .replace(/^at /, '')
    .replace(/^.*\/server\//, '');
  const message = (root.message.split('\n')[0] ?? '').slice(0, 160);
  return [message, typeof code === 'string' ? `(${code})` : '', frame ? `at ${frame}` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * Adds an onError hook to every Fastify instance built while it listens (the diagnostics channel
 * collectRoutes uses too): each error is kept under its request's probe header.
 */
function captureErrors(): () => void {
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook('onError', async (req, _res, err) => {
      const probe = req.headers[PROBE_HEADER];
      if (typeof probe === 'string') causes.set(probe, describeError(err));
    });
  channel.subscribe(onInit);
  return () => void channel.unsubscribe(onInit);
}

const send = (message: ChildMessage) => process.send?.(message);

async function inject(
  app: FastifyInstance,
  id: number,
  options: InjectOptions,
): Promise<WireResponse> {
  const probe = String(id);
  const res = await app.inject({
    ...options,
    headers: { ...(options.headers as Record<string, string>), [PROBE_HEADER]: probe },
  });
  const cause = causes.get(probe) ?? null;
  causes.delete(probe);
  return {
    statusCode: res.statusCode,
    body: res.body,
    headers: { ...res.headers },
    cookies: res.cookies,
    cause,
  };
}

/**
 * Puts back what the fuzzing may have changed about a caller's account (e-mail, status, a forced
 * password change, its roles, a throttled sign-in; its password when `password` says so).
 */
async function restore(app: FastifyInstance, a: Account, password: boolean): Promise<void> {
  const passwordHash = password ? await hashPassword(a.password) : null;
  await app.withOrg(a.organizationId, async (tx) => {
    await tx
      .update(users)
      .set({
        email: a.email,
        status: 'active',
        suspended_at: null,
        suspended_reason: null,
        must_change_password: false,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where(eq(users.id, a.userId));
    const wanted = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organization_id, a.organizationId), inArray(roles.name, a.roles)));
    const ids = wanted.map((r) => r.id);
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.user_id, a.userId), notInArray(userRoles.role_id, ids)));
    await tx
      .insert(userRoles)
      .values(
        ids.map((role_id) => ({ organization_id: a.organizationId, user_id: a.userId, role_id })),
      )
      .onConflictDoNothing();
  });
  await app.database.db.execute(
    sql`DELETE FROM login_throttle WHERE key = ${accountThrottleKey(a.email)}`,
  );
}

async function handle(t: TestApp, command: Command): Promise<void> {
  const { id } = command;
  try {
    if (command.kind === 'inject')
      send({ id, kind: 'response', response: await inject(t.app, id, command.options) });
    else if (command.kind === 'restore') {
      await restore(t.app, command.account, command.password);
      send({ id, kind: 'done' });
    } else {
      await t.close();
      send({ id, kind: 'done' });
      process.exit(0);
    }
  } catch (err) {
    send({ id, kind: 'error', message: describeError(err as Error) });
  }
}

async function main(): Promise<void> {
  const stop = captureErrors();
  const logLevel = (process.env.LOG_LEVEL ?? 'silent') as AppConfig['logLevel'];
  const { built, routes } = await collectRoutes(() => createTestApp({ demo: true, logLevel }));
  stop();
  process.on('message', (command: Command) => void handle(built, command));
  process.on('disconnect', () => void built.close().finally(() => process.exit(0)));
  send({
    kind: 'ready',
    routes,
    doc: built.app.swagger() as OpenApiDocument,
    database: built.app.config.database,
  });
}

main().catch((err: unknown) => {
  send({
    kind: 'failed',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  process.exit(1);
});
