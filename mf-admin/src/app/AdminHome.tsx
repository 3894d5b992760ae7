import { Navigate } from 'react-router-dom';
import {
  PageHeader,
  Notice,
  useCan,
  useDocumentTitle,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { ADMIN_SECTIONS } from './sections';

/** /admin: the first section the user may open, or why there is none. */
export function AdminHome() {
  useDocumentTitle('Administration');
  const can = useCan();
  const first = ADMIN_SECTIONS.find((s) => can(s.permission));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Administration" />
      <Notice tone="warning" title="You do not have access to this page">
        Your account may not manage users, roles, organizations or settings. Ask a club
        administrator if you need to.
      </Notice>
    </div>
  );
}
