import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Notice,
  TextArea,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useT,
  pageStyles as page,
  type DataTableColumn,
  type Resource,
} from '@fairway/shared-ui';
import type { ShopBrand, ShopBrandInput } from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';
import { catalogueMessages } from '../i18n';
import { namedFormSchema, namedFormValues, type NamedFormValues } from '../utils/itemForm';
import styles from './Catalogue.module.css';

/** Brands and categories have the same shape and calls. */
export type NamedKind = 'brand' | 'category';

const calls = (kind: NamedKind) => {
  const api = catalogueApi();
  return kind === 'brand'
    ? { create: api.createBrand, update: api.updateBrand, remove: api.deleteBrand }
    : { create: api.createCategory, update: api.updateCategory, remove: api.deleteCategory };
};

export type NamedTabProps = {
  kind: NamedKind;
  rows: Resource<ShopBrand[]>;
};

type Editing = { row: ShopBrand | null } | null;

/** A brand's or a category's name and description. */
function NamedDialog({
  kind,
  row,
  onClose,
  onSaved,
}: {
  kind: NamedKind;
  row: ShopBrand | null;
  onClose: () => void;
  onSaved: (row: ShopBrand) => void;
}) {
  const t = useT(catalogueMessages);
  const formId = useId();
  const form = useForm<NamedFormValues, ShopBrandInput>({
    schema: namedFormSchema,
    initialValues: namedFormValues(row),
    onSubmit: async (data, helpers) => {
      try {
        const saved = row ? await calls(kind).update(row.id, data) : await calls(kind).create(data);
        notify.success(t(row ? 'saved' : 'created', { name: saved.name }));
        onSaved(saved);
      } catch (err) {
        helpers.setErrors(fieldErrors(err) as Record<string, string>);
        throw new Error(errorText(err));
      }
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        row ? t('editNamed', { name: row.name }) : t(kind === 'brand' ? 'addBrand' : 'addCategory')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('namedName')}
          required
          maxLength={120}
          autoComplete="off"
          {...form.register('name')}
        />
        <TextArea
          label={t('namedDescription')}
          maxLength={2000}
          rows={3}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}

/** The brands or the categories: a table with add, edit and delete (the server's 409 shown). */
export function NamedTab({ kind, rows }: NamedTabProps) {
  const t = useT(catalogueMessages);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShopBrand | null>(null);
  const brand = kind === 'brand';

  const handleSaved = (saved: ShopBrand) => {
    rows.setData((current) =>
      [...(current ?? []).filter((r) => r.id !== saved.id), saved].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
    setEditing(null);
  };

  const handleDelete = async () => {
    const row = deleting;
    if (!row) return;
    try {
      await calls(kind).remove(row.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    rows.setData((current) => (current ?? []).filter((r) => r.id !== row.id));
    notify.success(t('deleted', { name: row.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<ShopBrand>[] = [
    { id: 'name', header: t('columnName'), value: (r) => r.name, rowHeader: true },
    { id: 'description', header: t('columnDescription'), value: (r) => r.description, wrap: true },
    {
      id: 'actions',
      header: t('columnActions'),
      sortable: false,
      exportable: false,
      render: (r) => (
        <div className={styles['fw-shop-row-actions']}>
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
            variant="ghost"
            aria-label={t('deleteNamed', { name: r.name })}
            onClick={() => setDeleting(r)}
          >
            {t('delete')}
          </Button>
        </div>
      ),
    },
  ];

  const addButton = (
    <Button onClick={() => setEditing({ row: null })}>
      {t(brand ? 'addBrand' : 'addCategory')}
    </Button>
  );

  return (
    <>
      <DataTable
        caption={t(brand ? 'brands' : 'categories')}
        hideCaption
        columns={columns}
        rows={rows.data}
        getRowId={(r) => String(r.id)}
        loading={rows.status === 'loading'}
        error={rows.status === 'error' ? `${t('namedError')}: ${rows.error}` : null}
        onRetry={() => void rows.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t(brand ? 'noBrandsTitle' : 'noCategoriesTitle')}
        emptyMessage={t(brand ? 'noBrandsMessage' : 'noCategoriesMessage')}
        toolbar={addButton}
      />
      {editing ? (
        <NamedDialog
          kind={kind}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : ''}
        message={t('deleteNamedMessage', { what: t(brand ? 'brandWord' : 'categoryWord') })}
        confirmLabel={t('delete')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
