import { useResource } from '@fairway/shared-ui';
import type { AnalyticsType } from '@fairway/shared-api/shop';
import { analyticsApi, catalogueApi } from '../api/clients';
import { groupFor, type DateRange } from '../utils/ranges';

const NEVER = new Promise<never>(() => undefined);

/** The most items in a top list. */
export const TOP_LIMIT = 10;

/**
 * Each panel's read for a period and type, loaded on its own (one failing leaves the others).
 * Nothing is asked while `range` is null (the dates are being corrected).
 */
export function useAnalytics(range: DateRange | null, type: AnalyticsType) {
  const start = range?.start ?? '';
  const end = range?.end ?? '';
  const dates = { start_date: start, end_date: end };
  const deps = [start, end, type];
  const when = <T>(load: () => Promise<T>) => (range ? load() : (NEVER as Promise<T>));
  const group = range ? groupFor(range) : 'day';

  const overview = useResource(() => when(() => analyticsApi().overview({ ...dates, type })), deps);
  const revenue = useResource(
    () => when(() => analyticsApi().revenue({ ...dates, type, group_by: group })),
    [...deps, group],
  );
  const topSelling = useResource(
    () =>
      when(() =>
        type === 'rental'
          ? Promise.resolve([])
          : analyticsApi().topSelling({ ...dates, limit: TOP_LIMIT }),
      ),
    deps,
  );
  const topRented = useResource(
    () =>
      when(() =>
        type === 'sale'
          ? Promise.resolve([])
          : analyticsApi().topRented({ ...dates, limit: TOP_LIMIT }),
      ),
    deps,
  );
  const categories = useResource(
    () => when(() => analyticsApi().categories({ ...dates, type })),
    deps,
  );
  const refundSummary = useResource(
    () => when(() => analyticsApi().refundSummary(dates)),
    [start, end],
  );
  return { group, overview, revenue, topSelling, topRented, categories, refundSummary };
}

export type ItemFilters = { categoryId: number | null; brandId: number | null };

/** A page of item performance, filtered by category and brand. */
export function useItemPerformance(
  range: DateRange | null,
  type: AnalyticsType,
  filters: ItemFilters,
  page: { limit: number; offset: number },
) {
  return useResource(
    () =>
      range
        ? analyticsApi().items({
            start_date: range.start,
            end_date: range.end,
            type,
            ...(filters.categoryId ? { category_id: filters.categoryId } : {}),
            ...(filters.brandId ? { brand_id: filters.brandId } : {}),
            limit: page.limit,
            offset: page.offset,
          })
        : NEVER,
    [range?.start, range?.end, type, filters.categoryId, filters.brandId, page.limit, page.offset],
  );
}

/** A page of refunds in the period, newest first. */
export function useRefunds(range: DateRange | null, page: { limit: number; offset: number }) {
  return useResource(
    () =>
      range
        ? analyticsApi().refunds({
            start_date: range.start,
            end_date: range.end,
            limit: page.limit,
            offset: page.offset,
          })
        : NEVER,
    [range?.start, range?.end, page.limit, page.offset],
  );
}

/** Categories and brands for the item filters (the filters work without them). */
export function useItemFilterOptions() {
  const categories = useResource(() => catalogueApi().categories({ limit: 100 }), []);
  const brands = useResource(() => catalogueApi().brands({ limit: 100 }), []);
  return { categories: categories.data?.items ?? [], brands: brands.data?.items ?? [] };
}
