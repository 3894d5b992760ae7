import { Notice, PageHeader } from '@fairway/shared-ui';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import styles from './Page.module.css';

export type NoAccessProps = { title: string; permission: string };

/**
 * What a direct URL shows to someone whose roles lack the page's permission (the shell already
 * hides the navigation entry).
 */
export function NoAccess({ title, permission }: NoAccessProps) {
  useDocumentTitle(title);
  return (
    <div className={styles['fw-admin-page']}>
      <PageHeader title={title} />
      <Notice tone="warning" title="You do not have access to this page">
        Your account does not have the permission this page needs (
        <span className={styles['fw-admin-code']}>{permission}</span>). Ask a club administrator to
        give you a role that includes it.
      </Notice>
    </div>
  );
}
