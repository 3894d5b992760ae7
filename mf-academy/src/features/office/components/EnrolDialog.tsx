import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  Select,
  TextArea,
  errorText,
  notify,
  pageStyles as page,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import type { Candidate, Enrollment } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { academyMessages } from '../../../shared/i18n/messages';
import { officeMessages } from '../i18n';

type Problems = { schedule?: string; candidate?: string };

/** The office enrols a candidate (found by name or e-mail) in a published schedule. */
export function EnrolDialog({
  onClose,
  onEnrolled,
}: {
  onClose: () => void;
  onEnrolled: (enrollment: Enrollment) => void;
}) {
  const t = useT(officeMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const formId = useId();
  const schedules = useResource(() => academyApi().schedules.byStatus('published'), []);
  const [scheduleId, setScheduleId] = useState('');
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Problems = {};
    if (!scheduleId) found.schedule = t('scheduleRequired');
    if (!candidate) found.candidate = t('candidateRequired');
    setProblems(found);
    if (!candidate || !scheduleId) return;
    setError(null);
    setSubmitting(true);
    try {
      const enrollment = await academyApi().enrollments.create({
        schedule_id: Number(scheduleId),
        candidate_id: candidate.id,
        notes: notes.trim() || null,
      });
      notify.success(
        t('enrolled', { candidate: enrollment.candidate_name, schedule: enrollment.schedule_name }),
      );
      onEnrolled(enrollment);
      onClose();
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={t('enrolTitle')}
      description={t('enrolDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('enrol')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={page['fw-ui-page-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {schedules.status === 'error' ? (
          <Notice tone="error">{`${t('schedulesError')}: ${schedules.error}`}</Notice>
        ) : null}
        <Select
          label={t('schedule')}
          required
          placeholder={t('chooseSchedule')}
          options={(schedules.data ?? []).map((s) => ({
            value: String(s.id),
            label: t('placesLeftOption', {
              name: s.name,
              dates: ta('dateRange', { start: f.date(s.start_date), end: f.date(s.end_date) }),
              left: ta('placesLeft', { count: s.places_left }),
            }),
            disabled: s.places_left <= 0,
          }))}
          value={scheduleId}
          error={problems.schedule}
          onValueChange={setScheduleId}
        />
        <SearchSelect<Candidate>
          label={t('candidate')}
          required
          search={(q) => academyApi().candidates.list({ q })}
          idOf={(c) => c.id}
          labelOf={(c) => (c.email ? `${c.name} (${c.email})` : c.name)}
          value={candidate}
          onChange={setCandidate}
          error={problems.candidate}
        />
        <TextArea
          label={t('notes')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={2}
          value={notes}
          onValueChange={setNotes}
        />
      </form>
    </Dialog>
  );
}
