import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ConfigError, loadConfig } from '../src/config';
import { createMailer, MailNotConfiguredError } from '../src/plugins/platform/mail';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

type Received = { from: string; to: string[]; raw: string; user: string | null };

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. */
async function startSmtpServer(opts: { user?: string; pass?: string; refuse?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: opts.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass)
        cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, cb) {
      if (address.address === opts.refuse) cb(new Error('Mailbox unavailable'));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: (session.user as string | undefined) ?? null,
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
    async next(count: number): Promise<Received> {
      for (let i = 0; i < 250 && received.length < count; i++)
        await new Promise((r) => setTimeout(r, 20));
      if (received.length < count) throw new Error('no message arrived');
      return received[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text part as written: quoted-printable soft line breaks and escapes undone. */
const bodyText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP adapter', () => {
  test('delivers a message over the SMTP wire protocol', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Fairway <no-reply@club.example.org>',
    });
    try {
      await mailer.send({
        to: 'player@example.org',
        subject: 'Tee time confirmed',
        text: 'See you on the first tee at 09:10.',
      });
      const msg = await smtp.next(1);
      expect(msg.from).toBe('no-reply@club.example.org');
      expect(msg.to).toEqual(['player@example.org']);
      expect(msg.raw).toMatch(/^Subject: Tee time confirmed\r?$/m);
      expect(msg.raw).toMatch(/^From: Fairway <no-reply@club\.example\.org>\r?$/m);
      expect(bodyText(msg.raw)).toContain('See you on the first tee at 09:10.');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  test('signs in with the credentials in SMTP_URL', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret' });
    const good = createMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'no-reply@club.example.org',
    });
    const bad = createMailer({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@club.example.org',
    });
    try {
      await good.send({ to: 'a@example.org', subject: 'Hi', text: 'Hello' });
      expect((await smtp.next(1)).user).toBe('mailer');
      await expect(bad.send({ to: 'a@example.org', subject: 'Hi', text: 'Hello' })).rejects.toThrow(
        /Invalid/,
      );
    } finally {
      await good.close();
      await bad.close();
      await smtp.close();
    }
  });

  test('a refused recipient is an error the caller sees', async () => {
    const smtp = await startSmtpServer({ refuse: 'gone@example.org' });
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'no-reply@club.example.org',
    });
    try {
      await expect(
        mailer.send({ to: 'gone@example.org', subject: 'Hi', text: 'Hello' }),
      ).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  test('without SMTP configured, sending says so', async () => {
    const mailer = createMailer(loadConfig({} as NodeJS.ProcessEnv).mail);
    expect(mailer.configured).toBe(false);
    await expect(
      mailer.send({ to: 'a@example.org', subject: 'Hi', text: 'Hello' }),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
    await expect(
      mailer.send({ to: 'a@example.org', subject: 'Hi', text: 'Hello' }),
    ).rejects.toThrow(/not configured/);
  });

  test('a bad SMTP_URL stops the start with a clear message', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' } as NodeJS.ProcessEnv)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' } as NodeJS.ProcessEnv)).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});

describe('forgot password by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Fairway <no-reply@club.example.org>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('the reset link arrives by e-mail and sets a new password', async () => {
    const admin = await signIn(t.app);
    const orgId = (await admin.get('/api/user/current')).json().organization_id;
    await createUserAndSignIn(t.app, orgId, 'lost.key@example.org', ['member']);

    const res = await new Agent(t.app).post('/api/auth/forgot-password', {
      email: 'lost.key@example.org',
    });
    expect(res.statusCode).toBe(202);
    const msg = await smtp.next(1);
    expect(msg.to).toEqual(['lost.key@example.org']);
    expect(msg.raw).toMatch(/^Subject: Reset your My Golf Club password\r?$/m);
    const base = t.app.config.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const link = bodyText(msg.raw).match(new RegExp(`${base}/reset-password/([A-Za-z0-9_-]+)`));
    expect(link).not.toBeNull();
    const id = link![1]!;

    const anonymous = new Agent(t.app);
    expect((await anonymous.get(`/api/password-reset/${id}`)).json().email).toBe(
      'l***@example.org',
    );
    expect(
      (await anonymous.post(`/api/password-reset/${id}`, { password: 'Found-My-Key-8' }))
        .statusCode,
    ).toBe(200);
    await signIn(t.app, 'lost.key@example.org', 'Found-My-Key-8');

    // An unknown address sends nothing.
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'stranger@example.org' });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received).toHaveLength(1);
  });
});
