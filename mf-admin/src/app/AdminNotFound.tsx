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

export function AdminNotFound() {
  const t = useT(messages);
  useDocumentTitle(t('notFoundTitle'), t('adminSection'));
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('notFoundTitle')} />
      <EmptyState
        title={t('notFoundHeading')}
        message={t('notFoundMessage')}
        action={
          <Link to="/admin" className={buttonClassName('secondary')}>
            {t('goToSection', { section: t('adminSection') })}
          </Link>
        }
      />
    </div>
  );
}
