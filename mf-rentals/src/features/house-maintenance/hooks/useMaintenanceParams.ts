import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  MAINTENANCE_FINANCIAL_PERIODS,
  MAINTENANCE_INTEREST_STATUSES,
  type MaintenanceFinancialPeriod,
  type MaintenanceInterestStatus,
} from '@fairway/shared-api/house-maintenance';

export type MaintenanceTab =
  'board' | 'balances' | 'finances' | 'types' | 'activities' | 'interests';
export const MAINTENANCE_TABS: readonly MaintenanceTab[] = [
  'board',
  'balances',
  'finances',
  'types',
  'activities',
  'interests',
];

export type FinancePeriod = MaintenanceFinancialPeriod;

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The maintenance screen's choices in the address: ?tab=, ?job=ID (the job's panel), and each
 * tab's own (household and period of the finances, interest status). Anything unreadable is ignored.
 */
export function useMaintenanceParams() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') as MaintenanceTab | null;
  const period = params.get('period') as FinancePeriod | null;
  const interest = params.get('interest') as MaintenanceInterestStatus | null;

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  return {
    tab: tab && MAINTENANCE_TABS.includes(tab) ? tab : ('board' as MaintenanceTab),
    jobId: positiveId(params.get('job')),
    tenantId: positiveId(params.get('household')),
    period:
      period && MAINTENANCE_FINANCIAL_PERIODS.includes(period)
        ? period
        : ('current_month' as FinancePeriod),
    interestStatus: interest && MAINTENANCE_INTEREST_STATUSES.includes(interest) ? interest : null,
    update,
  };
}
