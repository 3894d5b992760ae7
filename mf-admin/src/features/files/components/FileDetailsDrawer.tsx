import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  Drawer,
  Select,
  errorText,
  formatBytes,
  notify,
  useFormat,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { filesApi, type CategoryInfo, type FileRow } from '../api/files';
import { categoryLabel } from '../utils/categories';
import { FILE_KIND_LABELS, fileKind } from '../utils/fileKind';
import { FilePreview } from './FilePreview';
import { FileSharing } from './FileSharing';
import { FileVersions } from './FileVersions';

export type FileDetailsDrawerProps = {
  file: FileRow | null;
  categories: readonly CategoryInfo[];
  canWrite: boolean;
  onClose: () => void;
  onChanged: (file: FileRow) => void;
  onDeleted: (file: FileRow) => void;
};

/** One file: preview, facts, download, versions, sharing, move and delete. */
export function FileDetailsDrawer({
  file,
  categories,
  canWrite,
  onClose,
  onChanged,
  onDeleted,
}: FileDetailsDrawerProps) {
  return (
    <Drawer open={file !== null} onClose={onClose} title={file?.name ?? ''} size="lg">
      {file ? (
        <FileDetails
          key={file.id}
          file={file}
          categories={categories}
          canWrite={canWrite}
          onChanged={onChanged}
          onDeleted={onDeleted}
        />
      ) : null}
    </Drawer>
  );
}

type FileDetailsProps = Omit<FileDetailsDrawerProps, 'file' | 'onClose'> & { file: FileRow };

function FileDetails({ file, categories, canWrite, onChanged, onDeleted }: FileDetailsProps) {
  const format = useFormat();
  const [category, setCategory] = useState(file.category);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rules = categories.find((c) => c.name === file.category);

  const handleMove = async () => {
    setMoving(true);
    try {
      const moved = await filesApi.move(file.id, category);
      onChanged(moved);
      notify.success(`${file.name} moved to ${categoryLabel(category)}`);
    } catch (err) {
      notify.error(`The file was not moved: ${errorText(err)}`);
    } finally {
      setMoving(false);
    }
  };

  const handleDelete = async () => {
    await filesApi.remove(file.id);
    setConfirming(false);
    notify.success(`${file.name} deleted`);
    onDeleted(file);
  };

  return (
    <div className={styles['fw-ui-page-section']}>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        {file.thumbnailUrl ? (
          <img
            src={file.thumbnailUrl}
            alt={`Preview of ${file.name}`}
            style={{ maxInlineSize: '100%', maxBlockSize: '16rem', objectFit: 'contain' }}
          />
        ) : (
          <FilePreview file={file} size={96} />
        )}
      </div>
      <dl className={styles['fw-ui-page-list']}>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>Category</dt>
          <dd>{categoryLabel(file.category)}</dd>
        </div>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>Type</dt>
          <dd>
            {FILE_KIND_LABELS[fileKind(file.mimeType)]} ({file.mimeType})
          </dd>
        </div>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>Size</dt>
          <dd>{formatBytes(file.size, format)}</dd>
        </div>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>Uploaded</dt>
          <dd>{format.dateTime(file.createdAt)}</dd>
        </div>
      </dl>
      <div className={styles['fw-ui-page-actions']}>
        <a href={filesApi.downloadUrl(file.id)} download>
          Download
        </a>
        {canWrite ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete file
          </Button>
        ) : null}
      </div>
      {canWrite ? (
        <div className={styles['fw-ui-page-fields']}>
          <Select
            label="Move to category"
            name="move-category"
            value={category}
            options={categories.map((c) => ({ value: c.name, label: categoryLabel(c.name) }))}
            onValueChange={setCategory}
          />
          <Button
            variant="secondary"
            loading={moving}
            disabled={category === file.category}
            onClick={() => void handleMove()}
          >
            Move
          </Button>
        </div>
      ) : null}
      <FileVersions
        file={file}
        canWrite={canWrite}
        accept={rules?.allowedTypes ?? []}
        maxBytes={rules?.maxBytes}
        onChanged={onChanged}
      />
      {canWrite ? <FileSharing file={file} /> : null}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={`Delete ${file.name}?`}
        message="The file and all its versions are deleted, and its share links stop working."
        confirmLabel="Delete file"
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
