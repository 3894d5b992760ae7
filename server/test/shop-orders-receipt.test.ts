/**
 * The receipt of an order goes out by e-mail through the job runner, in the club's layout: to the
 * customer by default, or to the address given.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { rowsOf } from '../src/db/client';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

type Received = { to: string[]; raw: string };

async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message's text, quoted-printable soft breaks and escapes undone. */
const textOf = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let member: Agent;
let orgId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    publicUrl: 'https://club.example.org',
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Fairway <no-reply@club.example.org>' },
  });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  member = await createUserAndSignIn(app, orgId, 'receipt@shop.test', ['member']);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

test('the receipt lists the lines, the total and the payment', async () => {
  const inventoryId = await app.withOrg(orgId, async (tx) => {
    const item = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_items (organization_id, name, sale_price)
        VALUES (${orgId}, 'Pro V1 balls', 2450) RETURNING id`),
    )[0]!;
    return rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_inventory (organization_id, item_id, purpose, quantity)
        VALUES (${orgId}, ${item.id}, 'sale', 5) RETURNING id`),
    )[0]!.id;
  });
  const order = (
    await member.post('/api/settings/orders', {
      items: [{ inventory_id: inventoryId, quantity: 2 }],
    })
  ).json();
  await member.post(`/api/settings/orders/${order.id}/pay`, { payment_method: 'account' });

  const res = await member.post(`/api/settings/orders/${order.id}/receipt`, {});
  expect(res.statusCode).toBe(202);
  await app.jobs.drain();
  expect(smtp.received).toHaveLength(1);
  const msg = smtp.received[0]!;
  expect(msg.to).toEqual(['receipt@shop.test']);
  expect(msg.raw).toMatch(new RegExp(`^Subject: Your receipt for order #${order.id} at `, 'm'));
  const text = textOf(msg.raw);
  expect(text).toContain('Hello Test,');
  expect(text).toContain('Pro V1 balls × 2: 49.00 GBP');
  expect(text).toContain('Total: 49.00 GBP');
  expect(text).toContain('Paid (Member account): 49.00 GBP');

  const copy = await admin.post(`/api/settings/orders/${order.id}/receipt`, {
    email: 'accounts@example.org',
  });
  expect(copy.statusCode).toBe(202);
  await app.jobs.drain();
  expect(smtp.received.at(-1)!.to).toEqual(['accounts@example.org']);
});
