import type { ReactNode } from 'react';
import { Notice, getT, useFormat, useT, type Formatter, type Translate } from '@fairway/shared-ui';
import type { CurrentTeeTime } from '@fairway/shared-api/tee-sheet';
import { messages } from '../../../i18n/messages';
import { bookingMessages, type BookingT } from '../i18n';
import { timeOnTee } from '../utils/tee';

export type CurrentTeeTimeNoticeProps = {
  current: NonNullable<CurrentTeeTime>;
  /** E.g. a "Request a service" button. */
  action?: ReactNode;
};

/** 'Your round at 09:10 on Old Course is under way', or 'Next: today 14:20' with the course. */
export function currentTeeTimeText(
  current: NonNullable<CurrentTeeTime>,
  t: Translate<keyof (typeof messages)['en']>,
  f: Formatter,
  b: BookingT = getT(bookingMessages),
): string {
  const { booking, state } = current;
  // '09:10 · 10th tee' for a 10th-tee start (crossover starts).
  const time = timeOnTee(f.time(booking.start_time), booking.start_tee, false, b);
  return state === 'in_progress'
    ? t('roundUnderWay', { time, course: booking.course_name })
    : t('nextToday', { time });
}

/** The member's round under way or next today, at the top of their booking screens. */
export function CurrentTeeTimeNotice({ current, action }: CurrentTeeTimeNoticeProps) {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  const { booking, state } = current;
  const players = t('players', { count: booking.player_count });
  return (
    <Notice tone="info" role="none" title={currentTeeTimeText(current, t, f, b)} action={action}>
      {state === 'in_progress'
        ? `${players} · ${t('carts', { count: booking.carts })}`
        : `${booking.course_name} · ${players}`}
    </Notice>
  );
}
