import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  errorText,
  notify,
  usePermission,
  useT,
  type DataTableColumn,
  type Resource,
} from '@fairway/shared-ui';
import { setupMessages } from '../i18n';
import styles from './Setup.module.css';

export type SetupRow = { id: number; name: string; is_active: boolean };

export type SetupTableProps<Row extends SetupRow> = {
  caption: string;
  rows: Resource<Row[]>;
  /** The entity's own columns (name and status come first). */
  columns: DataTableColumn<Row>[];
  addLabel: string;
  emptyTitle: string;
  emptyMessage: string;
  setActive: (row: Row, active: boolean) => Promise<Row>;
  remove: (row: Row) => Promise<void>;
  /** The create (null) or edit dialog; call `onSaved` with the saved row. */
  renderDialog: (row: Row | null, onClose: () => void, onSaved: (row: Row) => void) => ReactNode;
};

type Editing<Row> = { row: Row | null } | null;

/**
 * One list of the set-up: a table with add, edit, activate or deactivate, and delete (the
 * server's 409 "… is used by N schedules; deactivate it instead" shown in the dialog).
 */
export function SetupTable<Row extends SetupRow>({
  caption,
  rows,
  columns,
  addLabel,
  emptyTitle,
  emptyMessage,
  setActive,
  remove,
  renderDialog,
}: SetupTableProps<Row>) {
  const t = useT(setupMessages);
  const canWrite = usePermission('academy:write');
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const put = (saved: Row) =>
    rows.setData((current) => {
      const list = current ?? [];
      return list.some((r) => r.id === saved.id)
        ? list.map((r) => (r.id === saved.id ? saved : r))
        : [...list, saved];
    });

  const handleActive = async (row: Row) => {
    if (busy !== null) return;
    setBusy(row.id);
    try {
      const saved = await setActive(row, !row.is_active);
      put(saved);
      notify.success(t(saved.is_active ? 'activated' : 'deactivated', { name: saved.name }));
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const handleDelete = async () => {
    const row = deleting;
    if (!row) return;
    try {
      await remove(row);
    } catch (err) {
      throw new Error(errorText(err));
    }
    rows.setData((current) => (current ?? []).filter((r) => r.id !== row.id));
    notify.success(t('deleted', { name: row.name }));
    setDeleting(null);
  };

  const all: DataTableColumn<Row>[] = [
    { id: 'name', header: t('columnName'), value: (r) => r.name, rowHeader: true, wrap: true },
    ...columns,
    {
      id: 'status',
      header: t('columnStatus'),
      value: (r) => (r.is_active ? t('active') : t('inactive')),
      render: (r) => (
        <Badge tone={r.is_active ? 'success' : 'neutral'}>
          {r.is_active ? t('active') : t('inactive')}
        </Badge>
      ),
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (r: Row) => (
              <div className={styles['fw-academy-row-actions']}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('editNamed', { name: r.name })}
                  onClick={() => setEditing({ row: r })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === r.id}
                  aria-label={t(r.is_active ? 'deactivateNamed' : 'activateNamed', {
                    name: r.name,
                  })}
                  onClick={() => void handleActive(r)}
                >
                  {t(r.is_active ? 'deactivate' : 'activate')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('deleteNamed', { name: r.name })}
                  onClick={() => setDeleting(r)}
                >
                  {t('delete')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={caption} className={styles['fw-academy-setup-tab']}>
      <DataTable
        caption={caption}
        hideCaption
        columns={all}
        rows={rows.data}
        getRowId={(r) => String(r.id)}
        loading={rows.loading}
        error={rows.status === 'error' ? t('loadError', { error: rows.error }) : null}
        onRetry={() => void rows.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={emptyTitle}
        emptyMessage={emptyMessage}
        toolbar={
          canWrite ? <Button onClick={() => setEditing({ row: null })}>{addLabel}</Button> : null
        }
      />
      {editing
        ? renderDialog(
            editing.row,
            () => setEditing(null),
            (saved) => {
              put(saved);
              notify.success(t(editing.row ? 'saved' : 'created', { name: saved.name }));
              setEditing(null);
            },
          )
        : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : ''}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
