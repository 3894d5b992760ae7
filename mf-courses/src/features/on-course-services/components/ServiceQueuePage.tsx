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
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { OnCourseService } from '@fairway/shared-api/courses';
import { SECTION_NAME } from '../../../app/sections';
import { courseServicesApi } from '../../../shared/api/clients';
import { useCourseNames } from '../hooks/useCourseNames';
import { useServiceQueue } from '../hooks/useServiceQueue';
import { relativeAge } from '../utils/age';
import { SERVICE_TYPE_LABELS } from '../utils/serviceTypes';
import queueStyles from './Services.module.css';

const where = (s: OnCourseService, courseName: string) =>
  s.hole_number === null ? courseName : `${courseName}, hole ${s.hole_number}`;

/**
 * /courses/services (course_services:manage): the open requests from players on the course,
 * oldest first, refreshed every 30 seconds; resolving one removes it and says so to screen
 * readers.
 */
export function ServiceQueuePage() {
  useDocumentTitle('Course services', SECTION_NAME);
  const { queue, now } = useServiceQueue();
  const courseNames = useCourseNames();
  const [announcement, setAnnouncement] = useState('');
  const [resolving, setResolving] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const courseName = (id: number) => courseNames.get(id) ?? `Course ${id}`;
  const rows = queue.data;

  /** Takes a request off the list; answers how many are left. */
  const remove = (id: number) => {
    queue.setData((current) => (current ?? []).filter((s) => s.id !== id));
    return (rows ?? []).filter((s) => s.id !== id).length;
  };

  const handleResolve = async (s: OnCourseService) => {
    const label = `${SERVICE_TYPE_LABELS[s.service_type]} for ${s.requested_by_name}`;
    setResolving(s.id);
    try {
      await courseServicesApi().resolve(s.id);
      const left = remove(s.id);
      setAnnouncement(
        `Resolved: ${label}. ${left === 0 ? 'No open requests' : `${left} open ${left === 1 ? 'request' : 'requests'}`} left.`,
      );
      headingRef.current?.focus();
    } catch (err) {
      if (hasStatus(err, 404)) {
        // Someone else resolved (or removed) it meanwhile.
        remove(s.id);
        setAnnouncement(`${label} was already resolved.`);
        headingRef.current?.focus();
      } else {
        notify.error(`${label} was not resolved: ${errorText(err)}`);
      }
    } finally {
      setResolving(null);
    }
  };

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Course services"
        description="Open requests from players on the course, oldest first. The list refreshes every 30 seconds."
        actions={
          <Button
            variant="secondary"
            loading={queue.loading && rows !== null}
            loadingLabel="Refreshing"
            onClick={() => void queue.reload()}
          >
            Refresh
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
          Open requests{rows && rows.length > 0 ? ` (${rows.length})` : ''}
        </h2>
        {rows === null ? (
          <ResourceStatus
            resource={queue}
            loadingLabel="Loading the requests…"
            errorTitle="The requests could not be loaded"
          />
        ) : (
          <>
            {queue.status === 'error' ? (
              <Notice tone="warning" role="none">
                The list could not be refreshed: {queue.error}
              </Notice>
            ) : null}
            {rows.length === 0 ? (
              <EmptyState
                title="No open requests"
                message="New requests from players appear here."
              />
            ) : (
              <ul className={queueStyles['fw-courses-queue']}>
                {rows.map((s) => {
                  const type = SERVICE_TYPE_LABELS[s.service_type];
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
                            {where(s, courseName(s.course_id))}
                          </span>
                        </h3>
                        <p className={queueStyles['fw-courses-request-meta']}>
                          {s.requested_by_name} ·{' '}
                          <time dateTime={s.created_at}>{relativeAge(s.created_at, now)}</time>
                        </p>
                        {s.description ? (
                          <p className={queueStyles['fw-courses-request-text']}>{s.description}</p>
                        ) : null}
                        <div>
                          <Button
                            size="sm"
                            loading={resolving === s.id}
                            loadingLabel="Resolving"
                            aria-label={`Resolve ${type} for ${s.requested_by_name}`}
                            onClick={() => void handleResolve(s)}
                          >
                            Resolve
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
