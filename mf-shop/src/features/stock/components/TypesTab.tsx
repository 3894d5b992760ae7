import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useT,
  pageStyles as page,
  type DataTableColumn,
  type ValidationSchema,
} from '@fairway/shared-ui';
import {
  SHOP_TRANSACTION_TYPE_KINDS,
  shopTransactionTypeInput,
  type ShopInventory,
  type ShopTransactionType,
  type ShopTransactionTypeInput,
  type ShopTransactionTypeKind,
} from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';
import { useTransactionTypes } from '../hooks/useStock';
import { stockMessages } from '../i18n';
import { kindName, purposeName } from '../utils/stock';
import styles from './Stock.module.css';

type TypeValues = {
  name: string;
  kind: ShopTransactionTypeKind;
  inventory_id: string;
  description: string;
};

const typeBody = (v: TypeValues): ShopTransactionTypeInput => ({
  name: v.name,
  kind: v.kind,
  inventory_id: v.inventory_id ? Number(v.inventory_id) : null,
  description: v.description,
});

const typeSchema: ValidationSchema<ShopTransactionTypeInput> = {
  safeParse(data: unknown) {
    const body = typeBody(data as TypeValues);
    const result = shopTransactionTypeInput.safeParse(body);
    if (!result.success) return { success: false, error: { issues: result.error.issues } };
    return { success: true, data: body };
  },
};

function TypeDialog({
  type,
  stock,
  onClose,
  onSaved,
}: {
  type: ShopTransactionType | null;
  stock: readonly ShopInventory[];
  onClose: () => void;
  onSaved: (type: ShopTransactionType) => void;
}) {
  const t = useT(stockMessages);
  const formId = useId();
  const form = useForm<TypeValues, ShopTransactionTypeInput>({
    schema: typeSchema,
    initialValues: {
      name: type?.name ?? '',
      kind: type?.kind ?? 'restock',
      inventory_id: type?.inventory_id ? String(type.inventory_id) : '',
      description: type?.description ?? '',
    },
    onSubmit: async (data, helpers) => {
      try {
        const saved = type
          ? await catalogueApi().updateTransactionType(type.id, data)
          : await catalogueApi().createTransactionType(data);
        notify.success(t(type ? 'typeSaved' : 'typeCreated', { name: saved.name }));
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
      title={type ? t('editTypeNamed', { name: type.name }) : t('addType')}
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
          label={t('typeName')}
          required
          maxLength={120}
          autoComplete="off"
          {...form.register('name')}
        />
        <div className={page['fw-ui-page-fields']}>
          <Select
            label={t('typeKind')}
            options={SHOP_TRANSACTION_TYPE_KINDS.map((k) => ({ value: k, label: kindName(t, k) }))}
            {...form.register('kind')}
          />
          <Select
            label={t('typeStock')}
            options={[
              { value: '', label: t('anyStock') },
              ...stock.map((r) => ({
                value: String(r.id),
                label: `${r.item_name} (${purposeName(t, r.purpose)})`,
              })),
            ]}
            {...form.register('inventory_id')}
          />
        </div>
        <TextArea
          label={t('typeDescription')}
          maxLength={2000}
          rows={3}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}

export type TypesTabProps = { canWrite: boolean; stock: readonly ShopInventory[] };

type Editing = { type: ShopTransactionType | null } | null;

/** Transaction types: what a movement is (a delivery, a trolley rental…), with add, edit, delete. */
export function TypesTab({ canWrite, stock }: TypesTabProps) {
  const t = useT(stockMessages);
  const types = useTransactionTypes();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShopTransactionType | null>(null);

  const handleSaved = (saved: ShopTransactionType) => {
    types.setData((current) => [...(current ?? []).filter((x) => x.id !== saved.id), saved]);
    setEditing(null);
  };

  const handleDelete = async () => {
    const type = deleting;
    if (!type) return;
    try {
      await catalogueApi().deleteTransactionType(type.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    types.setData((current) => (current ?? []).filter((x) => x.id !== type.id));
    notify.success(t('typeDeleted', { name: type.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<ShopTransactionType>[] = [
    { id: 'name', header: t('columnName'), value: (r) => r.name, rowHeader: true },
    { id: 'kind', header: t('columnKind'), value: (r) => kindName(t, r.kind) },
    {
      id: 'stock',
      header: t('columnStock'),
      value: (r) => (r.inventory_id === null ? t('anyStock') : (r.inventory_item_name ?? null)),
    },
    { id: 'description', header: t('columnDescription'), value: (r) => r.description, wrap: true },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('columnActions'),
            sortable: false,
            exportable: false,
            render: (r: ShopTransactionType) => (
              <div className={styles['fw-shop-row-actions']}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('editTypeNamed', { name: r.name })}
                  onClick={() => setEditing({ type: r })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('deleteTypeNamed', { name: r.name })}
                  onClick={() => setDeleting(r)}
                >
                  {t('delete')}
                </Button>
              </div>
            ),
          } satisfies DataTableColumn<ShopTransactionType>,
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        caption={t('typesCaption')}
        hideCaption
        columns={columns}
        rows={types.data}
        getRowId={(r) => String(r.id)}
        loading={types.status === 'loading'}
        error={types.status === 'error' ? `${t('typesError')}: ${types.error}` : null}
        onRetry={() => void types.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noTypesTitle')}
        emptyMessage={t('noTypesMessage')}
        toolbar={
          canWrite ? (
            <Button onClick={() => setEditing({ type: null })}>{t('addType')}</Button>
          ) : undefined
        }
      />
      {editing ? (
        <TypeDialog
          type={editing.type}
          stock={stock}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTypeTitle', { name: deleting.name }) : ''}
        message={t('deleteTypeMessage')}
        confirmLabel={t('delete')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
