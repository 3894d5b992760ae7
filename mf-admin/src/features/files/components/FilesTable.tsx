import { DataTable, type DataTableColumn } from '@fairway/shared-ui';
import type { File } from '@fairway/shared-api/files';

const columns: DataTableColumn<File>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'description', header: 'Description', value: (row) => row.description, wrap: true },
  { id: 'updated', header: 'Last changed', value: (row) => new Date(row.updated_at) },
];

export type FilesTableProps = {
  /** null until the first answer arrives. */
  rows: readonly File[] | null;
  loading: boolean;
  /** The failure's text, shown with a retry. */
  error: string | null;
  onRetry: () => void;
};

/** The club's files: a skeleton while loading, the failure with a retry, or a word when there are none. */
export function FilesTable({ rows, loading, error, onRetry }: FilesTableProps) {
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
      initialSort={{ columnId: 'name', direction: 'ascending' }}
      exportFileName="files.csv"
      emptyTitle="No files yet"
      emptyMessage="The club's files are listed here once they are added."
    />
  );
}
