/** Query values a call may send; undefined, null and '' are left out of the URL. */
export type SearchParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export type RequestOptions = {
  searchParams?: SearchParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = RequestOptions & {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * What every domain client is built on. Paths are relative to /api (e.g. 'settings/users').
 * The implementation (createHttp) applies the session rules: cookies, X-CSRF-Token, one refresh
 * and retry after a 401, 'Session expired' and the redirect to /login.
 */
export type Http = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * POST (or PUT) of a multipart form, reporting upload progress; fetch cannot report it, so the
   * browser implementation uses XMLHttpRequest with the same session rules.
   */
  upload<T>(path: string, body: FormData, options?: UploadOptions): Promise<T>;
  /** Like get, but also returns the X-Total-Count header for paged lists. */
  getPage<T>(path: string, options?: RequestOptions): Promise<{ items: T[]; total: number }>;
};
