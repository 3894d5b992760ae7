/** The waitlist offer: what the bell and the e-mail say when freed places are held for a member. */
import { longDate } from './booking';
import { portalLink, type ClubBrand, type EmailContent } from './layout';

/** What a waitlist offer notice stores in its data (and all its e-mail needs). */
export type WaitlistOfferNotice = {
  waitlist_id: number;
  course_name: string;
  /** YYYY-MM-DD and HH:MM on the club's clock. */
  date: string;
  start_time: string;
  player_count: number;
  /** The instant the hold ends (ISO 8601) and the same on the club's clock (HH:MM). */
  expires_at: string;
  expires_time: string;
  offer_minutes: number;
};

/** Where the member accepts or declines (My bookings lists the waitlist and its offers). */
export const offerPath = (n: WaitlistOfferNotice): string =>
  `/courses/my-bookings?waitlist=${n.waitlist_id}`;

const players = (n: number) => (n === 1 ? '1 player' : `${n} players`);

export function waitlistOfferInApp(n: WaitlistOfferNotice): {
  title: string;
  body: string;
  link: string;
} {
  return {
    title: `A tee time is free for you: ${n.course_name}`,
    body: `${longDate(n.date)} at ${n.start_time} for ${players(n.player_count)} is held for you until ${n.expires_time}. Accept it before then, or it goes to the next in line.`,
    link: offerPath(n),
  };
}

export function waitlistOfferEmail(
  brand: ClubBrand,
  firstName: string | null,
  n: WaitlistOfferNotice,
): EmailContent {
  return {
    subject: `A tee time is free for you: ${longDate(n.date)} at ${n.start_time}`,
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: [
      `A place you were waiting for has freed up. We are holding it for you for ${n.offer_minutes} minutes, until ${n.expires_time}.`,
      'Accept the offer to book it. If you do not, it goes to the next person in line.',
    ],
    details: [
      ['Course', n.course_name],
      ['Date', longDate(n.date)],
      ['Time', n.start_time],
      ['Players', String(n.player_count)],
      ['Held until', n.expires_time],
    ],
    action: { label: 'Accept the offer', url: portalLink(brand, offerPath(n)) },
    footnote: 'Not needed any more? Decline it on the same page so the next person gets it sooner.',
  };
}
