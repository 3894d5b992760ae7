import { useState } from 'react';
import { Button, Notice, Select, TextField, errorText, notify, useT } from '@fairway/shared-ui';
import {
  ATTENDANCE_STATUSES,
  RATING_MAX,
  RATING_MIN,
  type Attendance,
  type AttendanceStatus,
  type Enrollment,
} from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { academyMessages } from '../../../shared/i18n/messages';
import { coachMessages } from '../i18n';
import styles from './Coach.module.css';

export type AttendanceRowProps = {
  enrolment: Enrollment;
  /** The mark shown (the one being sent, else the server's). */
  status: AttendanceStatus | null;
  record: Attendance | null;
  failure: string | null;
  /** Attendance can be taken (the session is in progress or completed). */
  canMark: boolean;
  onMark: (enrollmentId: number, status: AttendanceStatus) => void;
  onRated: (row: Attendance) => void;
  onOpenNotes: (enrolment: Enrollment) => void;
};

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) =>
  String(RATING_MIN + i),
);

/** The ratings and short note of one marked candidate (POST /attendance/{id}/participation). */
function Ratings({
  record,
  name,
  onRated,
}: {
  record: Attendance;
  name: string;
  onRated: (row: Attendance) => void;
}) {
  const t = useT(coachMessages);
  const [participation, setParticipation] = useState(record.participation_level?.toString() ?? '');
  const [progress, setProgress] = useState(record.progress_rating?.toString() ?? '');
  const [note, setNote] = useState(record.trainer_notes ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = [
    { value: '', label: t('noRating') },
    ...RATINGS.map((r) => ({ value: r, label: r })),
  ];

  const handleSave = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const row = await academyApi().attendance.participation(record.id, {
        participation_level: participation ? Number(participation) : null,
        progress_rating: progress ? Number(progress) : null,
        trainer_notes: note.trim() || null,
      });
      onRated(row);
      notify.success(t('ratingsSaved', { name }));
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles['fw-academy-ratings']}>
      <Select
        label={t('participation')}
        aria-label={t('ratingOf', { what: t('participation'), name })}
        options={options}
        value={participation}
        onChange={(e) => setParticipation(e.target.value)}
      />
      <Select
        label={t('progress')}
        aria-label={t('ratingOf', { what: t('progress'), name })}
        options={options}
        value={progress}
        onChange={(e) => setProgress(e.target.value)}
      />
      <TextField
        label={t('shortNote')}
        aria-label={t('noteOf', { name })}
        value={note}
        maxLength={4000}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        variant="secondary"
        loading={saving}
        aria-label={t('saveRatingsOf', { name })}
        onClick={() => void handleSave()}
      >
        {t('saveRatings')}
      </Button>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}

/** One expected candidate: one-tap attendance (Present, Late, Absent, Excused), ratings and notes. */
export function AttendanceRow({
  enrolment,
  status,
  record,
  failure,
  canMark,
  onMark,
  onRated,
  onOpenNotes,
}: AttendanceRowProps) {
  const t = useT(coachMessages);
  const ta = useT(academyMessages);
  const name = enrolment.candidate_name;
  const headingId = `fw-academy-candidate-${enrolment.id}`;

  return (
    <li className={styles['fw-academy-candidate']} aria-labelledby={headingId}>
      <div className={styles['fw-academy-candidate-head']}>
        <h4 id={headingId} className={styles['fw-academy-candidate-name']}>
          {name}
        </h4>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('notesOn', { name })}
          onClick={() => onOpenNotes(enrolment)}
        >
          {t('notes')}
        </Button>
      </div>
      <div
        role="group"
        aria-label={t('attendanceOf', { name })}
        className={styles['fw-academy-marks']}
      >
        {ATTENDANCE_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={styles['fw-academy-mark']}
            data-status={s}
            aria-pressed={status === s}
            disabled={!canMark}
            onClick={() => onMark(enrolment.id, s)}
          >
            {ta(`attendance_${s}`)}
          </button>
        ))}
      </div>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {record ? <Ratings key={record.id} record={record} name={name} onRated={onRated} /> : null}
    </li>
  );
}
