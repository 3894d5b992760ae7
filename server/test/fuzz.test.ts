/**
 * Fuzzes every /api operation of the live route table with bad input, as the admin and as a
 * member, and fails on any 5xx, any 4xx that is not a JSON `{ error, message }`, and any request
 * slower than 3 s.
 *
 * Inputs come from the OpenAPI document, which is generated from the zod schemas the routes
 * validate with: a valid-looking request per operation, then one field at a time replaced by a bad
 * value (test/fuzz/values.ts) or the whole body replaced (deep nesting, broken JSON, …). It is
 * deterministic: FUZZ_SEED (default below) fixes the fast-check draws. Run with LOG_LEVEL=error to
 * see the server's own log of each 500; the failure lines already name the error and where it
 * was thrown.
 *
 * The app (createTestApp with demo data) runs in a child process (fuzz/app-process.ts): a handler
 * that loops without yielding would freeze this process, timers and all, so no time limit could
 * end the test. A request without an answer is given up on after 3 s; an app that no longer
 * answers at all is killed and a fresh one takes over.
 *
 * Nothing is skipped but the docs UI (static files and the document itself). Calls that end the
 * fuzzing session (logout, a password reset or forced password change of the caller, …) are
 * followed by signing in again, putting the account back first if the fuzzing changed it.
 */
import { operationsOf, type Operation } from './fuzz/operations';
import { byOutcome, fuzzAll, summary, type Fuzz } from './fuzz/runner';
import { startWorld } from './fuzz/world';

const SEED = Number(process.env.FUZZ_SEED ?? 20260214);

/** Tomorrow (UTC): inside every booking window of the demo club. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let fuzz: Fuzz;
let ops: Operation[];

beforeAll(async () => {
  fuzz = {
    world: await startWorld(),
    start: startWorld,
    restarts: 0,
    seed: SEED,
    date: tomorrow(),
  };
  ops = operationsOf(fuzz.world.app.routes, fuzz.world.app.doc);
}, 90_000);

afterAll(() => fuzz?.world.app.close(), 30_000);

test('the walk covers the live route table', () => {
  const names = ops.map((op) => `${op.method} ${op.url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'POST /api/auth/login',
      'PUT /api/settings/courses/:id',
      'POST /api/settings/tee-time-bookings/book',
    ]),
  );
  expect(names.some((n) => n.includes('/api/docs'))).toBe(false);
  expect(ops.filter((op) => op.body !== null).length).toBeGreaterThan(30);
});

test('every operation answers bad input with a 4xx { error, message } within 3 s', async () => {
  const tallies = await fuzzAll(fuzz, ops);
  for (const t of tallies) console.log(summary(t, SEED));
  const failures = tallies.flatMap((t) => t.failures);
  if (failures.length > 0)
    console.log(`fuzz failures by cause:\n${byOutcome(failures).join('\n')}`);
  expect(failures.map((f) => f.line)).toEqual([]);
}, 600_000);
