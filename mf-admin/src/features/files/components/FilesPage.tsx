import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { useFiles } from '../hooks/useFiles';
import { FilesTable } from './FilesTable';

/** /admin/files: the club's files. */
export function FilesPage() {
  useDocumentTitle('Files', SECTION_NAME);
  const list = useFiles();
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Files" />
      <FilesTable
        rows={list.data}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.reload()}
      />
    </div>
  );
}
