/** Messages between the fuzz test and the app it fuzzes, which runs in a child process. */
import type { InjectOptions } from 'fastify';
import type { DatabaseConfig } from '../../src/config';
import type { RouteEntry } from '../../scripts/routes-coverage';
import type { OpenApiDocument } from './operations';

/** A signed-in caller's account, as the walk needs it to sign in again or to put it back. */
export type Account = {
  email: string;
  password: string;
  userId: number;
  organizationId: number;
  /** The names of the roles it had when the walk began. */
  roles: string[];
};

export type Request =
  | { kind: 'inject'; options: InjectOptions }
  | { kind: 'restore'; account: Account; password: boolean }
  | { kind: 'close' };

export type Command = { id: number } & Request;

/** An inject answer as it crosses the process boundary (no methods). */
export type WireResponse = {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  cookies: unknown[];
  /** The error behind the answer, as the app's onError hook saw it (the cause of a 500). */
  cause: string | null;
};

export type Reply = { id: number } & (
  | { kind: 'response'; response: WireResponse }
  | { kind: 'done' }
  | { kind: 'error'; message: string }
);

export type Ready = {
  kind: 'ready';
  routes: RouteEntry[];
  doc: OpenApiDocument;
  database: DatabaseConfig;
};

export type ChildMessage = Ready | Reply | { kind: 'failed'; message: string };

/** The request header that ties an error seen by the app to the request that caused it. */
export const PROBE_HEADER = 'x-fuzz-probe';
