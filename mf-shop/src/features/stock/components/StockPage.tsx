import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Badge,
  PageHeader,
  Tabs,
  usePermission,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { useAllStock, useLowStockCount } from '../hooks/useStock';
import { stockMessages } from '../i18n';
import { MovementsTab } from './MovementsTab';
import { StockTab } from './StockTab';
import { TypesTab } from './TypesTab';

const TABS = ['stock', 'movements', 'types'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /shop/stock (shop:read; changes need shop:write): stock with its low-stock flag, movements, transaction types. */
export function StockPage() {
  const t = useT(stockMessages);
  useDocumentTitle(t('title'), SECTION_NAME);
  const canWrite = usePermission('shop:write');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'stock';
  const lowOnly = params.get('low') === '1';
  const [version, setVersion] = useState(0);
  const lowCount = useLowStockCount(version);
  const allStock = useAllStock();

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const low = lowCount.data ?? 0;
  const countBadge =
    lowCount.status === 'ready' ? (
      <Badge tone={low > 0 ? 'warning' : 'success'}>{t('lowCount', { count: low })}</Badge>
    ) : undefined;

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} actions={countBadge} />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={(id) => setParam('tab', id === 'stock' ? '' : id)}
        tabs={[
          {
            id: 'stock',
            label: t('tabStock'),
            badge: low > 0 ? <Badge tone="warning">{low}</Badge> : undefined,
            content:
              tab === 'stock' ? (
                <StockTab
                  canWrite={canWrite}
                  lowOnly={lowOnly}
                  onLowOnlyChange={(on) => setParam('low', on ? '1' : '')}
                  onChanged={() => {
                    setVersion((v) => v + 1);
                    void allStock.reload();
                  }}
                />
              ) : null,
          },
          {
            id: 'movements',
            label: t('tabMovements'),
            content: tab === 'movements' ? <MovementsTab stock={allStock.data ?? []} /> : null,
          },
          {
            id: 'types',
            label: t('tabTypes'),
            content:
              tab === 'types' ? <TypesTab canWrite={canWrite} stock={allStock.data ?? []} /> : null,
          },
        ]}
      />
    </div>
  );
}
