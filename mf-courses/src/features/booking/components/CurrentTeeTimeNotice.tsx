import type { ReactNode } from 'react';
import { Notice } from '@fairway/shared-ui';
import type { CurrentTeeTime } from '@fairway/shared-api/tee-sheet';

export type CurrentTeeTimeNoticeProps = {
  current: NonNullable<CurrentTeeTime>;
  /** E.g. a "Request a service" button. */
  action?: ReactNode;
};

/** 'Your round at 09:10 on Old Course is under way', or 'Next: today 14:20' with the course. */
export function currentTeeTimeText(current: NonNullable<CurrentTeeTime>): string {
  const { booking, state } = current;
  return state === 'in_progress'
    ? `Your round at ${booking.start_time} on ${booking.course_name} is under way`
    : `Next: today ${booking.start_time}`;
}

/** The member's round under way or next today, at the top of their booking screens. */
export function CurrentTeeTimeNotice({ current, action }: CurrentTeeTimeNoticeProps) {
  const { booking, state } = current;
  const players = `${booking.player_count} ${booking.player_count === 1 ? 'player' : 'players'}`;
  return (
    <Notice tone="info" role="none" title={currentTeeTimeText(current)} action={action}>
      {state === 'in_progress'
        ? `${players} · ${booking.carts} ${booking.carts === 1 ? 'cart' : 'carts'}`
        : `${booking.course_name} · ${players}`}
    </Notice>
  );
}
