/**
 * The receipt of an order by e-mail (POST /orders/{id}/receipt). The call queues a job after its
 * transaction; the job reads the order again and sends it in the club's e-mail layout, so the
 * e-mail shows the order as it stands when it goes out.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderDetails } from '@fairway/shared-api/contract';
import { MailNotConfiguredError } from '../../../plugins/platform/mail';
import { clubMail, renderEmail, type ClubBrand, type EmailContent } from '../../notifications';
import { readSection } from '../../settings';
import { formatAmount } from './common';
import { detailsOf, readOrder } from './orders';

export const RECEIPT_JOB = 'shop.receipt';
export type ReceiptJob = { order_id: number; email: string };
export type ReceiptResult = { sent: true } | { sent: false; reason: string };

const METHODS: Record<string, string> = { cash: 'Cash', card: 'Card', account: 'Member account' };

function dateIn(timeZone: string, at: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
}

/** The receipt's content: a line per item, the total, what was paid and refunded. */
export function receiptEmail(
  brand: ClubBrand,
  timeZone: string,
  currency: string,
  order: OrderDetails,
): EmailContent {
  const money = (minor: number) => `${formatAmount(minor)} ${currency}`;
  const details: [string, string][] = [
    ['Order', `#${order.id}`],
    ['Date', dateIn(timeZone, order.created_at)],
    ...order.items.map((i): [string, string] => [
      `${i.item_name} × ${i.quantity}`,
      money(i.line_total),
    ]),
    ['Total', money(order.total)],
  ];
  if (order.paid_amount > 0) {
    const how = order.payment_method ? ` (${METHODS[order.payment_method]})` : '';
    details.push([`Paid${how}`, money(order.paid_amount)]);
  }
  if (order.refunded_amount > 0) details.push(['Refunded', money(order.refunded_amount)]);
  const firstName = order.user?.name.split(' ')[0];
  return {
    subject: `Your receipt for order #${order.id} at ${brand.name}`,
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: [
      order.status === 'pending'
        ? 'Here is your order. It is not paid yet.'
        : 'Thank you for shopping with us. Here is your receipt.',
    ],
    details,
  };
}

async function sendReceipt(
  app: FastifyInstance,
  organizationId: number,
  job: ReceiptJob,
): Promise<ReceiptResult> {
  const message = await app.withOrg(organizationId, async (tx) => {
    const order = await readOrder(tx, job.order_id);
    if (!order) return null;
    const { brand, timeZone } = await clubMail(app, tx, organizationId);
    const { currency } = await readSection(tx, 'app');
    const rendered = renderEmail(
      brand,
      receiptEmail(brand, timeZone, currency, await detailsOf(tx, order)),
    );
    return { to: job.email, ...(brand.replyTo ? { replyTo: brand.replyTo } : {}), ...rendered };
  });
  if (!message) return { sent: false, reason: 'The order no longer exists' };
  try {
    await app.mail.send(message);
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return { sent: false, reason: err.message };
    throw err;
  }
  return { sent: true };
}

/** Defines the receipt job when the shop's routes register. */
export function defineReceiptJob(app: FastifyInstance): void {
  app.jobs.define<ReceiptJob>(
    RECEIPT_JOB,
    async (data, ctx) => {
      if (ctx.organizationId === null) return { sent: false, reason: 'No organization' };
      return sendReceipt(app, ctx.organizationId, data);
    },
    { attempts: 5, backoffMs: 30_000 },
  );
}

/** Queues the receipt; call it after the call's transaction has committed. */
export async function queueReceipt(
  app: FastifyInstance,
  organizationId: number,
  userId: number,
  job: ReceiptJob,
): Promise<void> {
  await app.jobs.enqueue<ReceiptJob>(RECEIPT_JOB, job, { organizationId, userId });
}
