import type { OpeningHours } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import type { WeekChange } from '../utils/weekGrid';

export type WeekChangeResult =
  | { change: WeekChange; ok: true; saved: OpeningHours }
  | { change: WeekChange; ok: false; error: unknown };

/**
 * Sends the week's changes (a POST per new day, a PUT per changed day) side by side. The API has
 * no call for a whole week, so each day succeeds or fails on its own; every result comes back.
 */
export async function saveWeek(changes: ReadonlyArray<WeekChange>): Promise<WeekChangeResult[]> {
  const api = coursesApi();
  return Promise.all(
    changes.map(async (change): Promise<WeekChangeResult> => {
      try {
        const saved =
          change.kind === 'create'
            ? await api.createOpeningHours(change.body)
            : await api.updateOpeningHours(change.id, change.body);
        return { change, ok: true, saved };
      } catch (error) {
        return { change, ok: false, error };
      }
    }),
  );
}
