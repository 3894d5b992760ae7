import { StatTile, money, useFormat, useT } from '@fairway/shared-ui';
import type { ShopOverview } from '@fairway/shared-api/shop';
import { analyticsMessages } from '../i18n';
import styles from './Analytics.module.css';

/** The period's totals as figures: revenue, net, orders, items, rentals, average order, refunds. */
export function AnalyticsFigures({ overview }: { overview: ShopOverview }) {
  const t = useT(analyticsMessages);
  const f = useFormat();
  const amount = (minor: number) => money(minor, null, f);
  const sales = overview.type !== 'rental';
  const rentals = overview.type !== 'sale';
  return (
    <div className={styles['fw-shop-analytics-figures']}>
      <StatTile
        label={t('revenue')}
        value={amount(overview.revenue)}
        hint={t('revenueHint', {
          sales: amount(overview.sales_revenue),
          rentals: amount(overview.rental_revenue),
        })}
      />
      <StatTile label={t('net')} value={amount(overview.net_revenue)} hint={t('netHint')} />
      {sales ? (
        <StatTile
          label={t('orders')}
          value={f.number(overview.orders)}
          hint={t('customers', { count: overview.customers })}
        />
      ) : null}
      {sales ? <StatTile label={t('itemsSold')} value={f.number(overview.items_sold)} /> : null}
      {rentals ? <StatTile label={t('rentals')} value={f.number(overview.rentals)} /> : null}
      {sales ? (
        <StatTile label={t('averageOrder')} value={amount(overview.average_order_value)} />
      ) : null}
      <StatTile label={t('refunds')} value={amount(overview.refunds)} />
    </div>
  );
}
