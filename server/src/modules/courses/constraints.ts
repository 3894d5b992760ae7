import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type AppError,
} from '../../lib/errors';

/**
 * Runs a write and turns the constraint that guards an invariant into the domain's own answer
 * (a unique index into "already exists", a RESTRICT foreign key into "still in use"). The
 * constraint decides, so the answer is the same when two requests race.
 */
export async function guarded<T>(
  write: () => Promise<T>,
  answers: { unique?: () => AppError; foreignKey?: () => AppError },
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_UNIQUE_VIOLATION && answers.unique) throw answers.unique();
    if ((code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) && answers.foreignKey)
      throw answers.foreignKey();
    throw err;
  }
}
