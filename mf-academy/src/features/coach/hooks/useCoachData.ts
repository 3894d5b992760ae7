import { useResource } from '@fairway/shared-ui';
import type { CandidateNote, Session, Trainer, TrainerSchedule } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';

/** "Me" as a trainer: GET /trainers?user_id=<me>, or null when this account is not one. */
export function useMyTrainer(userId: number | null) {
  return useResource<Trainer | null>(async () => {
    if (userId === null) return null;
    const found = await academyApi().trainers.list({ user_id: userId });
    return found.find((t) => t.user_id === userId) ?? null;
  }, [userId]);
}

/** The trainer's sessions from `start` to `end` (cancelled ones too, to strike them through). */
export function useTrainerSessions(
  trainerId: number | null,
  start: string,
  end: string,
  changes: number,
) {
  return useResource<TrainerSchedule | null>(
    () =>
      trainerId === null
        ? Promise.resolve(null)
        : academyApi().trainerSchedule(trainerId, { start_date: start, end_date: end }),
    [trainerId, start, end, changes],
  );
}

/** The notes this trainer wrote, newest first. */
export function useTrainerNotes(trainerId: number, changes: number) {
  return useResource<CandidateNote[]>(
    () => academyApi().trainers.notes(trainerId),
    [trainerId, changes],
  );
}

/**
 * The session to open by default: today's next one (not cancelled, not ended), else the one in
 * progress, else the last of today's.
 */
export function defaultSession(today: readonly Session[], now: number): Session | null {
  const live = today.filter((s) => s.status !== 'cancelled');
  return (
    live.find((s) => s.status === 'in_progress') ??
    live.find((s) => s.status === 'scheduled' && Date.parse(s.ends_at) > now) ??
    live.at(-1) ??
    null
  );
}
