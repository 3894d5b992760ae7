import { Notice } from '../components/Notice/Notice';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './Data.module.css';

export type NoAccessProps = {
  /** The page's title (its h1 and the document title). */
  title: string;
  /** The permission the page needs, shown so an administrator knows what to grant. */
  permission: string;
  /** The remote's name in the document title ('Administration'). */
  section?: string;
};

/**
 * What a direct URL shows to someone whose roles lack the page's permission (the shell already
 * hides the navigation entry).
 */
export function NoAccess({ title, permission, section }: NoAccessProps) {
  useDocumentTitle(title, section);
  return (
    <div className={styles['fw-ui-no-access']}>
      <PageHeader title={title} />
      <Notice tone="warning" title="You do not have access to this page">
        Your account does not have the permission this page needs (
        <span className={styles['fw-ui-no-access-code']}>{permission}</span>). Ask a club
        administrator to give you a role that includes it.
      </Notice>
    </div>
  );
}
