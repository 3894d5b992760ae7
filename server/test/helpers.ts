import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp, type BuildOptions } from '../src/app';
import { bootstrap } from '../src/bootstrap';
import { testConfig, type AppConfig, type DatabaseConfig } from '../src/config';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './support/database-template';

export const ADMIN = { email: 'admin@test.local', password: 'Fairway-Test-Pass-1' };

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on TEST_DATABASE_URL;
 * a copy of the run's migrated template when global-setup.ts made one (jest always does).
 */
export async function freshDatabase(): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    return {
      config: { kind: 'pglite', dataDir: null, ...(template ? { template } : {}) },
      drop: async () => undefined,
    };
  }
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

/** buildApp on a fresh database with the first organization and ADMIN seeded. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const db = await freshDatabase();
  const config = testConfig({
    database: db.config,
    admin: { email: ADMIN.email, password: ADMIN.password },
    ...overrides,
  });
  const app = await buildApp(config, options);
  await bootstrap(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

type Jar = Map<string, string>;

function absorbCookies(jar: Jar, res: LightMyRequestResponse): void {
  for (const c of res.cookies as {
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
  }[]) {
    const expired =
      c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
    if (expired) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
}

/** A signed-in client: keeps cookies like a browser and echoes the CSRF cookie on unsafe methods. */
export class Agent {
  readonly jar: Jar = new Map();
  constructor(readonly app: FastifyInstance) {}

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.jar.get('csrf_token');
    if (opts.csrf !== false && csrf && !['GET', 'HEAD', 'OPTIONS'].includes(method))
      headers['x-csrf-token'] = csrf;
    const res = await this.app.inject({
      ...opts,
      method: method as InjectOptions['method'],
      headers,
    });
    absorbCookies(this.jar, res);
    return res;
  }

  get = (url: string, opts: Omit<InjectOptions, 'url' | 'method'> = {}) =>
    this.request({ ...opts, method: 'GET', url });
  post = (
    url: string,
    payload?: unknown,
    opts: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) => this.request({ ...opts, method: 'POST', url, payload: payload as InjectOptions['payload'] });
  put = (
    url: string,
    payload?: unknown,
    opts: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) => this.request({ ...opts, method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  patch = (
    url: string,
    payload?: unknown,
    opts: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) =>
    this.request({ ...opts, method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  delete = (url: string, opts: Omit<InjectOptions, 'url' | 'method'> & { csrf?: boolean } = {}) =>
    this.request({ ...opts, method: 'DELETE', url });
}

export async function signIn(
  app: FastifyInstance,
  email = ADMIN.email,
  password = ADMIN.password,
): Promise<Agent> {
  const agent = new Agent(app);
  const res = await agent.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200)
    throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  return agent;
}

/** Creates a user with the given roles in the organization of `admin` via SQL-free service call, then signs in. */
export async function createUserAndSignIn(
  app: FastifyInstance,
  organizationId: number,
  email: string,
  roleNames: string[],
  password = 'Member-Pass-123',
): Promise<Agent> {
  const { createAccount } = await import('../src/modules/users');
  await app.withOrg(organizationId, (tx) =>
    createAccount(tx, {
      organizationId,
      email,
      password,
      roleNames,
      first_name: 'Test',
      last_name: 'User',
    }),
  );
  return signIn(app, email, password);
}
