import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  LiveMessage,
  PageHeader,
  notify,
  useDocumentTitle,
  usePermission,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { SECTION_NAME } from '../../../app/sections';
import { filesApi, type FileFilter, type FileRow } from '../api/files';
import { useCategoryStats, useFileCategories, useFiles } from '../hooks/useFiles';
import { FileDetailsDrawer } from './FileDetailsDrawer';
import { FileFilters } from './FileFilters';
import { FilesTable } from './FilesTable';
import { StorageCard } from './StorageCard';
import { UploadCard } from './UploadCard';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** /admin/files: the club's files, their uploads, versions and share links. */
export function FilesPage() {
  useDocumentTitle('Files', SECTION_NAME);
  const canWrite = usePermission(PERMISSIONS.filesWrite);
  const [filter, setFilter] = useState<FileFilter>({ category: '', q: '' });
  const list = useFiles(filter);
  const categories = useFileCategories();
  const stats = useCategoryStats();
  const [open, setOpen] = useState<FileRow | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);

  const filtered = Boolean(filter.category || filter.q);
  const rows = list.data;

  const refresh = () => {
    void list.reload();
    void stats.reload();
  };

  const handleFilter = (next: FileFilter) => {
    setSelected(new Set());
    setFilter(next);
  };

  const handleChanged = (file: FileRow) => {
    setOpen(file);
    refresh();
  };

  const handleDeleted = (file: FileRow) => {
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
    await filesApi.bulkRemove(ids);
    setConfirmBulk(false);
    setSelected(new Set());
    notify.success(`${plural(ids.length, 'file')} deleted`);
    refresh();
  };

  const live =
    list.loading || list.error || !rows
      ? ''
      : filtered
        ? `${plural(rows.length, 'file')} found`
        : `${plural(rows.length, 'file')} in all`;

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Files"
        description="Documents and images of the club: upload them, share a link, keep versions."
      />
      <div className={styles['fw-ui-page-columns']}>
        {canWrite && categories.data ? (
          <UploadCard categories={categories.data} onUploaded={refresh} />
        ) : null}
        <StorageCard stats={stats} />
      </div>
      <FileFilters filter={filter} categories={categories.data} onChange={handleFilter} />
      <LiveMessage text={live} />
      {canWrite && selected.size > 0 ? (
        <div className={styles['fw-ui-page-actions']} role="group" aria-label="Selected files">
          <span>{plural(selected.size, 'file')} selected</span>
          <Button variant="danger" onClick={() => setConfirmBulk(true)}>
            Delete selected
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
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
          downloadUrl={filesApi.downloadUrl}
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
        title={`Delete ${plural(selected.size, 'file')}?`}
        message="The files and all their versions are deleted, and their share links stop working."
        confirmLabel="Delete files"
        onConfirm={handleBulkDelete}
        onCancel={() => setConfirmBulk(false)}
      />
    </div>
  );
}
