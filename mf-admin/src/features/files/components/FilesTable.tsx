import {
  Button,
  buttonClassName,
  type DataTablePaging,
  Checkbox,
  DataTable,
  formatBytes,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { FileRecord } from '@fairway/shared-api/files';
import { categoryLabel } from '../utils/categories';
import { messages } from '../utils/messages';
import { FILE_KIND_LABELS, fileKind } from '../utils/fileKind';
import { FilePreview } from './FilePreview';

export type FilesTableProps = {
  /** null until the first answer arrives. */
  rows: readonly FileRecord[] | null;
  loading: boolean;
  /** The failure's text, shown with a retry. */
  error: string | null;
  onRetry: () => void;
  onOpen: (file: FileRecord) => void;
  /** Ids of the ticked rows; without onSelectedChange there are no tick boxes. */
  selected?: ReadonlySet<number>;
  onSelectedChange?: (selected: Set<number>) => void;
  filtered?: boolean;
  downloadUrl: (id: number) => string;
  /** The server's pages (the API answers 100 files at most per call). */
  paging?: DataTablePaging;
};

/** The club's files: a preview, the name (opens the details), category, type, size and date. */
export function FilesTable({
  rows,
  loading,
  error,
  onRetry,
  onOpen,
  selected = new Set(),
  onSelectedChange,
  filtered = false,
  downloadUrl,
  paging,
}: FilesTableProps) {
  const format = useFormat();
  const t = useT(messages);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange?.(next);
  };
  const columns: DataTableColumn<FileRecord>[] = [
    ...(onSelectedChange
      ? [
          {
            id: 'select',
            header: t('select'),
            rowHeader: false,
            render: (row: FileRecord) => (
              <Checkbox
                label={t('selectNamed', { name: row.original_name })}
                checked={selected.has(row.id)}
                onCheckedChange={(on) => toggle(row.id, on)}
              />
            ),
          },
        ]
      : []),
    {
      id: 'name',
      header: t('name'),
      rowHeader: true,
      value: (row) => row.original_name,
      render: (row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--fw-space-2)' }}>
          <FilePreview file={row} />
          <Button variant="ghost" size="sm" onClick={() => onOpen(row)}>
            {row.original_name}
          </Button>
        </span>
      ),
    },
    { id: 'category', header: t('category'), value: (row) => categoryLabel(row.category, t) },
    { id: 'type', header: t('type'), value: (row) => t(FILE_KIND_LABELS[fileKind(row.mime_type)]) },
    {
      id: 'size',
      header: t('size'),
      align: 'end',
      value: (row) => row.size,
      render: (row) => formatBytes(row.size, format),
    },
    {
      id: 'uploaded',
      header: t('uploaded'),
      value: (row) => new Date(row.created_at),
      render: (row) => format.dateTime(row.created_at),
    },
  ];
  return (
    <DataTable
      caption={t('files')}
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      filterable={false}
      paging={paging}
      pageSizeOptions={[25, 50, 100]}
      initialSort={{ columnId: 'uploaded', direction: 'descending' }}
      exportFileName="files.csv"
      emptyTitle={filtered ? t('noFilesMatch') : t('noFilesYet')}
      emptyMessage={filtered ? t('noMatchHint') : t('noFilesHint')}
      rowActions={(row) => (
        <a
          href={downloadUrl(row.id)}
          download
          aria-label={t('downloadNamed', { name: row.original_name })}
          className={buttonClassName('ghost', 'sm')}
        >
          {t('download')}
        </a>
      )}
    />
  );
}
