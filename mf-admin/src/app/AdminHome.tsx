import { Navigate } from 'react-router-dom';
import {
  PageHeader,
  Notice,
  useCan,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import { ADMIN_SECTIONS, sectionTitle } from './sections';

/** /admin: the first section the user may open, or why there is none. */
export function AdminHome() {
  const t = useT(messages);
  const f = useFormat();
  useDocumentTitle(t('adminSection'));
  const can = useCan();
  const first = ADMIN_SECTIONS.find((s) => can(s.permission));
  if (first) return <Navigate to={first.path} replace />;
  // 'users, roles, organizations, settings or files': every section, as the navigation names them.
  const pages = f.list(
    ADMIN_SECTIONS.map((s) => sectionTitle(s, t).toLowerCase()),
    'disjunction',
  );
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('adminSection')} />
      <Notice tone="warning" title={t('noAccessTitle')}>
        {t('noAccessMessage', { pages })}
      </Notice>
    </div>
  );
}
