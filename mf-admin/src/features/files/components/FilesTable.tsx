import {
  Button,
  Checkbox,
  DataTable,
  formatBytes,
  useFormat,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { FileRow } from '../api/files';
import { categoryLabel } from '../utils/categories';
import { FILE_KIND_LABELS, fileKind } from '../utils/fileKind';
import { FilePreview } from './FilePreview';

export type FilesTableProps = {
  /** null until the first answer arrives. */
  rows: readonly FileRow[] | null;
  loading: boolean;
  /** The failure's text, shown with a retry. */
  error: string | null;
  onRetry: () => void;
  onOpen: (file: FileRow) => void;
  /** Ids of the ticked rows; without onSelectedChange there are no tick boxes. */
  selected?: ReadonlySet<number>;
  onSelectedChange?: (selected: Set<number>) => void;
  filtered?: boolean;
  downloadUrl: (id: number) => string;
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
}: FilesTableProps) {
  const format = useFormat();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange?.(next);
  };
  const columns: DataTableColumn<FileRow>[] = [
    ...(onSelectedChange
      ? [
          {
            id: 'select',
            header: 'Select',
            rowHeader: false,
            render: (row: FileRow) => (
              <Checkbox
                label={`Select ${row.name}`}
                checked={selected.has(row.id)}
                onCheckedChange={(on) => toggle(row.id, on)}
              />
            ),
          },
        ]
      : []),
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      value: (row) => row.name,
      render: (row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--fw-space-2)' }}>
          <FilePreview file={row} />
          <Button variant="ghost" size="sm" onClick={() => onOpen(row)}>
            {row.name}
          </Button>
        </span>
      ),
    },
    { id: 'category', header: 'Category', value: (row) => categoryLabel(row.category) },
    { id: 'type', header: 'Type', value: (row) => FILE_KIND_LABELS[fileKind(row.mimeType)] },
    {
      id: 'size',
      header: 'Size',
      align: 'end',
      value: (row) => row.size,
      render: (row) => formatBytes(row.size, format),
    },
    {
      id: 'uploaded',
      header: 'Uploaded',
      value: (row) => new Date(row.createdAt),
      render: (row) => format.dateTime(row.createdAt),
    },
  ];
  return (
    <DataTable
      caption="Files"
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      filterable={false}
      initialSort={{ columnId: 'uploaded', direction: 'descending' }}
      exportFileName="files.csv"
      emptyTitle={filtered ? 'No files match' : 'No files yet'}
      emptyMessage={
        filtered
          ? 'Try another search or category.'
          : "The club's files are listed here once they are uploaded."
      }
      rowActions={(row) => (
        <a href={downloadUrl(row.id)} download aria-label={`Download ${row.name}`}>
          Download
        </a>
      )}
    />
  );
}
