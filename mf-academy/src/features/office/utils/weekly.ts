import { addDays } from '../../../shared/utils/days';

/** `times` days a week apart from `first` (YYYY-MM-DD), `first` included. */
export function weeklyDates(first: string, times: number): string[] {
  return Array.from({ length: Math.max(1, times) }, (_, i) => addDays(first, i * 7));
}
