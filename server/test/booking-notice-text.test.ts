import { bookingEmail, bookingInApp } from '../src/modules/notifications/templates/booking';
import type { ClubBrand } from '../src/modules/notifications/templates/layout';

/** What a member reads about a crossover start: the 10th tee is named, the 1st is not. */
const notice = {
  booking_id: 1,
  course_name: 'Old Course',
  date: '2026-06-11',
  start_time: '09:00',
  player_count: 2,
  by_staff: false,
};
const brand: ClubBrand = {
  name: 'Fairway Golf Club',
  logoUrl: null,
  portalUrl: 'https://club.example.org',
  replyTo: null,
};

test('a 10th-tee booking names its tee in the bell, the subject and the details', () => {
  const tenth = { ...notice, start_tee: 10 };
  expect(bookingInApp('booking_confirmed', tenth).body).toContain('at 09:00 from the 10th tee');
  const mail = bookingEmail('booking_confirmed', brand, 'Ada', tenth);
  expect(mail.subject).toBe(
    'Your tee time on Thursday 11 June 2026 at 09:00 from the 10th tee is booked',
  );
  expect(mail.details).toContainEqual(['Time', '09:00 from the 10th tee']);
});

test('a 1st-tee booking reads as before, with no tee named', () => {
  const mail = bookingEmail('booking_cancelled', brand, 'Ada', notice);
  expect(mail.subject).toBe('Your tee time on Thursday 11 June 2026 at 09:00 is cancelled');
  expect(mail.details).toContainEqual(['Time', '09:00']);
});
