import { Link } from 'react-router-dom';
import {
  EmptyState,
  PageHeader,
  buttonClassName,
  useDocumentTitle,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { messages } from '../i18n/messages';

/** Any /courses/… path this remote does not know. */
export function CoursesNotFound() {
  const t = useT(messages);
  useDocumentTitle(t('pageNotFound'), t('sectionName'));
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('pageNotFound')} />
      <EmptyState
        title={t('nothingHere')}
        message={t('nothingHereMessage')}
        action={
          <Link to="/courses" className={buttonClassName('secondary')}>
            {t('goToTeeTimes')}
          </Link>
        }
      />
    </div>
  );
}
