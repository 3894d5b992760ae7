import { createHttp, type CreateHttpOptions } from './create-http';
import type { Http } from './types';

let current: Http | null = null;

/**
 * The portal's one Http. @fairway/shared-api is a Module Federation singleton, so the shell's
 * configureHttp() call is what every remote's getHttp() returns.
 */
export function configureHttp(options: CreateHttpOptions = {}): Http {
  current = createHttp(options);
  return current;
}

/** The configured Http, or one with the defaults (/api, window.location) on first use. */
export function getHttp(): Http {
  if (!current) current = createHttp();
  return current;
}
