import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { focusElement } from '../utils/focus';
import { getT } from '../i18n/display';
import { messages } from '../i18n/messages';

/** One validation problem, as zod (3 and 4) and other Standard-Schema-like libraries report it. */
export type SchemaIssue = { readonly path: ReadonlyArray<PropertyKey>; readonly message: string };

/**
 * What useForm needs from a schema: `safeParse`. A zod schema fits as it is; shared-ui does not
 * depend on zod itself.
 */
export type ValidationSchema<TOutput> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: TOutput }
    | { success: false; error: { readonly issues: ReadonlyArray<SchemaIssue> } };
};

export type FormErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

export type FormHelpers<TValues> = {
  /** Shows errors returned by the server next to their fields (e.g. a 400's details). */
  setErrors: (errors: FormErrors<TValues>) => void;
  /** Shows an error about the whole form (e.g. "Session expired"). */
  setFormError: (message: string | null) => void;
  reset: (values?: TValues) => void;
};

export type UseFormOptions<TValues, TOutput> = {
  schema: ValidationSchema<TOutput>;
  initialValues: TValues;
  /**
   * Called with the parsed data when the schema accepts the values. While its promise is pending
   * `submitting` is true. A thrown error becomes the form error (its message).
   */
  onSubmit: (data: TOutput, helpers: FormHelpers<TValues>) => void | Promise<void>;
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type ChangeInput = ChangeEvent<FieldElement> | string | number | boolean | null;

/** The props `register(name)` returns: spread them onto TextField, Select, DateField, RadioGroup… */
export type RegisteredField = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (input: ChangeInput) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
};

/** The props `registerCheckbox(name)` returns: spread them onto Checkbox or Switch. */
export type RegisteredCheckbox = Omit<RegisteredField, 'value'> & { checked: boolean };

/** Groups issues by their first path segment and keeps the first message of each field. */
export function firstErrorPerField(issues: ReadonlyArray<SchemaIssue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

function readInput(input: ChangeInput, asCheckbox: boolean): unknown {
  if (input !== null && typeof input === 'object' && 'target' in input) {
    const target = input.target;
    if (asCheckbox && target instanceof HTMLInputElement) return target.checked;
    return target.value;
  }
  return input;
}

/**
 * A small form state hook with inline validation against a schema (zod):
 * - a field is validated when it loses focus, and again on each change once it shows an error;
 * - on submit every field is validated, the first message of each invalid field is shown, and the
 *   first invalid field (in document order) receives focus;
 * - `onSubmit` receives the schema's parsed output.
 */
export function useForm<TValues extends Record<string, unknown>, TOutput = TValues>({
  schema,
  initialValues,
  onSubmit,
}: UseFormOptions<TValues, TOutput>) {
  type Name = keyof TValues & string;
  const [values, setValuesState] = useState<TValues>(initialValues);
  const valuesRef = useRef<TValues>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors<TValues>>({});
  const errorsRef = useRef<FormErrors<TValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const setErrors = useCallback((next: FormErrors<TValues>) => {
    errorsRef.current = next;
    setErrorsState(next);
  }, []);

  const validateAll = useCallback((): Record<string, string> => {
    const result = schema.safeParse(valuesRef.current);
    return result.success ? {} : firstErrorPerField(result.error.issues);
  }, [schema]);

  const validateField = useCallback(
    (name: Name) => {
      const message = validateAll()[name];
      const current = errorsRef.current[name];
      if (message === current) return;
      const next = { ...errorsRef.current };
      if (message) next[name] = message;
      else delete next[name];
      setErrors(next);
    },
    [validateAll, setErrors],
  );

  const setValue = useCallback(
    <K extends Name>(name: K, value: TValues[K]) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValuesState(valuesRef.current);
      if (errorsRef.current[name]) validateField(name);
    },
    [validateField],
  );

  const reset = useCallback(
    (next?: TValues) => {
      valuesRef.current = next ?? initialValues;
      setValuesState(valuesRef.current);
      setErrors({});
      setFormError(null);
    },
    [initialValues, setErrors],
  );

  const refFor = (name: string) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  };

  // Focus moves after the errors are rendered, so the field is announced with its message.
  const pendingFocus = useRef<string[] | null>(null);
  useEffect(() => {
    if (pendingFocus.current) {
      focusFirstInvalid(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [errors]);

  function focusFirstInvalid(invalid: string[]) {
    const targets = invalid
      .map((name) => elements.current.get(name))
      .filter((el): el is HTMLElement => Boolean(el && el.isConnected));
    targets.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    focusElement(targets[0]);
  }

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting) return;
    setFormError(null);
    const result = schema.safeParse(valuesRef.current);
    if (!result.success) {
      const all = firstErrorPerField(result.error.issues);
      setErrors(all as FormErrors<TValues>);
      const fieldNames = Object.keys(all).filter((name) => name !== '');
      if (all[''] && fieldNames.length === 0) setFormError(all[''] ?? null);
      pendingFocus.current = fieldNames;
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(result.data, { setErrors, setFormError, reset });
    } catch (error) {
      setFormError(
        error instanceof Error ? error.message : getT(messages)('somethingWentWrongTryAgain'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const register = (name: Name): RegisteredField => ({
    name,
    value: values[name] === undefined || values[name] === null ? '' : String(values[name]),
    error: errors[name],
    onChange: (input) => setValue(name, readInput(input, false) as TValues[Name]),
    onBlur: () => validateField(name),
    ref: refFor(name),
  });

  const registerCheckbox = (name: Name): RegisteredCheckbox => ({
    name,
    checked: Boolean(values[name]),
    error: errors[name],
    onChange: (input) => setValue(name, Boolean(readInput(input, true)) as TValues[Name]),
    onBlur: () => validateField(name),
    ref: refFor(name),
  });

  return {
    values,
    errors,
    formError,
    submitting,
    register,
    registerCheckbox,
    setValue,
    setErrors,
    setFormError,
    reset,
    handleSubmit,
    /** Spread onto <form>: turns off the browser's own bubbles and routes submit through validation. */
    formProps: {
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        void handleSubmit(event);
      },
    },
  };
}
