import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  LiveMessage,
  Notice,
  PageHeader,
  ResourceStatus,
  errorText,
  notify,
  useCurrentUserId,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { commerceApi } from '../../../shared/api/clients';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useBasket, useProducts } from '../hooks/useStorefront';
import { storefrontMessages } from '../i18n';
import { facets, filterProducts, type Product } from '../utils/products';
import { BasketView } from './BasketView';
import { FilterBar } from './FilterBar';
import { ProductCard } from './ProductCard';
import styles from './Storefront.module.css';

/** /shop (shop:buy): the catalogue as cards, filters in the URL, the basket (`?view=basket`) and checkout. */
export function StorefrontPage() {
  const t = useT(storefrontMessages);
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const userId = useCurrentUserId() ?? 0;
  const products = useProducts();
  const basket = useBasket();
  const [addProblem, setAddProblem] = useState<string | null>(null);

  const view = params.get('view') === 'basket' ? 'basket' : 'shop';
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const brand = params.get('brand') ?? '';

  const setParam = (key: string, value: string, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );

  // The search box writes to the URL once typing pauses (replacing the entry, not adding one).
  const [search, setSearch] = useState(q);
  const settled = useDebouncedValue(search, 300);
  useEffect(() => {
    if (settled.trim() !== q) setParam('q', settled.trim(), true);
  }, [settled]);
  useEffect(() => {
    if (q !== settled.trim()) setSearch(q);
  }, [q]);

  const all = useMemo(() => products.data ?? [], [products.data]);
  const shown = useMemo(
    () => filterProducts(all, { q, category, brand }),
    [all, q, category, brand],
  );
  const categoryChips = useMemo(
    () => facets(all, (p) => ({ id: p.category_id, name: p.category_name })),
    [all],
  );
  const brandChips = useMemo(
    () => facets(all, (p) => ({ id: p.brand_id, name: p.brand_name })),
    [all],
  );
  const images = useMemo(() => new Map(all.map((p) => [p.item_id, p.image_url])), [all]);

  const lines = basket.data?.items ?? [];
  const basketCount = lines.reduce((n, line) => n + line.quantity, 0);
  const inBasket = (p: Product) =>
    lines.find((line) => line.inventory_id === p.inventory_id)?.quantity ?? 0;

  const handleAdd = async (product: Product, quantity: number) => {
    if (product.inventory_id === null) return;
    setAddProblem(null);
    try {
      const next = await commerceApi().setBasketLine({
        inventory_id: product.inventory_id,
        quantity: Math.min(99, inBasket(product) + quantity),
      });
      basket.setData(next);
      notify.success(t('added', { name: product.name }));
    } catch (err) {
      setAddProblem(errorText(err));
    }
  };

  const filtered = q !== '' || category !== '' || brand !== '';
  const handleClear = () => {
    setSearch('');
    setParams(new URLSearchParams());
  };

  const basketButton = (
    <Button
      variant={view === 'basket' ? 'primary' : 'secondary'}
      aria-label={t('basketButtonCount', { count: basketCount })}
      aria-pressed={view === 'basket'}
      onClick={() => setParam('view', view === 'basket' ? '' : 'basket')}
    >
      {t('basketButton')}
      <span className={styles['fw-shop-count']} aria-hidden="true">
        {basketCount}
      </span>
    </Button>
  );

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} actions={basketButton} />
      {view === 'basket' ? (
        <BasketView
          basket={basket}
          images={images}
          userId={userId}
          onShop={() => setParam('view', '')}
        />
      ) : products.status !== 'ready' ? (
        <ResourceStatus
          resource={products}
          loadingLabel={t('loadingCatalogue')}
          errorTitle={t('catalogueError')}
        />
      ) : all.length === 0 ? (
        <EmptyState title={t('noItemsTitle')} message={t('noItemsMessage')} />
      ) : (
        <>
          <FilterBar
            search={search}
            onSearchChange={setSearch}
            categories={categoryChips}
            category={category}
            onCategoryChange={(id) => setParam('category', id, true)}
            brands={brandChips}
            brand={brand}
            onBrandChange={(id) => setParam('brand', id, true)}
          />
          <LiveMessage text={t('results', { count: shown.length })} />
          {addProblem ? (
            <Notice tone="error" onDismiss={() => setAddProblem(null)}>
              {addProblem}
            </Notice>
          ) : null}
          {shown.length === 0 ? (
            <EmptyState
              title={t('noMatchTitle')}
              message={t('noMatchMessage')}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={handleClear}>
                    {t('clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul
              className={styles['fw-shop-grid']}
              aria-label={t('results', { count: shown.length })}
            >
              {shown.map((product) => (
                <li key={product.item_id}>
                  <ProductCard product={product} inBasket={inBasket(product)} onAdd={handleAdd} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
