import { Card, DonutChart, ResourceStatus, formatBytes, useFormat } from '@fairway/shared-ui';
import type { Resource } from '@fairway/shared-ui';
import type { CategoryStat } from '../api/files';
import { categoryLabel } from '../utils/categories';

export type StorageCardProps = { stats: Resource<CategoryStat[]> };

/** Bytes by category as a donut, with the total in the middle. */
export function StorageCard({ stats }: StorageCardProps) {
  const format = useFormat();
  const rows = stats.data ?? [];
  const files = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card title="Storage">
      {stats.data ? (
        <DonutChart
          title="Storage by category"
          hideTitle
          data={rows.map((row) => ({ label: categoryLabel(row.category), value: row.bytes }))}
          formatValue={(bytes) => formatBytes(bytes, format)}
          centerLabel={files === 1 ? '1 file' : `${format.number(files)} files`}
          categoryLabel="Category"
          valueLabel="Size"
        />
      ) : (
        <ResourceStatus
          resource={stats}
          loadingLabel="Loading storage figures…"
          errorTitle="Storage figures could not be loaded"
        />
      )}
    </Card>
  );
}
