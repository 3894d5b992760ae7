import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  Select,
  errorText,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { WAITLIST_LIMITS } from '@fairway/shared-api/tee-sheet';
import { waitlistApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { messages } from '../../../i18n/messages';
import { bookingMessages } from '../i18n';
import styles from './BookTeeTimeDialog.module.css';

export type JoinWaitlistDialogProps = {
  courseId: number;
  courseName: string;
  date: string;
  /** The day's times (the window's choices; a time listed for both tees is offered once). */
  times: readonly AvailableTeeTime[];
  /** The full time chosen; null to wait for any time in a window. */
  teeTime: AvailableTeeTime | null;
  /** The club's players per booking. */
  maxPlayers: number;
  onClose: () => void;
  onJoined: () => void;
};

/** The window a member asks for first when no time was chosen: 08:00–10:00 when the day has it. */
function defaultWindow(starts: readonly string[]): [string, string] {
  const first = starts[0] ?? '08:00';
  const from = starts.find((s) => s >= '08:00') ?? first;
  const to = [...starts].reverse().find((s) => s <= '10:00' && s >= from) ?? from;
  return [from, to];
}

/**
 * "Join the waitlist": for the full time chosen, or for any time between two times of the day
 * ("tell me if anything frees between 08:00 and 10:00"), for 1… players. When places free, the
 * first in line has them held for a few minutes and is told; the offer shows on My bookings.
 */
export function JoinWaitlistDialog({
  courseId,
  courseName,
  date,
  times,
  teeTime,
  maxPlayers,
  onClose,
  onJoined,
}: JoinWaitlistDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  // Crossover starts list each time twice (1st and 10th tee): the waitlist is by time, and an
  // offer may come on either tee (the offer names it).
  const starts = [...new Set(times.filter((x) => !x.is_blocked).map((x) => x.start_time))];
  const [initialFrom, initialTo] = teeTime
    ? [teeTime.start_time, teeTime.start_time]
    : defaultWindow(starts);
  const [mode, setMode] = useState<'time' | 'window'>(teeTime ? 'time' : 'window');
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [players, setPlayers] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const day = formatDay(date, f);
  const most = Math.max(1, Math.min(maxPlayers, WAITLIST_LIMITS.maxPlayers));
  const timeOptions = starts.map((s) => ({ value: s, label: f.time(s) }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const window = mode === 'window';
    const fromTime = window ? from : (teeTime?.start_time ?? from);
    const toTime = window ? to : fromTime;
    if (toTime < fromTime) {
      setProblem(b('waitlistWindowProblem'));
      return;
    }
    setProblem(undefined);
    setFailure(null);
    setSubmitting(true);
    try {
      await waitlistApi().join({
        course_id: courseId,
        date,
        from_time: fromTime,
        ...(toTime !== fromTime ? { to_time: toTime } : {}),
        player_count: players,
      });
      const when =
        toTime === fromTime
          ? f.time(fromTime)
          : b('windowText', { from: f.time(fromTime), to: f.time(toTime) });
      notify.success(b('waitlistJoined', { when, day }));
      onJoined();
      onClose();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={b('waitlistTitle')}
      description={b('waitlistDescription', { day, course: courseName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submitting}
            loadingLabel={b('waitlistJoining')}
          >
            {b('joinWaitlist')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-booking-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {failure ? (
          <Notice tone="error" role="alert">
            {failure}
          </Notice>
        ) : null}
        {teeTime ? (
          <RadioGroup
            label={b('waitlistWhen')}
            options={[
              { value: 'time', label: b('waitlistThisTime', { time: f.time(teeTime.start_time) }) },
              { value: 'window', label: b('waitlistWindow') },
            ]}
            value={mode}
            onChange={(value) => setMode(value as 'time' | 'window')}
          />
        ) : null}
        {mode === 'window' ? (
          <>
            <Select
              label={b('waitlistFrom')}
              options={timeOptions}
              value={from}
              onValueChange={setFrom}
            />
            <Select
              label={b('waitlistTo')}
              options={timeOptions}
              value={to}
              error={problem}
              onValueChange={setTo}
            />
          </>
        ) : null}
        <Select
          label={b('waitlistPlayers')}
          options={Array.from({ length: most }, (_, n) => ({
            value: String(n + 1),
            label: f.number(n + 1),
          }))}
          value={String(players)}
          onValueChange={(value) => setPlayers(Number(value))}
        />
      </form>
    </Dialog>
  );
}
