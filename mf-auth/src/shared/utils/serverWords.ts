import { FALLBACK_LANGUAGE } from '@fairway/shared-ui';
import type { AuthTranslate } from '../../i18n/messages';

/**
 * A confirmation the server words itself (in the spec's English): shown as it comes in English;
 * in another language the catalogue's sentence for the same outcome, so the page speaks one
 * language. The server's error texts are always shown as they come.
 */
export function serverWords(
  t: AuthTranslate,
  key: Parameters<AuthTranslate>[0],
  server: string | null | undefined,
): string {
  return t.language === FALLBACK_LANGUAGE && server?.trim() ? server.trim() : t(key);
}
