import { Link } from 'react-router-dom';
import {
  EmptyState,
  PageHeader,
  buttonClassName,
  useDocumentTitle,
  pageStyles as styles,
} from '@fairway/shared-ui';

export function AdminNotFound() {
  useDocumentTitle('Page not found', 'Administration');
  return (
    <div className={styles['fw-ui-page']}>
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
