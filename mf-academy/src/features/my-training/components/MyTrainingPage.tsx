import {
  PageHeader,
  ResourceStatus,
  useCurrentUserId,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { academyMessages } from '../../../shared/i18n/messages';
import { useMyAcademy } from '../hooks/useMyTraining';
import { myTrainingMessages } from '../i18n';
import { MyEnrolments } from './MyEnrolments';
import { MyLessons } from './MyLessons';
import { MyProgress } from './MyProgress';
import { NextSessions } from './NextSessions';
import styles from './MyTraining.module.css';

/** /academy/mine (academy:enrol): my courses, my next sessions, my progress and my lessons. */
export function MyTrainingPage() {
  const t = useT(myTrainingMessages);
  const ta = useT(academyMessages);
  useDocumentTitle(t('title'), ta('sectionName'));
  const me = useCurrentUserId();
  const mine = useMyAcademy(me);
  const data = mine.data;

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      {!data ? (
        <ResourceStatus resource={mine} loadingLabel={t('loading')} errorTitle={t('loadError')} />
      ) : (
        <>
          <section
            aria-labelledby="fw-academy-mine-enrolments"
            className={styles['fw-academy-section']}
          >
            <h2 id="fw-academy-mine-enrolments" className={styles['fw-academy-heading']}>
              {t('enrolments')}
            </h2>
            <MyEnrolments
              enrolments={data.enrolments}
              onChanged={(done) =>
                mine.setData((current) => ({
                  ...(current ?? data),
                  enrolments: (current ?? data).enrolments.map((e) =>
                    e.id === done.id ? done : e,
                  ),
                }))
              }
            />
          </section>
          <section
            aria-labelledby="fw-academy-mine-sessions"
            className={styles['fw-academy-section']}
          >
            <h2 id="fw-academy-mine-sessions" className={styles['fw-academy-heading']}>
              {t('nextSessions')}
            </h2>
            <NextSessions enrolments={data.enrolments} />
          </section>
          <section
            aria-labelledby="fw-academy-mine-progress"
            className={styles['fw-academy-section']}
          >
            <h2 id="fw-academy-mine-progress" className={styles['fw-academy-heading']}>
              {t('progress')}
            </h2>
            <MyProgress attendance={data.attendance} />
          </section>
        </>
      )}
      <section aria-labelledby="fw-academy-mine-lessons" className={styles['fw-academy-section']}>
        <h2 id="fw-academy-mine-lessons" className={styles['fw-academy-heading']}>
          {t('lessons')}
        </h2>
        <MyLessons />
      </section>
    </div>
  );
}
