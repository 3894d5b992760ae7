import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  DateField,
  Dialog,
  Notice,
  RadioGroup,
  Select,
  TextField,
  errorText,
  fieldErrors,
  isIsoDate,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAX_BLOCK_REPEAT_WEEKS,
  teeTimeRangeBlock,
  teeTimeRangeUnblock,
  type TeeTimeRangeBlockResult,
} from '@fairway/shared-api/tee-sheet';
import { deskApi } from '../../../shared/api/clients';
import { addDays } from '../../../shared/utils/dates';
import { deskMessages } from '../i18n';
import styles from './TeeSheet.module.css';

export type RangeBlockDialogProps = {
  courseId: number;
  courseName: string;
  /** The day shown: the dialog's first day. */
  date: string;
  /** The day's start times (HH:MM, in order): what the range can start and end at. */
  times: readonly string[];
  /** The time the range starts at (the row it was opened from), else the first. */
  from?: string;
  onClose: () => void;
  /** `unblocked`: the range was opened again rather than blocked. */
  onBlocked: (result: TeeTimeRangeBlockResult, unblocked: boolean) => void;
};

const NOON = '12:00';

/**
 * Blocks a range of times for a competition, a shotgun start or maintenance: from one time to
 * another (or the whole morning) on a day, and optionally the same range every week up to a date
 * (at most 26 weeks). Bookings already there stay; the result says how many times have them.
 */
export function RangeBlockDialog({
  courseId,
  courseName,
  date: firstDate,
  times,
  from: fromProp,
  onClose,
  onBlocked,
}: RangeBlockDialogProps) {
  const formId = useId();
  const t = useT(deskMessages);
  const f = useFormat();
  const first = times[0] ?? '07:00';
  const last = times[times.length - 1] ?? first;
  const [date, setDate] = useState(firstDate);
  const start = fromProp && times.includes(fromProp) ? fromProp : first;
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(start);
  const [wholeMorning, setWholeMorning] = useState(false);
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<'block' | 'unblock'>('block');
  const unblock = mode === 'unblock';
  const [repeat, setRepeat] = useState(false);
  const [until, setUntil] = useState(addDays(firstDate, 28));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latestUntil = addDays(date, MAX_BLOCK_REPEAT_WEEKS * 7);
  const morningEnd = [...times].reverse().find((time) => time < NOON) ?? last;

  const handleWholeMorning = (checked: boolean) => {
    setWholeMorning(checked);
    if (checked) {
      setFrom(first);
      setTo(morningEnd);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const range = {
      course_id: courseId,
      date,
      from,
      to,
      ...(repeat ? { repeat_weekly_until: until } : {}),
    };
    const body = { ...range, reason };
    const problems: Record<string, string> = {};
    const parsed = unblock
      ? teeTimeRangeUnblock.safeParse(range)
      : teeTimeRangeBlock.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        problems[field] ??= issue.message;
      }
    if (to < from) problems.to = t('rangeToBeforeFrom');
    if (repeat && (!isIsoDate(until) || until <= date || until > latestUntil))
      problems.repeat_weekly_until = t('rangeUntilInvalid', { count: MAX_BLOCK_REPEAT_WEEKS });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    setFormError(null);
    try {
      onBlocked(
        unblock ? await deskApi().unblockRange(range) : await deskApi().blockRange(body),
        unblock,
      );
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(
        Object.fromEntries(Object.entries(fields).filter(([, v]) => Boolean(v))) as Record<
          string,
          string
        >,
      );
      setFormError(errorText(err));
      setSubmitting(false);
    }
  };

  const timeOptions = times.map((time) => ({ value: time, label: f.time(time) }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('rangeTitle', { course: courseName })}
      description={t('rangeDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submitting}
            loadingLabel={unblock ? t('rangeUnblocking') : t('rangeBlocking')}
          >
            {unblock ? t('rangeUnblock') : t('rangeBlock')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-sheet-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {formError ? (
          <Notice tone="error" role="alert">
            {formError}
          </Notice>
        ) : null}
        <RadioGroup
          label={t('rangeAction')}
          orientation="horizontal"
          options={[
            { value: 'block', label: t('rangeActionBlock') },
            { value: 'unblock', label: t('rangeActionUnblock') },
          ]}
          value={mode}
          onChange={(value) => setMode(value === 'unblock' ? 'unblock' : 'block')}
        />
        <DateField
          label={t('rangeDate')}
          required
          value={date}
          error={errors.date}
          onValueChange={(value) => {
            if (isIsoDate(value)) setDate(value);
          }}
        />
        <Checkbox
          label={t('wholeMorning')}
          checked={wholeMorning}
          onCheckedChange={handleWholeMorning}
        />
        <div className={styles['fw-courses-sheet-fields']}>
          <Select
            label={t('rangeFrom')}
            options={timeOptions}
            value={from}
            disabled={wholeMorning}
            error={errors.from}
            onValueChange={(value) => {
              setFrom(value);
              if (to < value) setTo(value);
            }}
          />
          <Select
            label={t('rangeTo')}
            options={timeOptions}
            value={to}
            disabled={wholeMorning}
            error={errors.to}
            onValueChange={setTo}
          />
        </div>
        {unblock ? null : (
          <TextField
            label={t('rangeReason')}
            hint={t('rangeReasonHint')}
            required
            maxLength={200}
            autoComplete="off"
            value={reason}
            error={errors.reason}
            onValueChange={setReason}
          />
        )}
        <Checkbox label={t('repeatWeekly')} checked={repeat} onCheckedChange={setRepeat} />
        {repeat ? (
          <DateField
            label={t('repeatUntil')}
            hint={t('repeatUntilHint', { count: MAX_BLOCK_REPEAT_WEEKS })}
            required
            min={addDays(date, 7)}
            max={latestUntil}
            value={until}
            error={errors.repeat_weekly_until}
            onValueChange={setUntil}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
