import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  hasStatus,
  LiveMessage,
  PageHeader,
  notify,
  useDocumentTitle,
  usePermission,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { messages as adminMessages } from '../../../i18n/messages';
import { messages } from '../utils/messages';
import type { FileRecord } from '@fairway/shared-api/files';
import { filesApi, type FileFilter, type FilePage } from '../api/client';
import { useCategoryStats, useFileCategories, useFiles } from '../hooks/useFiles';
import { useFilesLive } from '../hooks/useFilesLive';
import { FileDetailsDrawer } from './FileDetailsDrawer';
import { FileFilters } from './FileFilters';
import { FilesTable } from './FilesTable';
import { StorageCard } from './StorageCard';
import { UploadCard } from './UploadCard';

/** /admin/files: the club's files, their uploads, versions and share links. */
export function FilesPage() {
  const t = useT(messages);
  const tAdmin = useT(adminMessages);
  useDocumentTitle(t('title'), tAdmin('adminSection'));
  const canWrite = usePermission(PERMISSIONS.filesWrite);
  const [filter, setFilter] = useState<FileFilter>({ category: '', q: '' });
  const [page, setPage] = useState<FilePage>({ offset: 0, limit: 50 });
  const list = useFiles(filter, page);
  const categories = useFileCategories();
  const stats = useCategoryStats();
  const [open, setOpen] = useState<FileRecord | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);

  const filtered = Boolean(filter.category || filter.q);
  const rows = list.data?.items ?? null;
  const total = list.data?.total ?? 0;

  const refresh = () => {
    void list.reload();
    void stats.reload();
  };

  // Changes made elsewhere: the list, the figures and the open file (its thumbnail may be ready).
  useFilesLive((ids) => {
    refresh();
    if (open && (ids.has(open.id) || ids.has(null)))
      filesApi()
        .get(open.id)
        .then(setOpen, (err: unknown) => {
          if (hasStatus(err, 404)) setOpen(null);
        });
  });

  const handleFilter = (next: FileFilter) => {
    setSelected(new Set());
    setPage((current) => ({ ...current, offset: 0 }));
    setFilter(next);
  };

  const handleChanged = (file: FileRecord) => {
    setOpen(file);
    refresh();
  };

  const handleDeleted = (file: FileRecord) => {
    setOpen(null);
    setSelected((current) => {
      const next = new Set(current);
      next.delete(file.id);
      return next;
    });
    refresh();
  };

  const handleBulkDelete = async () => {
    const ids = [...selected];
    await filesApi().bulkDelete(ids);
    setConfirmBulk(false);
    setSelected(new Set());
    notify.success(t('filesDeleted', { count: ids.length }));
    refresh();
  };

  const live =
    list.loading || list.error || !rows
      ? ''
      : filtered
        ? t('filesFound', { count: total })
        : t('filesInAll', { count: total });

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <div className={styles['fw-ui-page-columns']}>
        {canWrite && categories.data ? (
          <UploadCard categories={categories.data} onUploaded={refresh} />
        ) : null}
        <StorageCard stats={stats} />
      </div>
      <FileFilters filter={filter} categories={categories.data} onChange={handleFilter} />
      <LiveMessage text={live} />
      {canWrite && selected.size > 0 ? (
        <div className={styles['fw-ui-page-actions']} role="group" aria-label={t('selectedFiles')}>
          <span>{t('filesSelected', { count: selected.size })}</span>
          <Button variant="danger" onClick={() => setConfirmBulk(true)}>
            {t('deleteSelected')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())}>
            {t('clearSelection')}
          </Button>
        </div>
      ) : null}
      <div className={styles['fw-ui-page-section']}>
        <FilesTable
          rows={rows}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.reload()}
          onOpen={setOpen}
          filtered={filtered}
          selected={selected}
          onSelectedChange={canWrite ? setSelected : undefined}
          downloadUrl={(id) => filesApi().downloadUrl(id)}
          paging={{
            total,
            offset: page.offset,
            limit: page.limit,
            onOffsetChange: (offset) => setPage((current) => ({ ...current, offset })),
            onLimitChange: (limit) => setPage({ offset: 0, limit }),
          }}
        />
      </div>
      <FileDetailsDrawer
        file={open}
        categories={categories.data ?? []}
        canWrite={canWrite}
        onClose={() => setOpen(null)}
        onChanged={handleChanged}
        onDeleted={handleDeleted}
      />
      <ConfirmDialog
        open={confirmBulk}
        tone="danger"
        title={t('deleteFilesTitle', { count: selected.size })}
        message={t('deleteFilesMessage')}
        confirmLabel={t('deleteFiles')}
        onConfirm={handleBulkDelete}
        onCancel={() => setConfirmBulk(false)}
      />
    </div>
  );
}
