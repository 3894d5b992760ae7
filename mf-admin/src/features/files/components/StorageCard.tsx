import { Card, DonutChart, ResourceStatus, formatBytes, useFormat, useT } from '@fairway/shared-ui';
import type { Resource } from '@fairway/shared-ui';
import type { FileCategoryStats } from '@fairway/shared-api/files';
import { categoryLabel } from '../utils/categories';
import { messages } from '../utils/messages';

export type StorageCardProps = { stats: Resource<FileCategoryStats> };

/** Bytes by category as a donut, with the total in the middle. */
export function StorageCard({ stats }: StorageCardProps) {
  const format = useFormat();
  const t = useT(messages);
  const rows = stats.data ?? [];
  const files = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card title={t('storage')}>
      {stats.data ? (
        <DonutChart
          title={t('storageByCategory')}
          hideTitle
          data={rows.map((row) => ({ label: categoryLabel(row.category, t), value: row.bytes }))}
          formatValue={(bytes) => formatBytes(bytes, format)}
          centerLabel={t('fileCount', { count: files })}
          categoryLabel={t('category')}
          valueLabel={t('size')}
        />
      ) : (
        <ResourceStatus
          resource={stats}
          loadingLabel={t('loadingStorage')}
          errorTitle={t('storageFailed')}
        />
      )}
    </Card>
  );
}
