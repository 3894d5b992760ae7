import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { hashPassword } from '../src/lib/passwords';
import { freshDatabase } from './helpers';

/**
 * A failing query is logged so that an operator can find the fault, but none of the values it
 * carried: not the password hash, the e-mail or the phone number, nor a value PostgreSQL quotes.
 */

const EMAIL = 'grace.secret@club.example';
const PHONE = '+44 7700 900123';
const PASSWORD = 'Correct-Horse-Battery-9';

let app: FastifyInstance;
let dropDatabase: () => Promise<void>;
let hash: string;
const lines: string[] = [];

beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const db = await freshDatabase();
  dropDatabase = db.drop;
  app = await buildApp(testConfig({ logLevel: 'info', database: db.config }), {
    logStream: stream,
  });
  // Two faults a real handler could hit: a NOT NULL violation on an insert with secrets as
  // parameters, and a data error whose message quotes the value.
  app.post('/api/test/failing-insert', { config: { public: true } }, async () => {
    await app.database.db.execute(
      sql`INSERT INTO users (email, phone, password_hash) VALUES (${EMAIL}, ${PHONE}, ${hash})`,
    );
    return {};
  });
  app.get('/api/test/failing-cast', { config: { public: true } }, async () => {
    await app.database.db.execute(sql`SELECT ${PASSWORD}::int AS n`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await dropDatabase();
});

const errorLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);

test('a failing insert is a 500 whose log names the fault without the hash, e-mail or phone', async () => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/test/failing-insert?email=${encodeURIComponent(EMAIL)}`,
    payload: { password: PASSWORD },
  });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain(hash);
  const [logged] = errorLines();
  expect(logged).toBeDefined();
  // What the operator needs is there …
  expect(JSON.stringify(logged.err)).toMatch(/INSERT INTO users/);
  expect(logged.err.cause?.code ?? logged.err.code).toMatch(/^[0-9A-Z]{5}$/);
  // … and no value the query carried, anywhere in the log.
  const all = lines.join('\n');
  for (const secret of [hash, hash.split('$').pop()!, EMAIL, PHONE, PASSWORD])
    expect(all).not.toContain(secret);
});

test("a data error's quoted value is not logged", async () => {
  lines.length = 0;
  const res = await app.inject({ method: 'GET', url: '/api/test/failing-cast' });
  expect(res.statusCode).toBe(500);
  const [logged] = errorLines();
  expect(JSON.stringify(logged.err)).toMatch(/invalid input syntax for type integer/);
  expect(lines.join('\n')).not.toContain(PASSWORD);
});
