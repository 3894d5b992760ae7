import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../../config';

export type MailConfig = AppConfig['mail'];

export type MailAttachment = {
  /** The file name the reader sees, e.g. tee-time.ics. */
  name: string;
  content: string | Buffer;
  /** e.g. text/calendar; method=PUBLISH */
  contentType: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text part, always sent. */
  text: string;
  /** The HTML alternative, when there is one. */
  html?: string;
  attachments?: MailAttachment[];
  /** Where answers go (the club's reply_to_email). */
  replyTo?: string;
};

export type Mailer = {
  readonly configured: boolean;
  /** Delivers one message; rejects with MailNotConfiguredError when SMTP is not set up. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export class MailNotConfiguredError extends Error {
  constructor() {
    super('E-mail is not configured: set SMTP_URL and MAIL_FROM to send messages');
    this.name = 'MailNotConfiguredError';
  }
}

/** The SMTP adapter (nodemailer). Without SMTP_URL and MAIL_FROM every send fails with MailNotConfiguredError. */
export function createMailer(config: MailConfig): Mailer {
  const { smtpUrl, from } = config;
  if (!smtpUrl || !from) {
    return {
      configured: false,
      send: () => Promise.reject(new MailNotConfiguredError()),
      close: async () => undefined,
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    configured: true,
    send: async (message) => {
      const { attachments, ...rest } = message;
      const sending = transport.sendMail({
        from,
        ...rest,
        attachments: attachments?.map((a) => ({
          filename: a.name,
          content: a.content,
          contentType: a.contentType,
        })),
      });
      inFlight.add(sending);
      try {
        await sending;
      } finally {
        inFlight.delete(sending);
      }
    },
    close: async () => {
      await Promise.allSettled(inFlight);
      transport.close();
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Decorates app.mail from config.mail (the options override it in tests). Messages in flight finish before close. */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { config?: MailConfig }) => {
    const mailer = createMailer(opts.config ?? app.config.mail);
    if (!mailer.configured)
      app.log.info(
        'E-mail is not configured (SMTP_URL, MAIL_FROM): messages such as password resets are not sent',
      );
    app.decorate('mail', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mail', dependencies: ['config'] },
);
