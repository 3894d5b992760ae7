/**
 * Walks the operations as each caller and judges every answer: no 5xx, every 4xx a JSON
 * `{ error, message }`, every answer within the time limit. A request that never answers is given
 * up on after the limit (app.inject of a hanging handler never resolves); when the app then does
 * not answer at all any more, it is killed, a fresh one is started and the walk goes on with the
 * next operation.
 */
import { appendFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { Agent } from '../helpers';
import { operationName, type Operation } from './operations';
import { baseProbe, fuzzProbes, type Limits, type Probe } from './probes';
import type { InjectResponse } from './remote-app';
import { kindOf, type Plausibility } from './schema';
import type { Caller, Role, World } from './world';

export const TIME_LIMIT_MS = 3000;

/** Signing in again may hash a password twice (putting it back, then signing in). */
const RENEW_LIMIT_MS = 15_000;

/** Fresh apps started after one stopped answering; past this the walk stops. */
const MAX_RESTARTS = 8;

const ALLOWED: Limits = { cap: 32, perField: 10, random: 3, allowed: true };
const FORBIDDEN: Limits = { cap: 8, perField: 3, random: 1, allowed: false };

/** One bad answer: `line` is `METHOD url → outcome (input)`. */
export type Failure = { operation: string; outcome: string; line: string };

/** What one caller's walk found. */
export type Tally = {
  role: Role;
  operations: number;
  requests: number;
  fiveHundreds: number;
  failures: Failure[];
};

/** The app being fuzzed now; replaced when it stops answering. */
export type Fuzz = {
  world: World;
  start: () => Promise<World>;
  restarts: number;
  seed: number;
  /** A date the demo course is open and bookable. */
  date: string;
};

type Step = { fuzz: Fuzz; caller: Caller; tally: Tally; frozen: boolean };

type Answer = { status: number; body: string; ms: number; cause: string | null };

export const newTally = (role: Role): Tally => ({
  role,
  operations: 0,
  requests: 0,
  fiveHundreds: 0,
  failures: [],
});

let serial = 0;
const nextSerial = () => ++serial;

let addressCounter = 0;
/** Each request from its own address, so fuzzed sign-ins never throttle the re-sign-in. */
function nextAddress(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The answer, or 'timeout' when there is none within the limit. */
async function withinLimit<T>(work: Promise<T>, ms = TIME_LIMIT_MS): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function urlOf(op: Operation, probe: Probe): string {
  const path = op.url.replace(
    /:([A-Za-z0-9_]+)(\([^)]*\))?/g,
    (_, name: string) => probe.path[name] ?? '1',
  );
  const query = probe.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return query ? `${path}?${query}` : path;
}

type Request = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

function requestOf(op: Operation, probe: Probe): Request {
  const headers: Record<string, string> = { ...probe.headers };
  if (probe.payload !== undefined)
    headers['content-type'] = probe.contentType ?? 'application/json';
  return {
    method: op.method,
    url: urlOf(op, probe),
    headers,
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  };
}

/** Signs in from an address of its own, so the sign-ins of a long walk are never throttled. */
async function signInAgain(world: World, caller: Caller): Promise<Agent | null> {
  const agent = new Agent(world.app.fastify);
  const { email, password } = caller.account;
  const res = await agent.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  return res.statusCode === 200 ? agent : null;
}

/**
 * Gives the caller a new session. Fuzzing may have changed the account itself (a forced password
 * change, its password, …, through the admin and self-service routes): then, or when `restore`
 * says so, it is put back in the database first. Answers false when signing in still fails.
 */
async function renewSession(world: World, caller: Caller, restore: boolean): Promise<boolean> {
  if (restore) await world.app.restore(caller.account, false);
  let fresh = await signInAgain(world, caller);
  if (!fresh) {
    await world.app.restore(caller.account, true);
    fresh = await signInAgain(world, caller);
  }
  if (!fresh) return false;
  caller.agent.jar.clear();
  for (const [k, v] of fresh.jar) caller.agent.jar.set(k, v);
  return true;
}

function parsed(body: string): { error?: unknown; message?: unknown } | null {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/**
 * The previous probe ended the session (logout, a password reset: 401) or locked the account
 * behind a forced password change (403 password_change_required).
 */
function sessionLost(op: Operation, res: InjectResponse): 'ended' | 'locked' | null {
  if (op.public) return null;
  if (res.statusCode === 401) return 'ended';
  if (res.statusCode === 403 && parsed(res.body)?.error === 'password_change_required')
    return 'locked';
  return null;
}

async function sendOnce(step: Step, request: Request): Promise<InjectResponse | 'timeout'> {
  step.tally.requests++;
  const sent = step.caller.agent.request({
    ...request,
    method: request.method as InjectOptions['method'],
    remoteAddress: nextAddress(),
  });
  // The agent's app is the remote app (remote-app.ts), whose answers carry the cause too.
  // An app process that died gives no answer either.
  return withinLimit((sent as unknown as Promise<InjectResponse>).catch(() => 'timeout' as const));
}

/** Sends one probe (again after signing in anew if the session was lost); null on no answer. */
async function send(step: Step, op: Operation, probe: Probe): Promise<Answer | null> {
  const request = requestOf(op, probe);
  const started = performance.now();
  let res = await sendOnce(step, request);
  const lost = res === 'timeout' ? null : sessionLost(op, res);
  if (lost) {
    const renewed = await withinLimit(
      renewSession(step.fuzz.world, step.caller, lost === 'locked').catch(() => false),
      RENEW_LIMIT_MS,
    );
    if (renewed !== true) {
      step.frozen = true;
      const outcome = `could not sign in again as the ${step.tally.role}: the app was restarted`;
      step.tally.failures.push(failure(op, request.url, outcome, probe));
      return null;
    }
    res = await sendOnce(step, request);
  }
  if (res === 'timeout') {
    trace(step, op, probe, 'timeout', performance.now() - started);
    await noAnswer(step, op, probe, request.url);
    return null;
  }
  const answer = {
    status: res.statusCode,
    body: res.body,
    ms: performance.now() - started,
    cause: res.cause,
  };
  trace(step, op, probe, answer.status, answer.ms, answer.body);
  judge(step, op, probe, request.url, answer);
  return answer;
}

const shortUrl = (url: string) => (url.length > 140 ? `${url.slice(0, 140)}…` : url);

function failure(op: Operation, url: string, outcome: string, probe: Probe): Failure {
  const line = `${op.method} ${shortUrl(url)} → ${outcome} (${probe.label})`;
  return { operation: operationName(op), outcome, line };
}

/** FUZZ_TRACE=<file> writes every answer there (role, call, status, ms, input) for a closer look. */
function trace(
  step: Step,
  op: Operation,
  probe: Probe,
  status: number | string,
  ms: number,
  body = '',
) {
  const file = process.env.FUZZ_TRACE;
  if (!file) return;
  const answer = body.slice(0, 160).replace(/\s+/g, ' ');
  const row = [step.tally.role, operationName(op), status, Math.round(ms), probe.label, answer];
  appendFileSync(file, `${row.join('\t')}\n`);
}

async function noAnswer(step: Step, op: Operation, probe: Probe, url: string): Promise<void> {
  step.tally.failures.push(failure(op, url, `no answer within ${TIME_LIMIT_MS} ms`, probe));
  // The handler may hold the database (PGlite has one connection) or the event loop: if the app
  // no longer answers at all, every later probe would only wait out its limit too.
  const ready = await withinLimit(
    step.fuzz.world.app
      .inject({ method: 'GET', url: '/api/ready' })
      .catch(() => 'timeout' as const),
  );
  if (ready === 'timeout' || ready.statusCode !== 200) {
    step.frozen = true;
    const outcome = 'the app stopped answering (GET /api/ready too): killed';
    step.tally.failures.push(failure(op, url, outcome, probe));
  }
}

function judge(step: Step, op: Operation, probe: Probe, url: string, a: Answer): void {
  const body = parsed(a.body);
  const message = typeof body?.message === 'string' ? body.message : a.body.slice(0, 100);
  const failures = step.tally.failures;
  if (a.status >= 500) {
    step.tally.fiveHundreds++;
    const cause = a.cause ? ` [cause: ${a.cause}]` : '';
    failures.push(failure(op, url, `${a.status}: ${message}${cause}`, probe));
  } else if (
    a.status >= 400 &&
    (typeof body?.message !== 'string' || typeof body.error !== 'string')
  ) {
    const what = `${a.status}: body is not JSON { error, message }: ${a.body.slice(0, 100)}`;
    failures.push(failure(op, url, what, probe));
  }
  if (a.ms > TIME_LIMIT_MS)
    failures.push(failure(op, url, `${a.status} after ${Math.round(a.ms)} ms`, probe));
}

/** `date` plus `days` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Each operation's values, its date included: a week of dates from the first bookable day, so a
 * closure one operation makes does not close the day another books on.
 */
function plausibility(step: Step, existingId: number, opIndex: number): Plausibility {
  return {
    existingId,
    userId: step.caller.account.userId,
    password: step.caller.account.password,
    date: addDays(step.fuzz.date, opIndex % 7),
    nextSerial,
    seed: step.fuzz.seed + opIndex,
  };
}

const hasIdParam = (op: Operation) =>
  op.params.some((p) => p.in === 'path' && ['integer', 'number'].includes(kindOf(p.schema)));

/**
 * Sends the valid-looking request with each candidate id (1, then the caller's own id for the
 * self-service routes); answers the id that works best and whether the caller may use the
 * operation at all.
 */
async function baseline(
  step: Step,
  op: Operation,
  opIndex: number,
): Promise<{ existingId: number; allowed: boolean }> {
  const candidates = hasIdParam(op) ? [...new Set([1, step.caller.account.userId])] : [1];
  const answers: { id: number; status: number }[] = [];
  for (const id of candidates) {
    if (step.frozen) break;
    const answer = await send(step, op, baseProbe(op, plausibility(step, id, opIndex)));
    answers.push({ id, status: answer?.status ?? 0 });
  }
  const best =
    answers.find((a) => a.status > 0 && a.status < 400) ??
    answers.find((a) => ![0, 401, 403, 404].includes(a.status)) ??
    answers[0];
  return {
    existingId: best?.id ?? 1,
    allowed: answers.some((a) => ![401, 403].includes(a.status)),
  };
}

async function fuzzOperation(step: Step, op: Operation, opIndex: number): Promise<void> {
  step.tally.operations++;
  // Each operation starts from the caller's own account as it was (roles, e-mail, status): the
  // previous one may have changed it, and a caller without its roles would only see 403s.
  if ((await withinLimit(step.fuzz.world.app.restore(step.caller.account, false))) === 'timeout') {
    step.frozen = true;
    const outcome = 'the app stopped answering (putting the caller back timed out): killed';
    step.tally.failures.push({
      operation: operationName(op),
      outcome,
      line: `${operationName(op)} → ${outcome}`,
    });
    return;
  }
  const { existingId, allowed } = await baseline(step, op, opIndex);
  const limits = allowed ? ALLOWED : FORBIDDEN;
  for (const probe of fuzzProbes(op, plausibility(step, existingId, opIndex), limits)) {
    if (step.frozen) return;
    await send(step, op, probe);
  }
}

/** Creation first, deletion last: rows made early give later probes something to reach. */
export function walkOrder(ops: Operation[]): Operation[] {
  const rank = (op: Operation) => (op.method === 'POST' ? 0 : op.method === 'DELETE' ? 2 : 1);
  return [...ops].sort((a, b) => rank(a) - rank(b));
}

/**
 * Sends every creating call's valid-looking request once as the admin, so that rows with id 1
 * exist for the walks (sand traps, bookings, service requests, … beyond the demo data).
 */
async function prime(fuzz: Fuzz, ops: Operation[], tally: Tally): Promise<boolean> {
  const step: Step = { fuzz, caller: fuzz.world.callers.admin, tally, frozen: false };
  for (const [i, op] of walkOrder(ops).entries()) {
    if (step.frozen) return false;
    if (op.method === 'POST') await send(step, op, baseProbe(op, plausibility(step, 1, i)));
  }
  return !step.frozen;
}

/** Kills the app that stopped answering and starts (and primes) a fresh one; false past the limit. */
async function restart(fuzz: Fuzz, ops: Operation[], admin: Tally): Promise<boolean> {
  await fuzz.world.app.kill();
  while (fuzz.restarts < MAX_RESTARTS) {
    fuzz.restarts++;
    fuzz.world = await fuzz.start();
    if (await prime(fuzz, ops, admin)) return true;
    await fuzz.world.app.kill();
  }
  const outcome = `the walk stopped: the app stopped answering ${MAX_RESTARTS + 1} times`;
  admin.failures.push({ operation: '-', outcome, line: outcome });
  return false;
}

/**
 * The member walks first: the admin's walk ends with deletions (courses, …) that would leave the
 * member's tee-sheet calls nothing to reach.
 */
export async function fuzzAll(fuzz: Fuzz, ops: Operation[]): Promise<Tally[]> {
  const tallies = [newTally('member'), newTally('admin')];
  const admin = tallies[1]!;
  if (!(await prime(fuzz, ops, admin)) && !(await restart(fuzz, ops, admin))) return tallies;
  for (const tally of tallies) {
    for (const [i, op] of walkOrder(ops).entries()) {
      const step: Step = { fuzz, caller: fuzz.world.callers[tally.role], tally, frozen: false };
      await fuzzOperation(step, op, i);
      if (step.frozen && !(await restart(fuzz, ops, admin))) return tallies;
    }
  }
  return tallies;
}

export const summary = (t: Tally, seed: number): string =>
  `fuzz: ${t.operations} operations, ${t.requests} requests, ${t.fiveHundreds} 5xx (${t.role}, seed ${seed})`;

/** Failures grouped by what went wrong (status, message, cause), with the operations hit. */
export function byOutcome(failures: Failure[]): string[] {
  const groups = new Map<string, { count: number; operations: Set<string> }>();
  for (const f of failures) {
    const outcome = f.outcome.replace(/\d+ ms/g, 'N ms').replace(/"-?\d+"/g, '"<n>"');
    const group = groups.get(outcome) ?? { count: 0, operations: new Set<string>() };
    group.count++;
    group.operations.add(f.operation);
    groups.set(outcome, group);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([outcome, g]) => `${g.count}× ${outcome}\n    in ${[...g.operations].join(', ')}`);
}
