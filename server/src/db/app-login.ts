import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';
import { ConfigError } from '../config';
import { APP_ROLE } from './migrate';

/*
 * On PostgreSQL the requests log in as a role of their own, never as the owner: a role switched to
 * with SET ROLE can be left again (RESET ROLE), a login cannot. The role must not be a superuser,
 * must not bypass row-level security and must not be able to become the owner.
 *
 * DATABASE_APP_URL names that login (an operator-made role: fairway_app itself, or a member of
 * it). Without it, the server logs in as fairway_app on the DATABASE_URL server with a password
 * derived from the owner's (HMAC, so it reveals nothing of it) and, when that login is refused,
 * has the owner make fairway_app LOGIN with that password. Only a SCRAM verifier is sent, so
 * the password itself never reaches the server's logs. With no owner password (trust or peer
 * authentication) fairway_app gets LOGIN and no password at all.
 */

export type AppLogin = {
  url: string;
  /** The setting an operator changes when the login fails. */
  setting: 'DATABASE_APP_URL' | 'DATABASE_URL';
  /** Derived: the owner may (re)make fairway_app's login; the password, when there is one. */
  derived: { password: string | null } | null;
};

export function appLoginOf(ownerUrl: string, appUrl?: string): AppLogin {
  if (appUrl) return { url: appUrl, setting: 'DATABASE_APP_URL', derived: null };
  if (!URL.canParse(ownerUrl))
    throw new ConfigError(
      `DATABASE_URL: the app's login cannot be derived from this form of URL. Set DATABASE_APP_URL to the login role the requests should use.`,
    );
  const url = new URL(ownerUrl);
  const ownerPassword =
    decodeURIComponent(url.password) ||
    url.searchParams.get('password') ||
    process.env.PGPASSWORD ||
    '';
  const password = ownerPassword
    ? createHmac('sha256', ownerPassword).update(`${APP_ROLE} login`).digest('base64url')
    : null;
  if (url.host) {
    url.username = APP_ROLE;
    url.password = password ?? '';
  } else {
    // A socket path (postgres:///db?host=/run/postgresql) has no place for a user in the URL.
    url.searchParams.set('user', APP_ROLE);
    if (password) url.searchParams.set('password', password);
    else url.searchParams.delete('password');
  }
  return { url: url.toString(), setting: 'DATABASE_URL', derived: { password } };
}

/** PostgreSQL's SCRAM-SHA-256 verifier for a password (what CREATE/ALTER ROLE … PASSWORD stores). */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  const b64 = (b: Buffer) => b.toString('base64');
  return `SCRAM-SHA-256$${iterations}:${b64(salt)}$${b64(storedKey)}:${b64(serverKey)}`;
}

/** SQLSTATEs of a refused login: wrong password, or not allowed to log in (NOLOGIN, pg_hba). */
const LOGIN_REFUSED = new Set(['28P01', '28000']);

/**
 * Makes sure the app's login works and is safe, on the owner's connection and under the
 * migration lock (replicas starting together change the role once). Throws a ConfigError naming
 * the setting to change, never the password.
 */
export async function ensureAppLogin(
  owner: pg.Client,
  login: AppLogin,
  connectionTimeoutMillis: number,
): Promise<void> {
  const first = await probe(login, connectionTimeoutMillis);
  if (first === 'ok') return;
  if (!login.derived || !LOGIN_REFUSED.has(String(first.code))) throw loginError(login, first);
  const { password } = login.derived;
  const alter = password
    ? `ALTER ROLE ${APP_ROLE} LOGIN PASSWORD '${scramVerifier(password)}'`
    : `ALTER ROLE ${APP_ROLE} LOGIN`;
  const altered = await owner.query(alter).then(
    () => null,
    (err: Error) => err,
  );
  const second = await probe(login, connectionTimeoutMillis);
  if (second === 'ok') return;
  throw loginError(login, altered ?? second);
}

type Refusal = Error & { code?: string };

/** Logs in as the app and checks what the role could do; 'ok', or why not. */
async function probe(login: AppLogin, connectionTimeoutMillis: number): Promise<'ok' | Refusal> {
  const client = new pg.Client({ connectionString: login.url, connectionTimeoutMillis });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [role] = (
      await client.query<RoleFacts>(`
        SELECT session_user AS name, r.rolsuper AS superuser, r.rolbypassrls AS bypass,
          pg_has_role(session_user, '${APP_ROLE}', 'USAGE') AS app,
          (SELECT t.tableowner FROM pg_tables t
            WHERE t.schemaname = 'public' AND t.tablename = 'fairway_migrations') AS owner
        FROM pg_roles r WHERE r.rolname = session_user`)
    ).rows;
    const unsafe = role && (await unsafeRole(client, role));
    if (unsafe) throw new ConfigError(unsafeMessage(login, role!, unsafe));
    return 'ok';
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    return err as Refusal;
  } finally {
    await client.end().catch(() => undefined);
  }
}

type RoleFacts = {
  name: string;
  superuser: boolean;
  bypass: boolean;
  app: boolean;
  owner: string | null;
};

async function unsafeRole(client: pg.Client, role: RoleFacts): Promise<string | null> {
  if (role.superuser) return 'is a superuser (row-level security would not apply)';
  if (role.bypass) return 'has BYPASSRLS (row-level security would not apply)';
  if (!role.app) return `is not ${APP_ROLE} nor a member of it (it has none of the app's grants)`;
  if (role.owner && role.owner !== role.name) {
    const member = await client.query<{ member: boolean }>(
      `SELECT pg_has_role(session_user, $1, 'MEMBER') AS member`,
      [role.owner],
    );
    if (member.rows[0]?.member) return `can become the owner "${role.owner}" (SET ROLE)`;
  } else if (role.owner === role.name) return 'is the owner of the tables';
  return null;
}

function unsafeMessage(login: AppLogin, role: RoleFacts, problem: string): string {
  return (
    `${login.setting}: the requests would query as "${role.name}", which ${problem}. ` +
    `Set DATABASE_APP_URL to a login role that is ${APP_ROLE} or a member of it, not a superuser, ` +
    `without BYPASSRLS and not a member of the owner.`
  );
}

function loginError(login: AppLogin, err: Refusal): ConfigError {
  const { hostname, port, username, searchParams } = new URL(login.url);
  const user = decodeURIComponent(username) || searchParams.get('user') || 'the default user';
  const at = `${hostname || 'localhost'}:${port || 5432}`;
  const why = `${err.code ? `${err.code}: ` : ''}${err.message}`;
  const fix =
    login.setting === 'DATABASE_APP_URL'
      ? 'Correct the user, password or host in DATABASE_APP_URL'
      : `Let "${APP_ROLE}" connect like the owner in pg_hba.conf, have DATABASE_URL's user hold CREATEROLE, or set DATABASE_APP_URL to a login role of your own`;
  return new ConfigError(
    `${login.setting}: the requests could not log in to PostgreSQL at ${at} as "${user}" (${why}). ${fix}.`,
  );
}
