import type { SchemaIssue, ValidationSchema } from '@fairway/shared-ui';

/** What a contract schema (zod, from @fairway/shared-api) offers: safeParse. */
export type Parser<T> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { readonly issues: ReadonlyArray<SchemaIssue> } };
};

/**
 * A useForm schema built on the API contract: the form's values become the request body
 * (`toBody`) and the contract checks it, so the inline messages are the server's.
 */
export function contractSchema<V, T>(
  contract: Parser<T>,
  toBody: (values: V) => unknown,
): ValidationSchema<T> {
  return { safeParse: (data: unknown) => contract.safeParse(toBody(data as V)) };
}

/** '' and whitespace become null (optional text the API stores as null). */
export const textOrNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** '' becomes null; anything else a number (NaN for letters, which the contract refuses). */
export const numberOrNull = (text: string): number | null => (text.trim() ? Number(text) : null);
