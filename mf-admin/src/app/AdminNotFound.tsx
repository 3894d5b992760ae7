import { Link } from 'react-router-dom';
import { EmptyState, PageHeader, buttonClassName, useDocumentTitle } from '@fairway/shared-ui';
import styles from '../shared/components/Page.module.css';

export function AdminNotFound() {
  useDocumentTitle('Page not found', 'Administration');
  return (
    <div className={styles['fw-admin-page']}>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is nothing here"
        message="The link may be mistyped, or the page has moved."
        action={
          <Link to="/admin" className={buttonClassName('secondary')}>
            Go to Administration
          </Link>
        }
      />
    </div>
  );
}
