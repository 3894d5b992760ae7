import {
  FileUpload,
  ResourceStatus,
  formatBytes,
  useFormat,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { filesApi, type FileRow } from '../api/files';
import { useFileVersions } from '../hooks/useFiles';

export type FileVersionsProps = {
  file: FileRow;
  canWrite: boolean;
  accept: readonly string[];
  maxBytes: number | undefined;
  onChanged: (file: FileRow) => void;
};

/** The versions of a file, newest first, and a new one uploaded over it (the old ones stay). */
export function FileVersions({ file, canWrite, accept, maxBytes, onChanged }: FileVersionsProps) {
  const format = useFormat();
  const versions = useFileVersions(file.id);
  const rows = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="file-versions-title" className={styles['fw-ui-page-section']}>
      <h3 id="file-versions-title">Versions</h3>
      <ResourceStatus
        resource={versions}
        loadingLabel="Loading versions…"
        errorTitle="The versions could not be loaded"
      />
      {versions.data ? (
        <ol className={styles['fw-ui-page-list']} aria-label="Versions">
          {rows.map((v) => (
            <li key={v.version} className={styles['fw-ui-page-list-item']}>
              Version {v.version}
              {v.version === file.version ? ' (current)' : ''} · {formatBytes(v.size, format)} ·{' '}
              {format.dateTime(v.createdAt)}
            </li>
          ))}
        </ol>
      ) : null}
      {canWrite ? (
        <FileUpload<FileRow>
          multiple={false}
          buttonLabel="Upload a new version"
          accept={accept}
          maxBytes={maxBytes}
          onUpload={(next, options) => filesApi.uploadVersion(file.id, next, options)}
          onUploaded={(updated) => {
            onChanged(updated);
            void versions.reload();
          }}
        />
      ) : null}
    </section>
  );
}
