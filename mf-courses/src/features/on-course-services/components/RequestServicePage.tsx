import { useId, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  LiveMessage,
  LoadingState,
  Notice,
  NumberField,
  PageHeader,
  ResourceStatus,
  Select,
  TextArea,
  errorText,
  fieldErrors,
  notify,
  useCurrentUserId,
  useDocumentTitle,
  useForm,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { Course, OnCourseService, OnCourseServiceInput } from '@fairway/shared-api/courses';
import type { CurrentTeeTime } from '@fairway/shared-api/tee-sheet';
import { courseServicesApi } from '../../../shared/api/clients';
import { pickCourse, useActiveCourses } from '../../../shared/hooks/useActiveCourses';
import { useCurrentTeeTime } from '../../booking/hooks/useCurrentTeeTime';
import { clubWallClock } from '../../booking/utils/clock';
import { useMyServiceRequests } from '../hooks/useMyServiceRequests';
import { estimateHole } from '../utils/holeEstimate';
import { requestSchema, type RequestValues } from '../utils/requestForm';
import { SERVICE_TYPE_LABELS, serviceTypeOptions } from '../utils/serviceTypes';
import { memberServiceMessages } from '../memberMessages';
import servicesStyles from './Services.module.css';
import sections from '../../booking/components/Sections.module.css';
import { messages } from '../../../i18n/messages';

/**
 * /courses/request-service (course_services:request): a member on the course asks the staff for
 * help — the service, where they are (the course and hole, guessed from their tee time under way
 * when they have one), a note — and sees their requests and whether the staff have dealt with them.
 */
export function RequestServicePage() {
  const t = useT(messages);
  const m = useT(memberServiceMessages);
  useDocumentTitle(t('requestServiceTitle'), t('sectionName'));
  const userId = useCurrentUserId();
  const courses = useActiveCourses();
  const current = useCurrentTeeTime(userId);
  const requests = useMyServiceRequests(userId);
  const settled = courses.status !== 'loading' && current.status !== 'loading';

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('requestServiceTitle')} description={m('pageDescription')} />
      <ResourceStatus
        resource={courses}
        loadingLabel={t('loadingCourses')}
        errorTitle={t('coursesNotLoaded')}
      />
      {!settled ? (
        courses.status === 'loading' ? null : (
          <LoadingState label={m('loadingRound')} />
        )
      ) : courses.data && courses.data.length > 0 && userId !== null ? (
        <RequestForm
          courses={courses.data}
          current={current.data ?? null}
          onSent={() => void requests.reload()}
        />
      ) : null}
      <MyRequests requests={requests} courses={courses.data ?? []} />
    </div>
  );
}

type RequestFormProps = {
  courses: readonly Course[];
  current: CurrentTeeTime;
  onSent: () => void;
};

function RequestForm({ courses, current, onSent }: RequestFormProps) {
  const headingId = useId();
  const t = useT(messages);
  const m = useT(memberServiceMessages);
  const f = useFormat();
  const round = current?.booking ?? null;
  const [courseId, setCourseId] = useState(
    () =>
      (round && courses.some((c) => c.id === round.course_id) ? round.course_id : null) ??
      pickCourse(courses, null)!.id,
  );
  const course = courses.find((c) => c.id === courseId);
  const holes = course?.holes_count ?? null;
  const guessedHole = useMemo(
    () =>
      round && round.course_id === courseId
        ? estimateHole(round, clubWallClock(new Date(), f.settings.time_zone || 'UTC'), holes)
        : null,
    [round, courseId, holes, f.settings.time_zone],
  );
  const schema = useMemo(() => requestSchema(courseId, holes), [courseId, holes]);
  const initial: RequestValues = {
    service_type: '',
    hole_number: guessedHole === null ? '' : String(guessedHole),
    description: '',
  };
  const form = useForm<RequestValues, OnCourseServiceInput>({
    schema,
    initialValues: initial,
    onSubmit: async (body, helpers) => {
      try {
        const saved = await courseServicesApi().request(body);
        notify.success(
          t('serviceRequested', { service: t(SERVICE_TYPE_LABELS[saved.service_type]) }),
        );
        helpers.reset(initial);
        onSent();
      } catch (err) {
        helpers.setErrors(fieldErrors(err));
        throw new Error(errorText(err));
      }
    },
  });

  const time = round ? f.time(round.start_time) : '';
  return (
    <section className={styles['fw-ui-page-section']} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections['fw-courses-heading']}>
        {m('newRequest')}
      </h2>
      <form className={servicesStyles['fw-courses-services-form']} {...form.formProps}>
        {form.formError ? (
          <Notice tone="error" role="alert">
            {form.formError}
          </Notice>
        ) : null}
        <Select
          label={t('service')}
          required
          placeholder={t('chooseAService')}
          options={serviceTypeOptions(t)}
          {...form.register('service_type')}
        />
        <Select
          label={t('course')}
          hint={
            round && round.course_id === courseId ? m('courseHint', { time }) : m('noRoundHint')
          }
          options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={String(courseId)}
          onValueChange={(value) => setCourseId(Number(value))}
        />
        <NumberField
          label={t('holeNumber')}
          optionalLabel={t('optional')}
          hint={
            guessedHole !== null
              ? m('holeFromRound', { hole: guessedHole, time })
              : t('holeNumberHint')
          }
          min={1}
          max={holes ?? 36}
          step={1}
          inputMode="numeric"
          {...form.register('hole_number')}
        />
        <TextArea
          label={t('description')}
          optionalLabel={t('optional')}
          rows={3}
          maxLength={500}
          {...form.register('description')}
        />
        <div>
          <Button type="submit" loading={form.submitting} loadingLabel={t('sending')}>
            {t('sendRequest')}
          </Button>
        </div>
      </form>
    </section>
  );
}

type MyRequestsProps = {
  requests: ReturnType<typeof useMyServiceRequests>;
  courses: readonly Course[];
};

function MyRequests({ requests, courses }: MyRequestsProps) {
  const headingId = useId();
  const t = useT(messages);
  const m = useT(memberServiceMessages);
  const f = useFormat();
  const rows = requests.data;
  const courseName = (id: number) =>
    courses.find((c) => c.id === id)?.name ?? t('courseNumber', { id });
  const where = (s: OnCourseService) =>
    s.hole_number === null
      ? courseName(s.course_id)
      : m('requestWhere', { course: courseName(s.course_id), hole: s.hole_number });
  const open = (rows ?? []).filter((s) => !s.is_resolved).length;

  return (
    <section className={styles['fw-ui-page-section']} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections['fw-courses-heading']}>
        {m('myRequests')}
      </h2>
      <LiveMessage text={rows ? m('requestsCount', { count: open }) : ''} />
      {rows === null ? (
        <ResourceStatus
          resource={requests}
          loadingLabel={m('loadingRequests')}
          errorTitle={m('requestsNotLoaded')}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={m('noRequests')} message={m('noRequestsMessage')} />
      ) : (
        <>
          <ul className={servicesStyles['fw-courses-services-mine']}>
            {rows.map((s) => (
              <li key={s.id} className={servicesStyles['fw-courses-services-mine-item']}>
                <h3 className={servicesStyles['fw-courses-services-mine-title']}>
                  {t(SERVICE_TYPE_LABELS[s.service_type])}{' '}
                  <Badge tone={s.is_resolved ? 'success' : 'warning'}>
                    {s.is_resolved ? m('requestResolved') : m('requestOpen')}
                  </Badge>
                </h3>
                <p>{where(s)}</p>
                {s.description ? <p>{s.description}</p> : null}
                <p className={servicesStyles['fw-courses-services-mine-age']}>
                  {m('requestedAgo', { ago: f.ago(s.created_at) })}
                </p>
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="secondary"
              size="sm"
              loading={requests.loading}
              loadingLabel={m('refresh')}
              onClick={() => void requests.reload()}
            >
              {m('refresh')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
