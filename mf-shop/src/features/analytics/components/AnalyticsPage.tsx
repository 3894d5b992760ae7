import { useSearchParams } from 'react-router-dom';
import { PageHeader, pageStyles, useDocumentTitle, useFormat, useT } from '@fairway/shared-ui';
import type { AnalyticsType } from '@fairway/shared-api/shop';
import { SECTION_NAME } from '../../../app/sections';
import { useAnalytics } from '../hooks/useAnalytics';
import { analyticsMessages } from '../i18n';
import {
  presetOf,
  presetRange,
  rangeProblem,
  viewFromParams,
  viewParams,
  type DateRange,
  type Preset,
} from '../utils/ranges';
import { AnalyticsFigures } from './AnalyticsFigures';
import { AnalyticsFilters } from './AnalyticsFilters';
import { CategoriesTable } from './CategoriesTable';
import { ItemsPanel } from './ItemsPanel';
import { Panel } from './Panel';
import { RefundsPanel } from './RefundsPanel';
import { RevenuePanel } from './RevenuePanel';
import { TopRented, TopSelling } from './TopItems';
import styles from './Analytics.module.css';

/**
 * /shop/analytics (shop:read): the pro shop's revenue, orders, items sold, rentals and refunds over
 * a period (last 7 / 30 / 90 days, this month, or two dates) for sales, rentals or both. The period
 * and type are in the URL (?start&end&type), so a reload keeps them and a view can be shared.
 * Each panel loads on its own, with its own loading, empty and failed states; every chart has its
 * figures as a table for screen readers.
 */
export function AnalyticsPage() {
  const t = useT(analyticsMessages);
  const f = useFormat();
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const today = f.today();
  const fromUrl = viewFromParams(params);
  const range = fromUrl.range ?? presetRange('last30', today);
  const type = fromUrl.type;
  const problem = rangeProblem(range);
  const valid = problem === null ? range : null;
  const data = useAnalytics(valid, type);

  const show = (next: DateRange, nextType: AnalyticsType) =>
    setParams(viewParams(next, nextType), { replace: true });
  const handlePreset = (preset: Preset) => show(presetRange(preset, today), type);

  return (
    <div className={pageStyles['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <AnalyticsFilters
        range={range}
        preset={presetOf(range, today)}
        type={type}
        problem={problem}
        onPreset={handlePreset}
        onRange={(next) => show(next, type)}
        onType={(next) => show(range, next)}
      />
      {valid === null ? null : (
        <>
          <Panel
            title={t('figures')}
            resource={data.overview}
            loadingLabel={t('figuresLoading')}
            errorTitle={t('figuresNotLoaded')}
          >
            {(overview) => <AnalyticsFigures overview={overview} />}
          </Panel>
          <div className={styles['fw-shop-analytics-grid']}>
            <Panel
              wide
              title={t('revenueTitle')}
              resource={data.revenue}
              loadingLabel={t('revenueLoading')}
              errorTitle={t('revenueNotLoaded')}
            >
              {(points) => <RevenuePanel points={points} group={data.group} type={type} />}
            </Panel>
            {type === 'rental' ? null : (
              <Panel
                title={t('topSelling')}
                resource={data.topSelling}
                loadingLabel={t('topSellingLoading')}
                errorTitle={t('topSellingNotLoaded')}
              >
                {(items) => <TopSelling items={items} />}
              </Panel>
            )}
            {type === 'sale' ? null : (
              <Panel
                title={t('topRented')}
                resource={data.topRented}
                loadingLabel={t('topRentedLoading')}
                errorTitle={t('topRentedNotLoaded')}
              >
                {(items) => <TopRented items={items} />}
              </Panel>
            )}
            <Panel
              wide
              title={t('categories')}
              resource={data.categories}
              loadingLabel={t('categoriesLoading')}
              errorTitle={t('categoriesNotLoaded')}
            >
              {(rows) => <CategoriesTable rows={rows} type={type} />}
            </Panel>
            <ItemsPanel range={valid} type={type} />
            <RefundsPanel range={valid} summary={data.refundSummary} />
          </div>
        </>
      )}
    </div>
  );
}
