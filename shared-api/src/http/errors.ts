/** Raised for every failed call; `message` is what a person sees. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error code ('bad_request', 'conflict', ...) when it sent one. */
    readonly code: string | null = null,
    readonly details: unknown[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
      if (err.message === 'Session expired') throw err;
      throw new ApiError(message, err.status, err.code, [err.message, ...err.details]);
    }
    throw err;
  }
}
