import { Link } from 'react-router-dom';
import {
  EmptyState,
  PageHeader,
  buttonClassName,
  useDocumentTitle,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { SECTION_NAME } from './sections';

/** Any /academy/… path this remote does not know. */
export function AcademyNotFound() {
  useDocumentTitle('Page not found', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is nothing here"
        message="The link may be mistyped, or the page has moved."
        action={
          <Link to="/academy" className={buttonClassName('secondary')}>
            Go to {SECTION_NAME}
          </Link>
        }
      />
    </div>
  );
}
