/**
 * The property notices (docs/property.md): a house stay confirmed or cancelled, and a household's
 * maintenance job resolved. What the bell says and what the e-mail says, from the notice's facts.
 */
import { formatAmount } from '../../../lib/money';
import { longDate } from './booking';
import { portalLink, type ClubBrand, type EmailContent } from './layout';

export type PropertyKind =
  'house_booking.confirmed' | 'house_booking.cancelled' | 'maintenance.resolved';

/** What a house-stay notice stores in its data (flat, as notification data must be). */
export type HouseBookingNotice = {
  booking_id: number;
  house_name: string;
  listing_title: string;
  /** YYYY-MM-DD: the first night and the morning of leaving. */
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  /** Minor units, from the ledger when the notice was written. */
  total_amount: number;
  amount_due: number;
  /** HH:MM, when the listing says. */
  check_in_time?: string | null;
  check_out_time?: string | null;
};

/** What the maintenance module sends once a job is resolved. */
export type MaintenanceResolvedNotice = {
  maintenance_id: number;
  title: string;
  house_name: string;
  /** Minor units, or null when the job had no cost. */
  cost: number | null;
};

export type PropertyNotice = HouseBookingNotice | MaintenanceResolvedNotice;

/** Where a guest sees their stays, and a household its house and its jobs. */
export const HOUSE_STAYS_PATH = '/rentals/houses';
export const MY_HOUSE_PATH = '/rentals/my-house';

const TITLE_MAX = 120;
const fit = (title: string) =>
  title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
const nightsOf = (n: number) => (n === 1 ? '1 night' : `${n} nights`);
const guestsOf = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

export const isPropertyKind = (kind: string): kind is PropertyKind =>
  kind === 'house_booking.confirmed' ||
  kind === 'house_booking.cancelled' ||
  kind === 'maintenance.resolved';

export function propertyInApp(
  kind: PropertyKind,
  data: PropertyNotice,
): { title: string; body: string; link: string } {
  const text = inAppText(kind, data);
  return { ...text, title: fit(text.title) };
}

function inAppText(
  kind: PropertyKind,
  data: PropertyNotice,
): { title: string; body: string; link: string } {
  if (kind === 'maintenance.resolved') {
    const n = data as MaintenanceResolvedNotice;
    return {
      title: `${n.title} at ${n.house_name} is done`,
      body:
        n.cost !== null && n.cost > 0
          ? `${n.title} at ${n.house_name} is resolved. It cost ${formatAmount(n.cost)}.`
          : `${n.title} at ${n.house_name} is resolved.`,
      link: MY_HOUSE_PATH,
    };
  }
  const n = data as HouseBookingNotice;
  const stay = `${longDate(n.check_in)} to ${longDate(n.check_out)}`;
  if (kind === 'house_booking.confirmed')
    return {
      title: `Your stay at ${n.house_name} is confirmed`,
      body:
        `${n.listing_title}: ${stay}, ${nightsOf(n.nights)} for ${guestsOf(n.guests)}.` +
        (n.amount_due > 0 ? ` ${formatAmount(n.amount_due)} is still due.` : ''),
      link: HOUSE_STAYS_PATH,
    };
  return {
    title: `Your stay at ${n.house_name} is cancelled`,
    body: `${n.listing_title}: ${stay} is cancelled; nothing more is due for it.`,
    link: HOUSE_STAYS_PATH,
  };
}

const SUBJECTS: Record<PropertyKind, (data: PropertyNotice) => string> = {
  'house_booking.confirmed': (d) =>
    `Confirmed: your stay at ${(d as HouseBookingNotice).house_name}`,
  'house_booking.cancelled': (d) =>
    `Cancelled: your stay at ${(d as HouseBookingNotice).house_name}`,
  'maintenance.resolved': (d) => `Done: ${(d as MaintenanceResolvedNotice).title}`,
};

export function propertyEmail(
  kind: PropertyKind,
  brand: ClubBrand,
  firstName: string | null,
  data: PropertyNotice,
): EmailContent {
  const { body, link } = propertyInApp(kind, data);
  const details: [string, string][] = [];
  if (kind === 'maintenance.resolved') {
    const n = data as MaintenanceResolvedNotice;
    details.push(['House', n.house_name], ['Job', n.title]);
    if (n.cost !== null) details.push(['Cost', formatAmount(n.cost)]);
  } else {
    const n = data as HouseBookingNotice;
    details.push(
      ['House', n.house_name],
      ['Arrive', `${longDate(n.check_in)}${n.check_in_time ? ` from ${n.check_in_time}` : ''}`],
      ['Leave', `${longDate(n.check_out)}${n.check_out_time ? ` by ${n.check_out_time}` : ''}`],
      ['Guests', String(n.guests)],
      ['Total', formatAmount(n.total_amount)],
    );
    if (kind === 'house_booking.confirmed') details.push(['Due', formatAmount(n.amount_due)]);
  }
  return {
    subject: SUBJECTS[kind](data),
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: [body],
    details,
    action: {
      label: kind === 'maintenance.resolved' ? 'See my house' : 'See my stays',
      url: portalLink(brand, link),
    },
    ...(kind === 'house_booking.cancelled'
      ? { footnote: 'Questions? Reply to this e-mail or ask at the club.' }
      : {}),
  };
}
