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
 * (`toBody`: '' → null, strings → numbers…) and the contract validates it, so the inline
 * messages are the ones the server would answer. `extra` adds checks the contract leaves to the
 * server (or to the form: "type the password twice").
 */
export function formSchema<V, T>(
  contract: Parser<T>,
  toBody: (values: V) => unknown,
  extra?: (values: V) => SchemaIssue[],
): ValidationSchema<T> {
  return {
    safeParse(data: unknown) {
      const values = data as V;
      const result = contract.safeParse(toBody(values));
      const more = extra ? extra(values) : [];
      if (result.success && more.length === 0) return { success: true, data: result.data };
      const issues = [...(result.success ? [] : result.error.issues), ...more];
      return { success: false, error: { issues } };
    },
  };
}

/** '' and whitespace become null (optional text fields the API stores as null). */
export const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);
