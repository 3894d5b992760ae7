/**
 * The academy's notices (docs/academy.md, "Notices"): what the bell and the e-mail say when an
 * enrolment is approved, a session is cancelled or moved, a schedule is cancelled, and the day
 * before a session.
 */
import { longDate } from './booking';
import { portalLink, type ClubBrand, type EmailContent } from './layout';

export type AcademyKind =
  | 'academy_enrollment_approved'
  | 'academy_session_cancelled'
  | 'academy_session_moved'
  | 'academy_schedule_cancelled'
  | 'academy_session_reminder';

/**
 * What an academy notice stores in its data (and all its e-mail needs). Dates are YYYY-MM-DD and
 * times HH:MM on the club's calendar and clock.
 */
export type AcademyNotice = {
  schedule_id: number;
  schedule_name: string;
  /** The schedule's first and last day. */
  start_date: string;
  end_date: string;
  trainer_name: string;
  location?: string | null;
  enrollment_id?: number;
  /** The session told of (or, for an approval, the next session when there is one). */
  session_id?: number;
  session_number?: number;
  date?: string;
  start_time?: string;
  end_time?: string;
  /** Why a session or schedule was cancelled. */
  reason?: string | null;
};

/** The member's academy screen: enrolments, next sessions, progress. */
export const ACADEMY_PATH = '/academy/mine';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Tue 1 Dec: a calendar date, so no time zone shifts it. */
export function shortDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "Session 2 of Winter short game", or the schedule's name alone without a session. */
const sessionOf = (n: AcademyNotice) =>
  n.session_number ? `Session ${n.session_number} of ${n.schedule_name}` : n.schedule_name;
/** "on Tue 1 Dec at 10:00", or nothing without a date. */
const onAt = (n: AcademyNotice) =>
  n.date && n.start_time ? ` on ${shortDate(n.date)} at ${n.start_time}` : '';
const runs = (n: AcademyNotice) =>
  n.start_date === n.end_date
    ? `on ${shortDate(n.start_date)}`
    : `from ${shortDate(n.start_date)} to ${shortDate(n.end_date)}`;
const because = (reason: string | null | undefined) => (reason ? ` Reason: ${reason}.` : '');

/** A title fits the bell's 120 characters (a schedule's name alone may take 120). */
const TITLE_MAX = 120;
const fit = (title: string) =>
  title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;

export function academyInApp(
  kind: AcademyKind,
  n: AcademyNotice,
): { title: string; body: string; link: string } {
  const text = inAppText(kind, n);
  return { ...text, title: fit(text.title) };
}

function inAppText(
  kind: AcademyKind,
  n: AcademyNotice,
): { title: string; body: string; link: string } {
  const link = ACADEMY_PATH;
  switch (kind) {
    case 'academy_enrollment_approved':
      return {
        title: `Your place in ${n.schedule_name} is confirmed`,
        body: n.date
          ? `${n.schedule_name} runs ${runs(n)}. Your first session is${onAt(n)}.`
          : `${n.schedule_name} runs ${runs(n)}.`,
        link,
      };
    case 'academy_session_cancelled':
      return {
        title: `${sessionOf(n)}${onAt(n)} is cancelled`,
        body: `${sessionOf(n)}${onAt(n)} will not take place.${because(n.reason)}`,
        link,
      };
    case 'academy_session_moved':
      return {
        title: `${sessionOf(n)} has moved`,
        body: `${sessionOf(n)} is now${onAt(n)}${n.end_time ? ` until ${n.end_time}` : ''}.`,
        link,
      };
    case 'academy_schedule_cancelled':
      return {
        title: `${n.schedule_name} is cancelled`,
        body: `${n.schedule_name} (${runs(n)}) is cancelled and your enrolment is withdrawn.${because(n.reason)}`,
        link,
      };
    case 'academy_session_reminder':
      return {
        title: `Reminder: ${sessionOf(n)} tomorrow at ${n.start_time ?? ''}`.trimEnd(),
        body: `${sessionOf(n)} is${onAt(n)}${n.location ? ` at ${n.location}` : ''} with ${n.trainer_name}.`,
        link,
      };
  }
}

const SUBJECTS: Record<AcademyKind, (n: AcademyNotice) => string> = {
  academy_enrollment_approved: (n) => `Your place in ${n.schedule_name} is confirmed`,
  academy_session_cancelled: (n) => `Cancelled: ${sessionOf(n)}${onAt(n)}`,
  academy_session_moved: (n) => `Moved: ${sessionOf(n)} is now${onAt(n)}`,
  academy_schedule_cancelled: (n) => `Cancelled: ${n.schedule_name}`,
  academy_session_reminder: (n) => `Tomorrow: ${sessionOf(n)}${onAt(n)}`,
};

export function academyEmail(
  kind: AcademyKind,
  brand: ClubBrand,
  firstName: string | null,
  n: AcademyNotice,
): EmailContent {
  const { body } = academyInApp(kind, n);
  const details: [string, string][] = [['Course', n.schedule_name]];
  if (n.session_number) details.push(['Session', String(n.session_number)]);
  if (n.date) details.push(['Date', longDate(n.date)]);
  if (n.start_time)
    details.push(['Time', n.end_time ? `${n.start_time}–${n.end_time}` : n.start_time]);
  details.push(['Trainer', n.trainer_name]);
  if (n.location) details.push(['Location', n.location]);
  return {
    subject: SUBJECTS[kind](n),
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: [body],
    details,
    action: { label: 'See my academy', url: portalLink(brand, ACADEMY_PATH) },
    ...(kind === 'academy_session_cancelled' || kind === 'academy_schedule_cancelled'
      ? { footnote: 'Questions? Reply to this e-mail or ask at the club.' }
      : {}),
  };
}
