import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  Select,
  errorText,
  money,
  notify,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { ShopBrand, ShopCategory, ShopItem } from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useItemsPage } from '../hooks/useCatalogue';
import { catalogueMessages } from '../i18n';
import { ItemDialog } from './ItemDialog';
import styles from './Catalogue.module.css';

export type ItemsTabProps = {
  brands: readonly ShopBrand[];
  categories: readonly ShopCategory[];
};

type Editing = { item: ShopItem | null } | null;

/** The items, a server page at a time: search, brand/category/status filters, add, edit, deactivate, delete. */
export function ItemsTab({ brands, categories }: ItemsTabProps) {
  const t = useT(catalogueMessages);
  const f = useFormat();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(25);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [brandId, setBrandId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [active, setActive] = useState('');
  const items = useItemsPage({
    offset,
    limit,
    ...(q ? { q } : {}),
    ...(brandId ? { brand_id: Number(brandId) } : {}),
    ...(categoryId ? { category_id: Number(categoryId) } : {}),
    ...(active ? { active: active === 'true' } : {}),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShopItem | null>(null);

  const replace = (saved: ShopItem) =>
    items.setData((current) => {
      const rows = current?.items ?? [];
      const known = rows.some((r) => r.id === saved.id);
      return {
        total: (current?.total ?? 0) + (known ? 0 : 1),
        items: known ? rows.map((r) => (r.id === saved.id ? saved : r)) : [saved, ...rows],
      };
    });

  const handleToggleActive = async (item: ShopItem) => {
    try {
      const saved = await catalogueApi().updateItem(item.id, { is_active: !item.is_active });
      replace(saved);
      notify.success(t(saved.is_active ? 'activated' : 'deactivated', { name: saved.name }));
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  const handleDelete = async () => {
    const item = deleting;
    if (!item) return;
    try {
      await catalogueApi().deleteItem(item.id);
    } catch (err) {
      // 409 when it has orders or rentals: the dialog shows why (deactivate instead).
      throw new Error(errorText(err));
    }
    items.setData((current) => ({
      total: Math.max(0, (current?.total ?? 1) - 1),
      items: (current?.items ?? []).filter((r) => r.id !== item.id),
    }));
    notify.success(t('deleted', { name: item.name }));
    setDeleting(null);
  };

  const filterChange = (set: (v: string) => void) => (value: string) => {
    set(value);
    setOffset(0);
  };

  const columns: DataTableColumn<ShopItem>[] = [
    { id: 'name', header: t('columnName'), value: (r) => r.name, wrap: true, rowHeader: true },
    { id: 'brand', header: t('columnBrand'), value: (r) => r.brand_name },
    { id: 'category', header: t('columnCategory'), value: (r) => r.category_name },
    { id: 'sku', header: t('columnSku'), value: (r) => r.sku },
    { id: 'barcode', header: t('columnBarcode'), value: (r) => r.barcode },
    {
      id: 'sale_price',
      header: t('columnSalePrice'),
      value: (r) => r.sale_price,
      render: (r) => (r.sale_price === null ? t('notSold') : money(r.sale_price, null, f)),
      align: 'end',
    },
    {
      id: 'rental_price',
      header: t('columnRentalPrice'),
      value: (r) => r.rental_price,
      render: (r) =>
        r.rental_price === null
          ? t('notRented')
          : t('perDay', { price: money(r.rental_price, null, f) }),
      align: 'end',
    },
    {
      id: 'active',
      header: t('columnActive'),
      value: (r) => r.is_active,
      render: (r) =>
        r.is_active ? <Badge tone="success">{t('active')}</Badge> : <Badge>{t('inactive')}</Badge>,
    },
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
            onClick={() => setEditing({ item: r })}
          >
            {t('edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(r.is_active ? 'deactivateNamed' : 'activateNamed', { name: r.name })}
            onClick={() => void handleToggleActive(r)}
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
  ];

  const filtered = q !== '' || brandId !== '' || categoryId !== '' || active !== '';
  const addButton = <Button onClick={() => setEditing({ item: null })}>{t('addItem')}</Button>;

  return (
    <>
      <div className={styles['fw-shop-filters']}>
        <Select
          label={t('filterBrand')}
          value={brandId}
          onValueChange={filterChange(setBrandId)}
          options={[
            { value: '', label: t('anyBrand') },
            ...brands.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <Select
          label={t('filterCategory')}
          value={categoryId}
          onValueChange={filterChange(setCategoryId)}
          options={[
            { value: '', label: t('anyCategory') },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Select
          label={t('filterActive')}
          value={active}
          onValueChange={filterChange(setActive)}
          options={[
            { value: '', label: t('anyStatus') },
            { value: 'true', label: t('onlyActive') },
            { value: 'false', label: t('onlyInactive') },
          ]}
        />
      </div>
      <DataTable
        caption={t('items')}
        hideCaption
        columns={columns}
        rows={items.data?.items ?? null}
        getRowId={(r) => String(r.id)}
        loading={items.loading}
        error={items.status === 'error' ? `${t('itemsError')}: ${items.error}` : null}
        onRetry={() => void items.reload()}
        filterLabel={t('searchItems')}
        onFilterChange={(text) => {
          setSearch(text);
          setOffset(0);
        }}
        paging={{
          total: items.data?.total ?? 0,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (n) => {
            setLimit(n);
            setOffset(0);
          },
        }}
        pageSizeOptions={[25, 50, 100]}
        emptyTitle={filtered ? undefined : t('noItemsTitle')}
        emptyMessage={filtered ? undefined : t('noItemsMessage')}
        toolbar={addButton}
      />
      {editing ? (
        <ItemDialog
          item={editing.item}
          brands={brands}
          categories={categories}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            replace(saved);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : ''}
        message={t('deleteItemMessage')}
        confirmLabel={t('delete')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
