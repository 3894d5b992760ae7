import { Notice } from '../components/Notice/Notice';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './Data.module.css';
import { useT } from '../i18n/display';
import { messages } from '../i18n/messages';

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
  const t = useT(messages);
  return (
    <div className={styles['fw-ui-no-access']}>
      <PageHeader title={title} />
      <Notice tone="warning" title={t('noAccessTitle')}>
        {t('noAccessBefore')}
        <span className={styles['fw-ui-no-access-code']}>{permission}</span>
        {t('noAccessAfter')}
      </Notice>
    </div>
  );
}
