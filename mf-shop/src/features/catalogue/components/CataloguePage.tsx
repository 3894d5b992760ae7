import { useSearchParams } from 'react-router-dom';
import { PageHeader, Tabs, useDocumentTitle, useT, pageStyles as page } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { useBrands, useCategories } from '../hooks/useCatalogue';
import { catalogueMessages } from '../i18n';
import { ItemsTab } from './ItemsTab';
import { NamedTab } from './NamedTab';

const TABS = ['items', 'brands', 'categories'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /shop/catalogue (shop:write): items, brands and categories, the tab in `?tab=`. */
export function CataloguePage() {
  const t = useT(catalogueMessages);
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'items';
  const brands = useBrands();
  const categories = useCategories();

  const handleTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={handleTab}
        tabs={[
          {
            id: 'items',
            label: t('tabItems'),
            content:
              tab === 'items' ? (
                <ItemsTab brands={brands.data ?? []} categories={categories.data ?? []} />
              ) : null,
          },
          {
            id: 'brands',
            label: t('tabBrands'),
            content: tab === 'brands' ? <NamedTab kind="brand" rows={brands} /> : null,
          },
          {
            id: 'categories',
            label: t('tabCategories'),
            content: tab === 'categories' ? <NamedTab kind="category" rows={categories} /> : null,
          },
        ]}
      />
    </div>
  );
}
