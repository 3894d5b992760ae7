import type { Candidate, Enrollment } from '@fairway/shared-api/academy';
import { academyApi } from '../api/clients';

/**
 * The signed-in person's own candidate (GET /candidates?user_id=), or null: a member becomes a
 * candidate the first time they enrol, so none yet means nothing enrolled.
 */
export async function myCandidate(userId: number | null): Promise<Candidate | null> {
  if (userId === null) return null;
  const found = await academyApi().candidates.list({ user_id: userId });
  return found.find((c) => c.user_id === userId) ?? null;
}

/** The signed-in person's pending and approved enrolments (none without a candidate). */
export async function myActiveEnrolments(userId: number | null): Promise<Enrollment[]> {
  const candidate = await myCandidate(userId);
  return candidate ? academyApi().enrollments.activeByCandidate(candidate.id) : [];
}
