import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const whole = (unit: string) =>
  z.coerce.number(`must be a whole number of ${unit}`).int(`must be a whole number of ${unit}`);
const offOrMore = 'must be 0 (off) or more';

/**
 * Connections each process keeps to PostgreSQL. A request holds one only for its few statements,
 * so a handful per core keeps the database busy; ten leaves room for several replicas (plus one
 * connection each while migrating) under PostgreSQL's default max_connections of 100.
 */
export const DEFAULT_POOL_MAX = 10;

const splitList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** 'https://cdn.example.org' for an http(s) origin (a trailing slash is allowed); null otherwise. */
function asOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && bare && !value.includes('*') && !/[?#]/.test(value) ? url.origin : null;
  } catch {
    return null;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_APP_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: whole('connections')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000 (PostgreSQL allows 100 connections unless configured)')
    .default(DEFAULT_POOL_MAX),
  PUBLIC_URL: z.url('must be an absolute URL such as https://club.example.org').optional(),
  STATIC_DIR: z.string().min(1).optional(),
  PORTAL_REMOTE_ORIGINS: z
    .string()
    .superRefine((value, ctx) => {
      const bad = splitList(value).find((entry) => asOrigin(entry) === null);
      if (bad !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `'${bad.replace(/\/\/[^/@]*@/, '//…@')}' is not an origin: give comma-separated origins such as https://cdn.example.org (scheme, host and port only)`,
        });
    })
    .transform((value) => [...new Set(splitList(value).map((entry) => asOrigin(entry)!))])
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  FAIRWAY_ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  FAIRWAY_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  FAIRWAY_DEMO: flag.default(true),
  ACCESS_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as "Fairway <no-reply@club.example.org>"')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  S3_ENDPOINT: z
    .url('must be an absolute URL such as https://s3.eu-west-1.amazonaws.com')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILE_MAX_BYTES: whole('bytes')
    .min(1024, 'must be at least 1024')
    .max(1024 * 1024 * 1024, 'must be at most 1 GiB')
    .default(25 * 1024 * 1024),
  RATE_LIMIT: flag.default(true),
  RATE_LIMIT_PER_MINUTE: whole('requests')
    .min(1, 'must be at least 1 (use RATE_LIMIT=0 to turn limits off)')
    .default(600),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (e.g. the output of `openssl rand -hex 32`)')
    .optional(),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: whole('milliseconds').min(0, offOrMore).default(1000),
  PRESSURE_MAX_HEAP_MB: whole('megabytes').min(0, offOrMore).default(0),
  PRESSURE_MAX_RSS_MB: whole('megabytes').min(0, offOrMore).default(0),
  SECRETS_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'must be 64 hexadecimal characters (32 bytes, e.g. the output of `openssl rand -hex 32`)',
    )
    .optional(),
});

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * Tests only: a dumped data folder (.tar of an already migrated cluster) to start from
       * instead of initdb (test/support/global-setup.ts). Never set from the environment.
       */
      template?: string;
    }
  | {
      kind: 'postgres';
      /** The owner: migrations only. */
      url: string;
      poolMax?: number;
      /**
       * The login role every request queries as (DATABASE_APP_URL). Unset: fairway_app on the
       * owner's server, its password derived from the owner's (see db/app-login.ts).
       */
      appUrl?: string;
    };

export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export type AppConfig = {
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  staticDir: string | null;
  /** Origins remotes are served from besides the portal's own and remotes.json's (Content Security Policy). */
  remoteOrigins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** True when cookies may be sent over plain http (local development). */
  insecureCookies: boolean;
  admin: { email: string | null; password: string | null };
  demo: boolean;
  session: { accessTtlSeconds: number; idleMinutes: number; absoluteHours: number };
  bodyLimit: number;
  /** SMTP for outgoing e-mail; without it nothing is sent and the API says so. */
  mail: { smtpUrl: string | null; from: string | null };
  /** Redis for jobs and live updates across processes; null: both run in process (jobs in the database). */
  redisUrl: string | null;
  /** Where uploaded files are kept: a folder (default DATA_DIR/files) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The largest file an upload may send. */
  fileMaxBytes: number;
  /** Requests a minute per client; the tighter per-call limits are in plugins/external/rate-limit.ts. */
  rateLimit: { enabled: boolean; perMinute: number };
  /** Load shedding thresholds (503 with Retry-After when passed); 0 turns a check off. */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; maxRssBytes: number };
  /** Bearer token that /metrics requires; without it /metrics is not served. */
  metricsToken: string | null;
  /**
   * The key that seals stored secrets (a house's temperature sensor key; lib/secrets.ts):
   * SECRETS_KEY (64 hex), else one kept in `keyFile` ($DATA_DIR/secrets.key, made on first start).
   */
  secrets: { key: string | null; keyFile: string | null };
  /** The current instant. Tests pass a fixed clock; everything time-dependent reads app.now(). */
  now?: () => Date;
};

const MB = 1024 * 1024;

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_APP_URL && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_APP_URL: needs DATABASE_URL too (the owner that applies the migrations)',
    );
  const s3 = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean))
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT for a store other than AWS)',
    );
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          ...(e.DATABASE_APP_URL ? { appUrl: e.DATABASE_APP_URL } : {}),
        }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    staticDir: e.STATIC_DIR ?? null,
    remoteOrigins: e.PORTAL_REMOTE_ORIGINS ?? [],
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    insecureCookies: publicUrl.startsWith('http://'),
    admin: { email: e.FAIRWAY_ADMIN_EMAIL ?? null, password: e.FAIRWAY_ADMIN_PASSWORD ?? null },
    demo: e.FAIRWAY_DEMO,
    session: {
      accessTtlSeconds: e.ACCESS_TTL_SECONDS,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? null },
    redisUrl: e.REDIS_URL ?? null,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : { kind: 'disk', dir: join(e.DATA_DIR, 'files') },
    fileMaxBytes: e.FILE_MAX_BYTES,
    rateLimit: { enabled: e.RATE_LIMIT, perMinute: e.RATE_LIMIT_PER_MINUTE },
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.PRESSURE_MAX_HEAP_MB * MB,
      maxRssBytes: e.PRESSURE_MAX_RSS_MB * MB,
    },
    metricsToken: e.METRICS_TOKEN ?? null,
    secrets: e.SECRETS_KEY
      ? { key: e.SECRETS_KEY.toLowerCase(), keyFile: null }
      : { key: null, keyFile: join(e.DATA_DIR, 'secrets.key') },
  };
}

/**
 * A config for tests and tools: defaults with an in-memory database unless overridden. Rate limits
 * and load shedding are off (one test signs in from one address many times a minute, and PGlite
 * compiling in the test process blocks the event loop); the edge tests turn them on.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  return {
    ...base,
    database: { kind: 'pglite', dataDir: null },
    demo: false,
    // Each test app keeps its files in its own temporary folder.
    storage: {
      kind: 'disk',
      dir: join(tmpdir(), `fairway-test-files-${randomBytes(6).toString('hex')}`),
    },
    rateLimit: { ...base.rateLimit, enabled: false },
    pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 },
    // Each test app seals with a key of its own.
    secrets: { key: randomBytes(32).toString('hex'), keyFile: null },
    ...overrides,
  };
}
