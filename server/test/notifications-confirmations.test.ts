import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Confirmations by e-mail with a calendar entry on book, move and cancel, whoever did it (the
// member or staff), over a real SMTP server on 127.0.0.1; and the waitlist offer's e-mail. One
// booking keeps one UID in every calendar entry; each new version has a higher SEQUENCE, and the
// cancellation is METHOD:CANCEL.

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

type Part = { headers: string; body: string };

/** The leaf parts of a MIME message, each body decoded (base64 or quoted-printable). */
function partsOf(raw: string): Part[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  let chunks = [raw];
  for (const b of boundaries)
    chunks = chunks.flatMap((c) =>
      c.split(new RegExp(`\\r?\\n--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?`)),
    );
  return chunks
    .map((c) => {
      const at = c.search(/\r?\n\r?\n/);
      return at < 0
        ? null
        : { headers: c.slice(0, at), body: c.slice(at).replace(/^\r?\n\r?\n/, '') };
    })
    .filter(
      (p): p is Part =>
        p !== null && /content-type:/i.test(p.headers) && !/multipart\//i.test(p.headers),
    )
    .map(({ headers, body }) => ({
      headers,
      body: /content-transfer-encoding:\s*base64/i.test(headers)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : /content-transfer-encoding:\s*quoted-printable/i.test(headers)
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8')
          : body,
    }));
}

const partOf = (raw: string, type: RegExp) => {
  const part = partsOf(raw).find((p) => type.test(p.headers));
  if (!part) throw new Error(`no ${type} part`);
  return part;
};

// Wednesday 10 June 2026, 09:00 in London (BST, UTC+1).
const NOW = new Date('2026-06-10T08:00:00Z');
const TB = '/api/settings/tee-time-bookings';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let course: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    now: () => NOW,
    publicUrl: 'https://club.example.org',
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Fairway <no-reply@club.example.org>' },
  });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'confirmed', 3);
  course = await seedCourse(app, orgId, { name: 'Confirmation Links', ...OLD_COURSE });
  expect(
    (
      await admin.put('/api/settings/settings/email-notifications-enabled', {
        email_notifications_enabled: true,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The e-mails that arrive for `email` while `action` runs (the e-mail jobs drained). */
async function mailsOf(email: string, action: () => Promise<unknown>): Promise<Received[]> {
  const before = smtp.received.length;
  await action();
  await app.jobs.drain();
  return smtp.received.slice(before).filter((m) => m.to.includes(email));
}

const icsOfMail = (m: Received) => partOf(m.raw, /text\/calendar/);
const field = (ics: string, name: string) =>
  new RegExp(`\\r\\n${name}:([^\\r]*)\\r\\n`).exec(ics)?.[1];

test('a member booking, staff moving it and the member cancelling it each e-mail the member one calendar entry: one UID, a growing SEQUENCE, CANCEL last', async () => {
  const golfer = members[0]!;
  const agent = await signInMember(app, golfer);
  let id = 0;
  const [booked] = await mailsOf(golfer.email, async () => {
    const res = await agent.post(`${TB}/book`, {
      course_id: course,
      date: '2026-06-12',
      start_time: '10:00',
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
  });
  const uid = `tee-time-booking-${id}@club.example.org`;
  const first = icsOfMail(booked!);
  expect(first.headers).toMatch(/method=PUBLISH/i);
  expect(field(first.body, 'METHOD')).toBe('PUBLISH');
  expect(field(first.body, 'UID')).toBe(uid);
  expect(field(first.body, 'SEQUENCE')).toBe('0');

  const [moved] = await mailsOf(golfer.email, async () => {
    expect((await admin.put(`${TB}/${id}`, { start_time: '11:00' })).statusCode).toBe(200);
  });
  expect(moved!.raw).toMatch(/^Subject: Your tee time is now Friday 12 June 2026 at 11:00\r?$/m);
  const second = icsOfMail(moved!).body;
  expect(field(second, 'METHOD')).toBe('PUBLISH');
  expect(field(second, 'UID')).toBe(uid);
  expect(field(second, 'SEQUENCE')).toBe('1');
  // 11:00 in London is 10:00 UTC.
  expect(field(second, 'DTSTART')).toBe('20260612T100000Z');

  const [cancelled] = await mailsOf(golfer.email, async () => {
    expect((await agent.delete(`${TB}/${id}`)).statusCode).toBe(200);
  });
  expect(cancelled).toBeDefined();
  expect(cancelled!.raw).toMatch(
    /^Subject: Your tee time on Friday 12 June 2026 at 11:00 is cancelled\r?$/m,
  );
  const third = icsOfMail(cancelled!);
  expect(third.headers).toMatch(/method=CANCEL/i);
  expect(field(third.body, 'METHOD')).toBe('CANCEL');
  expect(field(third.body, 'STATUS')).toBe('CANCELLED');
  expect(field(third.body, 'UID')).toBe(uid);
  expect(field(third.body, 'SEQUENCE')).toBe('2');
});

test('staff booking for a member and cancelling it e-mail the member each time', async () => {
  const golfer = members[1]!;
  let id = 0;
  const [booked] = await mailsOf(golfer.email, async () => {
    const res = await admin.post(`${TB}/book`, {
      course_id: course,
      date: '2026-06-12',
      start_time: '12:00',
      user_id: golfer.id,
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
  });
  expect(partOf(booked!.raw, /text\/plain/).body).toContain('The club booked a tee time for you');
  expect(field(icsOfMail(booked!).body, 'METHOD')).toBe('PUBLISH');
  const [cancelled] = await mailsOf(golfer.email, () => admin.delete(`${TB}/${id}`));
  expect(partOf(cancelled!.raw, /text\/plain/).body).toContain('The club cancelled your tee time');
  const ics = icsOfMail(cancelled!).body;
  expect(field(ics, 'METHOD')).toBe('CANCEL');
  expect(field(ics, 'UID')).toBe(`tee-time-booking-${id}@club.example.org`);
  expect(field(ics, 'SEQUENCE')).toBe('1');
});

test('a waitlist offer e-mails the member the time, how long it is held and a link to accept it', async () => {
  const [owner, waiter] = [members[2]!, members[1]!];
  const full = await admin.post(`${TB}/book`, {
    course_id: course,
    date: '2026-06-12',
    start_time: '14:00',
    user_id: owner.id,
    players: [
      { user_id: owner.id },
      { guest_name: 'Guest A' },
      { guest_name: 'Guest B' },
      { guest_name: 'Guest C' },
    ],
  });
  expect(full.statusCode).toBe(201);
  const agent = await signInMember(app, waiter);
  const entry = await agent.post('/api/settings/tee-time-waitlist', {
    course_id: course,
    date: '2026-06-12',
    from_time: '14:00',
  });
  expect(entry.statusCode).toBe(201);
  await app.jobs.drain();
  const before = smtp.received.length;
  expect((await admin.delete(`${TB}/${full.json().id}`)).statusCode).toBe(200);
  // The offer's expiry is a job due in 15 minutes, so wait for the e-mail itself.
  const until = Date.now() + 15_000;
  const offerMail = () =>
    smtp.received
      .slice(before)
      .find((m) => m.to.includes(waiter.email) && /free for you/.test(m.raw));
  while (!offerMail() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  const mail = offerMail();
  expect(mail).toBeDefined();
  expect(mail!.raw).toMatch(
    /^Subject: A tee time is free for you: Friday 12 June 2026 at 14:00\r?$/m,
  );
  const text = partOf(mail!.raw, /text\/plain/).body;
  expect(text).toContain('We are holding it for you for 15 minutes, until 09:15.');
  expect(text).toContain(
    `Accept the offer:\r\nhttps://club.example.org/courses/my-bookings?waitlist=${entry.json().id}`,
  );
});
