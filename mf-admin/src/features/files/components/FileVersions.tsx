import {
  FileUpload,
  ResourceStatus,
  formatBytes,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { FileCategory, FileRecord } from '@fairway/shared-api/files';
import { uploadRules } from '../utils/categories';
import { messages } from '../utils/messages';
import { filesApi } from '../api/client';
import { useFileVersions } from '../hooks/useFiles';

export type FileVersionsProps = {
  file: FileRecord;
  canWrite: boolean;
  /** The file's category, whose rules a new version meets. */
  category: FileCategory | undefined;
  onChanged: (file: FileRecord) => void;
};

/** The versions of a file, newest first, and a new one uploaded over it (the old ones stay). */
export function FileVersions({ file, canWrite, category, onChanged }: FileVersionsProps) {
  const format = useFormat();
  const t = useT(messages);
  const rules = uploadRules(category, (items) => format.list(items));
  const versions = useFileVersions(file.id);
  const rows = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="file-versions-title" className={styles['fw-ui-page-section']}>
      <h3 id="file-versions-title">{t('versions')}</h3>
      <ResourceStatus
        resource={versions}
        loadingLabel={t('loadingVersions')}
        errorTitle={t('versionsFailed')}
      />
      {versions.data ? (
        <ol className={styles['fw-ui-page-list']} aria-label={t('versions')}>
          {rows.map((v) => (
            <li key={v.version} className={styles['fw-ui-page-list-item']}>
              {t(v.version === file.version ? 'currentVersionLine' : 'versionLine', {
                version: v.version,
                size: formatBytes(v.size, format),
                date: format.dateTime(v.created_at),
              })}
            </li>
          ))}
        </ol>
      ) : null}
      {canWrite ? (
        <FileUpload<FileRecord>
          multiple={false}
          buttonLabel={t('uploadNewVersion')}
          {...rules}
          onUpload={(next, options) => filesApi().uploadVersion(file.id, next, options)}
          onUploaded={(updated) => {
            onChanged(updated);
            void versions.reload();
          }}
        />
      ) : null}
    </section>
  );
}
