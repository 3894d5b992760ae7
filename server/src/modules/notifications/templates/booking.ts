/** The tee-sheet notices: what the bell says and what the e-mail says, from one booking's facts. */
import { portalLink, type ClubBrand, type EmailContent } from './layout';

/** What a booking notice stores in its data (and all its e-mail needs). */
export type BookingNotice = {
  booking_id: number;
  course_name: string;
  /** YYYY-MM-DD and HH:MM on the club's clock. */
  date: string;
  start_time: string;
  /** 10 for a crossover start from the 10th tee; absent for the 1st. */
  start_tee?: number;
  player_count: number;
  /** Before a move. */
  previous_date?: string;
  previous_start_time?: string;
  /** Staff did it (for the member, not by them). */
  by_staff: boolean;
  /** How long the calendar entry lasts. */
  round_minutes?: number;
  /** The calendar entry's version (SEQUENCE): set by notify(), one more for each notice of the booking. */
  sequence?: number;
};

export type BookingKind = 'booking_confirmed' | 'booking_changed' | 'booking_cancelled';

/** Where a member sees their bookings in the portal. */
export const BOOKINGS_PATH = '/courses/my-bookings';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Thursday 14 May 2026: a calendar date, so no time zone shifts it (and no ICU version changes it). */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const when = (date: string, time: string) => `${longDate(date)} at ${time}`;
/** The start time, naming the tee only for a 10th-tee start. */
const startOf = (n: BookingNotice) =>
  n.start_tee === 10 ? `${n.start_time} from the 10th tee` : n.start_time;
const players = (n: number) => (n === 1 ? '1 player' : `${n} players`);

export function bookingInApp(
  kind: BookingKind,
  n: BookingNotice,
): { title: string; body: string; link: string } {
  const at = when(n.date, startOf(n));
  switch (kind) {
    case 'booking_confirmed':
      return {
        title: `Tee time booked: ${n.course_name}`,
        body: `${n.by_staff ? 'The club booked a tee time for you' : 'Your tee time is booked'}: ${at}, ${players(n.player_count)}.`,
        link: BOOKINGS_PATH,
      };
    case 'booking_changed':
      return {
        title: `Tee time changed: ${n.course_name}`,
        body:
          n.previous_date && n.previous_start_time
            ? `Your tee time moved from ${when(n.previous_date, n.previous_start_time)} to ${at}.`
            : `Your tee time on ${at} was changed: ${players(n.player_count)}.`,
        link: BOOKINGS_PATH,
      };
    case 'booking_cancelled':
      return {
        title: `Tee time cancelled: ${n.course_name}`,
        body: `${n.by_staff ? 'The club cancelled your tee time' : 'Your tee time was cancelled'}: ${at}.`,
        link: BOOKINGS_PATH,
      };
  }
}

const SUBJECTS: Record<BookingKind, (n: BookingNotice) => string> = {
  booking_confirmed: (n) => `Your tee time on ${longDate(n.date)} at ${startOf(n)} is booked`,
  booking_changed: (n) => `Your tee time is now ${longDate(n.date)} at ${startOf(n)}`,
  booking_cancelled: (n) => `Your tee time on ${longDate(n.date)} at ${startOf(n)} is cancelled`,
};

export function bookingEmail(
  kind: BookingKind,
  brand: ClubBrand,
  firstName: string | null,
  n: BookingNotice,
): EmailContent {
  const { body } = bookingInApp(kind, n);
  return {
    subject: SUBJECTS[kind](n),
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: [body],
    details: [
      ['Course', n.course_name],
      ['Date', longDate(n.date)],
      ['Time', startOf(n)],
      ['Players', String(n.player_count)],
    ],
    action: { label: 'See your bookings', url: portalLink(brand, BOOKINGS_PATH) },
    footnote:
      kind === 'booking_cancelled'
        ? 'Questions? Reply to this e-mail to reach the club.'
        : 'The attached calendar entry adds the tee time to your calendar.',
  };
}
