import { Navigate } from 'react-router-dom';
import {
  PageHeader,
  Notice,
  useCan,
  useDocumentTitle,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { ADMIN_SECTIONS, SECTION_NAME } from './sections';

/** 'users, roles, organizations or settings': every section, as the navigation names them. */
const PAGES = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
  ADMIN_SECTIONS.map((s) => s.title.toLowerCase()),
);

/** /admin: the first section the user may open, or why there is none. */
export function AdminHome() {
  useDocumentTitle(SECTION_NAME);
  const can = useCan();
  const first = ADMIN_SECTIONS.find((s) => can(s.permission));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={SECTION_NAME} />
      <Notice tone="warning" title="You do not have access to this page">
        Your account may not manage {PAGES}. Ask a club administrator if you need to.
      </Notice>
    </div>
  );
}
