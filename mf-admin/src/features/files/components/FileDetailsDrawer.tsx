import { useState } from 'react';
import {
  Button,
  buttonClassName,
  ConfirmDialog,
  Drawer,
  Select,
  errorText,
  formatBytes,
  notify,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { FileCategory, FileRecord } from '@fairway/shared-api/files';
import { filesApi } from '../api/client';
import { categoryLabel } from '../utils/categories';
import { messages } from '../utils/messages';
import { FILE_KIND_LABELS, fileKind } from '../utils/fileKind';
import { FilePreview } from './FilePreview';
import { FileSharing } from './FileSharing';
import { FileVersions } from './FileVersions';

export type FileDetailsDrawerProps = {
  file: FileRecord | null;
  categories: readonly FileCategory[];
  canWrite: boolean;
  onClose: () => void;
  onChanged: (file: FileRecord) => void;
  onDeleted: (file: FileRecord) => void;
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
    <Drawer open={file !== null} onClose={onClose} title={file?.original_name ?? ''} size="lg">
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

type FileDetailsProps = Omit<FileDetailsDrawerProps, 'file' | 'onClose'> & { file: FileRecord };

function FileDetails({ file, categories, canWrite, onChanged, onDeleted }: FileDetailsProps) {
  const format = useFormat();
  const t = useT(messages);
  const [category, setCategory] = useState(file.category);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rules = categories.find((c) => c.name === file.category);

  const handleMove = async () => {
    setMoving(true);
    try {
      const moved = await filesApi().move(file.id, category);
      onChanged(moved);
      notify.success(
        t('moved', { name: file.original_name, category: categoryLabel(category, t) }),
      );
    } catch (err) {
      notify.error(t('moveFailed', { error: errorText(err) }));
    } finally {
      setMoving(false);
    }
  };

  const handleDelete = async () => {
    await filesApi().remove(file.id);
    setConfirming(false);
    notify.success(t('fileDeleted', { name: file.original_name }));
    onDeleted(file);
  };

  return (
    <div className={styles['fw-ui-page-section']}>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        {file.thumbnail_url ? (
          <img
            src={file.thumbnail_url}
            alt={t('previewOf', { name: file.original_name })}
            style={{ maxInlineSize: '100%', maxBlockSize: '16rem', objectFit: 'contain' }}
          />
        ) : (
          <FilePreview file={file} size={96} />
        )}
      </div>
      <dl className={styles['fw-ui-page-list']}>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>{t('category')}</dt>
          <dd>{categoryLabel(file.category, t)}</dd>
        </div>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>{t('type')}</dt>
          <dd>
            {t(FILE_KIND_LABELS[fileKind(file.mime_type)])} ({file.mime_type})
          </dd>
        </div>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>{t('size')}</dt>
          <dd>{formatBytes(file.size, format)}</dd>
        </div>
        <div className={styles['fw-ui-page-list-item']}>
          <dt>{t('uploaded')}</dt>
          <dd>{format.dateTime(file.created_at)}</dd>
        </div>
      </dl>
      <div className={styles['fw-ui-page-actions']}>
        <a href={filesApi().downloadUrl(file.id)} download className={buttonClassName('secondary')}>
          {t('download')}
        </a>
        {canWrite ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('deleteFile')}
          </Button>
        ) : null}
      </div>
      {canWrite ? (
        <div className={styles['fw-ui-page-fields']}>
          <Select
            label={t('moveTo')}
            name="move-category"
            value={category}
            options={categories.map((c) => ({ value: c.name, label: categoryLabel(c.name, t) }))}
            onValueChange={setCategory}
          />
          <Button
            variant="secondary"
            loading={moving}
            disabled={category === file.category}
            onClick={() => void handleMove()}
          >
            {t('move')}
          </Button>
        </div>
      ) : null}
      <FileVersions file={file} canWrite={canWrite} category={rules} onChanged={onChanged} />
      {canWrite ? <FileSharing file={file} /> : null}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('deleteFileTitle', { name: file.original_name })}
        message={t('deleteFileMessage')}
        confirmLabel={t('deleteFile')}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
