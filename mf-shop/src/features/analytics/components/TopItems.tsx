import { BarChart, EmptyState, useT } from '@fairway/shared-ui';
import type { TopRentedItem, TopSellingItem } from '@fairway/shared-api/shop';
import { analyticsMessages } from '../i18n';

const named = (name: string, brand: string | null) => (brand ? `${name} (${brand})` : name);

/** The best sellers of the period by units sold (horizontal bars: long names fit on phones). */
export function TopSelling({ items }: { items: readonly TopSellingItem[] }) {
  const t = useT(analyticsMessages);
  if (items.length === 0) return <EmptyState title={t('topSellingEmpty')} />;
  return (
    <BarChart
      title={t('topSelling')}
      hideTitle
      orientation="horizontal"
      categoryLabel={t('item')}
      valueLabel={t('unitsSold')}
      data={items.map((i) => ({ label: named(i.item_name, i.brand_name), value: i.quantity }))}
    />
  );
}

/** The most rented equipment of the period by rentals. */
export function TopRented({ items }: { items: readonly TopRentedItem[] }) {
  const t = useT(analyticsMessages);
  if (items.length === 0) return <EmptyState title={t('topRentedEmpty')} />;
  return (
    <BarChart
      title={t('topRented')}
      hideTitle
      orientation="horizontal"
      colorIndex={2}
      categoryLabel={t('item')}
      valueLabel={t('timesRented')}
      data={items.map((i) => ({ label: named(i.item_name, i.brand_name), value: i.rentals }))}
    />
  );
}
