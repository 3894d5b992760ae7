import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Notification } from '@fairway/shared-api/contract';
import { deliverEmail, icsOf } from '../src/modules/notifications';
import { emailAllowed } from '../src/modules/notifications/notify';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Notification e-mails over a real SMTP server on 127.0.0.1: the booking confirmation with its
// calendar entry, the club's name, links and reply-to address, HTML escaping, who gets e-mail
// (club flag, the kind's switch, the person's preference) and what happens without SMTP.

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

const notificationsOf = async (agent: Agent, userId: number) =>
  (await agent.get(`/api/settings/notifications/${userId}`)).json() as Notification[];

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
  members = await createMembers(app, orgId, 'golfer', 3);
  course = await seedCourse(app, orgId, { name: 'Old Course, East', ...OLD_COURSE });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('booking confirmation by e-mail', () => {
  test('is queued when a member books and arrives with the club, the link back, the reply-to and a calendar entry in UTC', async () => {
    expect(
      (
        await admin.put('/api/settings/settings/email-notifications-enabled', {
          email_notifications_enabled: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin.put('/api/settings/settings/site-name', { site_name: 'Links & <Greens>' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await admin.put('/api/settings/notifications', {
          reply_to_email: 'office@club.example.org',
        })
      ).statusCode,
    ).toBe(200);
    const golfer = members[0]!;
    const agent = await signInMember(app, golfer);
    const booked = await agent.post(`${TB}/book`, {
      course_id: course,
      date: '2026-06-11',
      start_time: '10:00',
    });
    expect(booked.statusCode).toBe(201);
    const before = smtp.received.length;
    // The e-mail is a job: it goes out after the answer, through the job runner.
    await app.jobs.drain();
    expect(smtp.received).toHaveLength(before + 1);
    const msg = smtp.received.at(-1)!;
    expect(msg.to).toEqual([golfer.email]);
    expect(msg.raw).toMatch(
      /^Subject: Your tee time on Thursday 11 June 2026 at 10:00 is booked\r?$/m,
    );
    expect(msg.raw).toMatch(/^Reply-To: office@club\.example\.org\r?$/m);

    const text = partOf(msg.raw, /text\/plain/).body;
    expect(text).toContain('Hello Golfer,');
    expect(text).toContain('Course: Old Course, East');
    expect(text).toContain('https://club.example.org/courses/my-bookings');
    expect(text).toContain('Links & <Greens>');

    const html = partOf(msg.raw, /text\/html/).body;
    expect(html).toContain('Links &amp; &lt;Greens&gt;');
    expect(html).not.toContain('<Greens>');
    expect(html).toContain('href="https://club.example.org/courses/my-bookings"');

    const calendar = partOf(msg.raw, /text\/calendar/);
    expect(calendar.headers).toMatch(/method=PUBLISH/i);
    const ics = calendar.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    // 10:00 in London in June is 09:00 UTC; a round lasts 270 minutes.
    expect(ics).toContain('\r\nDTSTART:20260611T090000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260611T133000Z\r\n');
    expect(ics).toContain(`\r\nUID:tee-time-booking-${booked.json().id}@club.example.org\r\n`);
    expect(ics).toContain('\r\nSUMMARY:Tee time: Old Course\\, East\r\n');
    expect(ics).toContain('\r\nLOCATION:Links & <Greens>\r\n');
  });

  test('without SMTP the notice is still in the portal and the job says why no mail went', async () => {
    const plain = await createTestApp({ now: () => NOW });
    try {
      const a = await signIn(plain.app);
      const club = (await a.get('/api/user/current')).json().organization_id;
      const [golfer] = await createMembers(plain.app, club, 'quiet', 1);
      const c = await seedCourse(plain.app, club, { name: 'Quiet Links', ...OLD_COURSE });
      const agent = await signInMember(plain.app, golfer!);
      await agent.post(`${TB}/book`, { course_id: c, date: '2026-06-11', start_time: '11:00' });
      const [notice] = await notificationsOf(agent, golfer!.id);
      expect(notice!.title).toBe('Tee time booked: Quiet Links');
      const result = await deliverEmail(plain.app, { notification_id: notice!.id }, club);
      expect(result).toEqual({ sent: false, reason: expect.stringMatching(/not configured/) });
    } finally {
      await plain.close();
    }
  });
});

describe('who gets e-mail', () => {
  const flag = '/api/settings/settings/email-notifications-enabled';
  const allowed = (kind: 'booking_confirmed' | 'booking_cancelled', ids: number[]) =>
    app.withOrg(orgId, (tx) => emailAllowed(app, tx, orgId, kind, ids));

  test('the club flag, the kind switch and the person preference all decide', async () => {
    const ids = [members[1]!.id, members[2]!.id];
    expect((await admin.put(flag, { email_notifications_enabled: false })).statusCode).toBe(200);
    expect([...(await allowed('booking_confirmed', ids))]).toEqual([]);

    expect((await admin.put(flag, { email_notifications_enabled: true })).statusCode).toBe(200);
    expect([...(await allowed('booking_confirmed', ids))].sort()).toEqual(ids.sort());

    expect(
      (await admin.put('/api/settings/notifications', { cancellation_email: false })).statusCode,
    ).toBe(200);
    expect([...(await allowed('booking_cancelled', ids))]).toEqual([]);
    expect([...(await allowed('booking_confirmed', ids))]).toHaveLength(2);

    const optOut = await signInMember(app, members[2]!);
    expect(
      (
        await optOut.put(`/api/settings/users/${members[2]!.id}/preferences`, {
          email_notifications: false,
        })
      ).statusCode,
    ).toBe(200);
    expect([...(await allowed('booking_confirmed', ids))]).toEqual([members[1]!.id]);
  });
});

describe('the calendar entry', () => {
  test('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const ics = icsOf({
      uid: 'booking-1@club.example.org',
      start: new Date('2026-01-15T08:00:00Z'),
      end: new Date('2026-01-15T12:30:00Z'),
      summary: `Tee time: ${'Königliche Golfanlage Süd; Platz 2, Runde\\Neu '.repeat(3)}`,
      location: 'Line one\nLine two',
      stamp: new Date('2026-01-01T00:00:00Z'),
    });
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'SUMMARY:Tee time: Königliche Golfanlage Süd\\; Platz 2\\, Runde\\\\Neu Königliche',
    );
    expect(unfolded).toContain('LOCATION:Line one\\nLine two\r\n');
    expect(unfolded).toContain('DTSTART:20260115T080000Z\r\n');
    expect(ics).not.toContain('\uFFFD');
  });
});
