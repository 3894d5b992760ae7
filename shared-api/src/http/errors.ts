/** The text every call raises once the session cannot be renewed (spec section 8). */
export const SESSION_EXPIRED = 'Session expired';

/** Raised for every failed call; `message` is what a person sees. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error code ('bad_request', 'conflict', ...) when it sent one. */
    readonly code: string | null = null,
    readonly details: unknown[] = [],
    /** Seconds from the Retry-After header (429, 503), when the server sent one. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for the error raised after a failed refresh or a second 401. */
export function isSessionExpired(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401 && err.message === SESSION_EXPIRED;
}

/**
 * For calls whose failure text the spec fixes (section 8): a failure raises `message`,
 * keeping the status and the server's own text in `details`. 401 handling happens before this.
 */
export async function withMessage<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.message === SESSION_EXPIRED) throw err;
      throw new ApiError(
        message,
        err.status,
        err.code,
        [err.message, ...err.details],
        err.retryAfter,
      );
    }
    throw err;
  }
}

/**
 * For reads where "none yet" is an answer, not a failure (spec section 8: profile by user,
 * golf preferences, cart configuration): a 404 gives null.
 */
export async function nullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
