import { useId, useRef, useState } from 'react';
import {
  Button,
  EmptyState,
  LiveMessage,
  Notice,
  PageHeader,
  ResourceStatus,
  errorText,
  hasStatus,
  notify,
  useDocumentTitle,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { OnCourseService } from '@fairway/shared-api/courses';
import { courseServicesApi } from '../../../shared/api/clients';
import { useCourseNames } from '../hooks/useCourseNames';
import { useServiceQueue } from '../hooks/useServiceQueue';
import { relativeAge } from '../utils/age';
import { SERVICE_TYPE_LABELS } from '../utils/serviceTypes';
import queueStyles from './Services.module.css';
import { messages } from '../../../i18n/messages';

/**
 * /courses/services (course_services:manage): the open requests from players on the course,
 * oldest first, refreshed every 30 seconds; resolving one removes it and says so to screen
 * readers.
 */
export function ServiceQueuePage() {
  const t = useT(messages);
  useDocumentTitle(t('courseServicesTitle'), t('sectionName'));
  const { queue, now } = useServiceQueue();
  const courseNames = useCourseNames();
  const [announcement, setAnnouncement] = useState('');
  const [resolving, setResolving] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const courseName = (id: number) => courseNames.get(id) ?? t('courseNumber', { id });
  const where = (s: OnCourseService) =>
    s.hole_number === null
      ? courseName(s.course_id)
      : t('courseHole', { course: courseName(s.course_id), number: s.hole_number });
  const rows = queue.data;

  /** Takes a request off the list; answers how many are left. */
  const remove = (id: number) => {
    queue.setData((current) => (current ?? []).filter((s) => s.id !== id));
    return (rows ?? []).filter((s) => s.id !== id).length;
  };

  const handleResolve = async (s: OnCourseService) => {
    const label = t('serviceFor', {
      service: t(SERVICE_TYPE_LABELS[s.service_type]),
      name: s.requested_by_name,
    });
    setResolving(s.id);
    try {
      await courseServicesApi().resolve(s.id);
      const left = remove(s.id);
      setAnnouncement(t('resolvedLeft', { label, count: left }));
      headingRef.current?.focus();
    } catch (err) {
      if (hasStatus(err, 404)) {
        // Someone else resolved (or removed) it meanwhile.
        remove(s.id);
        setAnnouncement(t('alreadyResolved', { label }));
        headingRef.current?.focus();
      } else {
        notify.error(t('notResolved', { label, error: errorText(err) }));
      }
    } finally {
      setResolving(null);
    }
  };

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title={t('courseServicesTitle')}
        description={t('courseServicesDescription')}
        actions={
          <Button
            variant="secondary"
            loading={queue.loading && rows !== null}
            loadingLabel={t('refreshing')}
            onClick={() => void queue.reload()}
          >
            {t('refresh')}
          </Button>
        }
      />
      <LiveMessage text={announcement} />
      <section className={styles['fw-ui-page-section']} aria-labelledby={headingId}>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={queueStyles['fw-courses-queue-heading']}
        >
          {rows && rows.length > 0
            ? t('openRequestsCount', { count: rows.length })
            : t('openRequests')}
        </h2>
        {rows === null ? (
          <ResourceStatus
            resource={queue}
            loadingLabel={t('loadingRequests')}
            errorTitle={t('requestsNotLoaded')}
          />
        ) : (
          <>
            {queue.status === 'error' ? (
              <Notice tone="warning" role="none">
                {t('listNotRefreshed', { error: queue.error ?? '' })}
              </Notice>
            ) : null}
            {rows.length === 0 ? (
              <EmptyState title={t('noOpenRequests')} message={t('noOpenRequestsMessage')} />
            ) : (
              <ul className={queueStyles['fw-courses-queue']}>
                {rows.map((s) => {
                  const type = t(SERVICE_TYPE_LABELS[s.service_type]);
                  return (
                    <li key={s.id}>
                      <article
                        className={queueStyles['fw-courses-request']}
                        aria-labelledby={`request-${s.id}`}
                      >
                        <h3
                          id={`request-${s.id}`}
                          className={queueStyles['fw-courses-request-title']}
                        >
                          {type}
                          <span className={queueStyles['fw-courses-request-where']}>
                            {' · '}
                            {where(s)}
                          </span>
                        </h3>
                        <p className={queueStyles['fw-courses-request-meta']}>
                          {s.requested_by_name} ·{' '}
                          <time dateTime={s.created_at}>{relativeAge(s.created_at, now, t)}</time>
                        </p>
                        {s.description ? (
                          <p className={queueStyles['fw-courses-request-text']}>{s.description}</p>
                        ) : null}
                        <div>
                          <Button
                            size="sm"
                            loading={resolving === s.id}
                            loadingLabel={t('resolving')}
                            aria-label={t('resolveLabel', {
                              service: type,
                              name: s.requested_by_name,
                            })}
                            onClick={() => void handleResolve(s)}
                          >
                            {t('resolve')}
                          </Button>
                        </div>
                      </article>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
