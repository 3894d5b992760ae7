import { firstErrorPerField, type SchemaIssue, type ValidationSchema } from '@fairway/shared-ui';

/** Field name → the first message for it. '' is the whole form. */
export type FieldErrors = Record<string, string>;

export type CheckResult<TOutput> = { ok: true; data: TOutput } | { ok: false; errors: FieldErrors };

/**
 * A schema for shared-ui's useForm (anything with safeParse) from a plain check function, so a
 * form validates with the same rules as the API without bundling a validation library: the
 * contract's zod schemas come from @fairway/shared-api, the one runtime copy the shell provides.
 */
export function formSchema<TValues, TOutput>(
  check: (values: TValues) => CheckResult<TOutput>,
): ValidationSchema<TOutput> {
  return {
    safeParse(data: unknown) {
      const result = check(data as TValues);
      if (result.ok) return { success: true as const, data: result.data };
      const issues: SchemaIssue[] = Object.entries(result.errors).map(([field, message]) => ({
        path: field ? [field] : [],
        message,
      }));
      return { success: false as const, error: { issues } };
    },
  };
}

/** The first message per field of a zod (or zod-like) result; {} when it passed. */
export function issuesOf(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<SchemaIssue> };
}): FieldErrors {
  return result.success || !result.error ? {} : firstErrorPerField(result.error.issues);
}

/** Keeps the first message of each field: earlier sources win. */
export function mergeErrors(...sources: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const source of sources)
    for (const [k, v] of Object.entries(source)) if (!(k in out)) out[k] = v;
  return out;
}

/** '' and whitespace become null (clears the field on the server); other text is trimmed. */
export function textOrNull(value: string | undefined | null): string | null {
  const t = (value ?? '').trim();
  return t ? t : null;
}
