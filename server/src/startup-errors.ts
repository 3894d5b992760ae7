import { resolve } from 'node:path';
import { ConfigError, type AppConfig } from './config';

/** The steps of start-up, in order; the step tells which setting an error is about. */
export type StartupStep = 'config' | 'database' | 'app' | 'bootstrap' | 'listen';

export type StartupContext = {
  step: StartupStep;
  /** Known from the 'database' step on. */
  config?: Pick<AppConfig, 'host' | 'port' | 'database'>;
  /** LOG_LEVEL debug or trace: an unrecognised failure also prints its stack. */
  verbose?: boolean;
};

type Facts = { code: string | undefined; message: string; name: string; stack: string | undefined };

const EMBEDDED = 'or unset DATABASE_URL to use the embedded database';

// PGlite's file system (Emscripten) throws ErrnoError with a numeric errno and no message.
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  20: 'EEXIST',
  31: 'EISDIR',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/**
 * One line for the operator naming the setting, what is wrong and what to do; a ConfigError keeps
 * its own message. Anything unrecognised: "Fairway could not start: <message>" (+ stack if verbose).
 */
export function describeStartupFailure(err: unknown, context: StartupContext): string {
  if (err instanceof ConfigError) return err.message;
  const facts = factsOf(err);
  const known = knownFailure(facts, context);
  if (known) return known;
  const url =
    context.config?.database.kind === 'postgres'
      ? context.config.database.url
      : process.env.DATABASE_URL;
  return hidePassword(unrecognised(facts, context), url);
}

function knownFailure(facts: Facts, { step, config }: StartupContext): string | null {
  if (!config) return null;
  if (step === 'listen') return listenFailure(facts, config.host, config.port);
  if (step !== 'database' && step !== 'bootstrap') return null;
  return config.database.kind === 'postgres'
    ? postgresFailure(facts, config.database.url)
    : dataDirFailure(facts, config.database.dataDir);
}

function factsOf(err: unknown): Facts {
  if (!(err instanceof Error) && !isObject(err))
    return { code: undefined, message: String(err), name: 'Error', stack: undefined };
  const e = err as {
    code?: unknown;
    errno?: unknown;
    message?: unknown;
    name?: unknown;
    stack?: unknown;
  };
  const name = typeof e.name === 'string' ? e.name : 'Error';
  const code =
    typeof e.code === 'string'
      ? e.code
      : name === 'ErrnoError' && typeof e.errno === 'number'
        ? EMSCRIPTEN_ERRNO[e.errno]
        : undefined;
  const message =
    typeof e.message === 'string' && e.message
      ? e.message
      : `${name}${typeof e.errno === 'number' ? ` (errno ${e.errno})` : ''}`;
  return { code, message, name, stack: typeof e.stack === 'string' ? e.stack : undefined };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function listenFailure({ code }: Facts, host: string, port: number): string | null {
  const at = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  switch (code) {
    case 'EADDRINUSE':
      return `PORT: ${at} is already in use by another program (HOST=${host}, PORT=${port}). Stop that program, or set PORT to a free port.`;
    case 'EACCES':
      return `PORT: this user may not listen on ${at} (permission denied; ports below 1024 need privileges). Set PORT to 1024 or above (e.g. 3000) behind a reverse proxy, or grant the capability (setcap cap_net_bind_service=+ep $(which node)).`;
    case 'EADDRNOTAVAIL':
      return `HOST: ${host} is not an address of this machine. Set HOST to 127.0.0.1 (this machine only) or 0.0.0.0 (the network).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST: "${host}" is not a known host name (${code}). Set HOST to an address such as 127.0.0.1 or 0.0.0.0.`;
    default:
      return null;
  }
}

type PgTarget = { host: string; at: string; user: string; database: string; shown: string };

/** Where DATABASE_URL points, password replaced; pg's defaults where the URL is silent. */
function describeDatabaseUrl(url: string): PgTarget {
  const env = process.env;
  try {
    const u = new URL(url);
    const user = decodeURIComponent(u.username) || env.PGUSER || env.USER || 'postgres';
    const database = decodeURIComponent(u.pathname.slice(1)) || user;
    const host = u.searchParams.get('host') || u.hostname || env.PGHOST || 'localhost';
    if (u.password) u.password = '***';
    const at = `${host}:${u.port || env.PGPORT || 5432}`;
    return { host, at, user, database, shown: u.toString() };
  } catch {
    // Not a WHATWG URL (an unescaped character in the password): hide all between ':' and '@'.
    const shown = url.replace(/^([a-z]+:\/\/[^:@/]*):[^@]*@/i, '$1:***@');
    const host = 'the DATABASE_URL host';
    return { host, at: host, user: 'the DATABASE_URL user', database: 'the database', shown };
  }
}

function postgresFailure({ code, message }: Facts, url: string): string | null {
  const { host, at, user, database, shown } = describeDatabaseUrl(url);
  switch (code) {
    case 'ECONNREFUSED':
      return `DATABASE_URL: nothing answers at ${at} (connection refused). Start PostgreSQL there, ${EMBEDDED}.`;
    case 'ENOTFOUND':
      return `DATABASE_URL: the host "${host}" is unknown (${code}). Correct the host name in ${shown}, ${EMBEDDED}.`;
    case 'EAI_AGAIN':
      return `DATABASE_URL: the host "${host}" could not be looked up (DNS temporarily failed, ${code}). Check this machine's DNS and the host name in ${shown}, ${EMBEDDED}.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return timedOut(at, code);
    case '28P01':
      return `DATABASE_URL: PostgreSQL at ${at} rejected the password for user "${user}" (password authentication failed). Put the right password in ${shown}.`;
    case '28000':
      return /role .* does not exist/.test(message)
        ? `DATABASE_URL: PostgreSQL at ${at} has no user "${user}" (${message}). Create it (CREATE ROLE "${user}" LOGIN PASSWORD '…' CREATEROLE), or name an existing user in ${shown}.`
        : `DATABASE_URL: PostgreSQL at ${at} refused user "${user}" (${message}). Allow this connection in pg_hba.conf, or adjust ${shown}.`;
    case '3D000':
      return `DATABASE_URL: PostgreSQL at ${at} has no database "${database}". Create it (createdb -O "${user}" "${database}"), or name an existing database in ${shown}.`;
    case '42501':
      return `DATABASE_URL: user "${user}" lacks a privilege Fairway needs (${message}). Connect as the owner of "${database}" with CREATEROLE, or have a superuser grant it (e.g. GRANT fairway_app TO "${user}").`;
    case '57P03':
      return `DATABASE_URL: PostgreSQL at ${at} is not accepting connections yet (${message}). Start Fairway again once it is up.`;
    case '53300':
      return `DATABASE_URL: PostgreSQL at ${at} has no free connection slots (${message}). Raise max_connections or stop other clients.`;
  }
  if (message === 'timeout expired' || /connection timeout/.test(message)) return timedOut(at);
  if (message === 'Connection terminated unexpectedly')
    return `DATABASE_URL: ${at} closed the connection before PostgreSQL answered. Check that PostgreSQL (not another service) listens there and whether it requires SSL (add ?sslmode=require).`;
  if (message === 'The server does not support SSL connections')
    return `DATABASE_URL: PostgreSQL at ${at} does not support SSL but the URL asks for it. Remove sslmode/ssl from ${shown}, or enable SSL on the server.`;
  return null;
}

function timedOut(at: string, code?: string): string {
  return `DATABASE_URL: no answer from ${at} (${code ?? 'connection timed out'}). Check that PostgreSQL runs there and that the network or a firewall lets this machine reach it, ${EMBEDDED}.`;
}

function dataDirFailure({ code, message }: Facts, dataDir: string | null): string | null {
  if (dataDir === null) return null;
  const dir = resolve(dataDir);
  const elsewhere = 'or set DATA_DIR to another folder';
  switch (code) {
    case 'EEXIST':
      return `DATA_DIR: ${dir} is a file, not a folder. Move the file away, ${elsewhere} (it is created if missing).`;
    case 'ENOTDIR':
      return `DATA_DIR: ${dir} cannot be a folder because part of that path is a file. Set DATA_DIR to a folder path (it is created if missing).`;
    case 'EACCES':
    case 'EPERM':
      return `DATA_DIR: cannot create or write to ${dir} (permission denied, ${code}). Give the user running Fairway write access to it (chown -R/chmod), ${elsewhere}.`;
    case 'EROFS':
      return `DATA_DIR: ${dir} is on a read-only file system. Mount it read-write, ${elsewhere}.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `DATA_DIR: no space left for ${dir} (${code}). Free disk space, ${elsewhere}.`;
  }
  if (message === 'PGlite failed to initialize properly')
    return `DATA_DIR: ${dir} holds files that are not a database PGlite can open (not a Fairway data folder, damaged, or from another PostgreSQL version). Set DATA_DIR to an empty or new folder, or restore this one from a backup.`;
  // PGlite's WebAssembly Postgres aborts, e.g. on files inside the folder it may not write.
  if (message.startsWith('Aborted('))
    return `DATA_DIR: the embedded database stopped while opening ${dir} (${message.split('.')[0]}). Make sure the user running Fairway owns every file in it (chown -R), or restore it from a backup.`;
  return null;
}

function unrecognised({ message, stack }: Facts, { verbose }: StartupContext): string {
  const line = `Fairway could not start: ${message}`;
  return verbose && stack ? `${line}\n${stack}` : line;
}

/** Replaces the DATABASE_URL password wherever it appears in text we did not write ourselves. */
function hidePassword(text: string, url: string | undefined): string {
  if (!url) return text;
  let password: string;
  try {
    password = new URL(url).password;
  } catch {
    password = /^[a-z]+:\/\/[^:@/]*:([^@]*)@/i.exec(url)?.[1] ?? '';
  }
  if (!password) return text;
  const forms = new Set([password, safeDecode(password)]);
  return [...forms].reduce((out, p) => out.split(p).join('***'), text);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
