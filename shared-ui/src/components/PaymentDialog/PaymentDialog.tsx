import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { RadioGroup } from '../Field/Choice';
import { TextField } from '../Field/Field';
import { Notice } from '../Notice/Notice';
import { errorText, fieldErrorsOf } from '../../data/errors';
import { notify } from '../../data/notify';
import { useFormat, useT } from '../../i18n/display';
import { minorUnits, money, parseMoney } from '../../i18n/money';
import { messages as uiMessages } from '../../i18n/messages';
import pageStyles from '../../styles/page.module.css';
import { messages } from './messages';

/** One way to pay, as the radio group offers it. */
export type PaymentMethodOption<M extends string = string> = { value: M; label: string };

/** Messages a failed call put on fields, by field name ('amount', 'method', an extra field's). */
export type PaymentFieldErrors = Readonly<Record<string, string>>;

type PaymentDialogBaseProps<M extends string, R> = {
  title: ReactNode;
  /** A line under the title, read when the dialog opens. */
  description?: ReactNode;
  /** The money at stake (price, paid, due…), shown above the fields. */
  summary?: ReactNode;
  /** The fixed list of methods, in the order offered. */
  methods: readonly PaymentMethodOption<M>[];
  defaultMethod: M;
  methodLabel?: string;
  submitLabel?: string;
  /** Read by screen readers while the payment is being sent. */
  submitLoadingLabel?: string;
  cancelLabel?: string;
  closeLabel?: string;
  /** The alert's text when the call fails; by default the error's text with the server's reason. */
  failureText?: (error: unknown) => string;
  /** Fields a 400's details may name: their messages show on the field ('amount', 'method', extras). */
  fieldNames?: readonly string[];
  /** More fields under the method (a note…), given the failed call's field messages. */
  extraFields?: (errors: PaymentFieldErrors) => ReactNode;
  /** After a recorded payment (and its toast): usually closes the dialog. */
  onPaid: (result: R) => void;
  onClose: () => void;
};

/** Takes an amount (pre-filled with what is due) and a method. */
export type AmountPaymentDialogProps<M extends string, R> = PaymentDialogBaseProps<M, R> & {
  /** What is due, in minor units of the club's currency; the amount starts at it. */
  amountDue: number;
  /** The most one payment may be, in minor units; more is refused before any request. */
  maxAmount: number;
  amountLabel?: string;
  amountHint?: string;
  /** Shown on the field when the amount is not one, or not above zero. */
  invalidAmountText?: string;
  /** Shown when it is above `maxAmount`; by default `invalidAmountText`. */
  amountTooHighText?: string;
  amountMaxLength?: number;
  onSubmit: (payment: { amount: number; method: M }) => Promise<R>;
  /** The success toast; none without it. */
  successMessage?: (result: R, payment: { amount: number; method: M }) => string;
};

/** Settles what is due in full: only asks how. */
export type MethodPaymentDialogProps<M extends string, R> = PaymentDialogBaseProps<M, R> & {
  amountDue?: undefined;
  onSubmit: (payment: { method: M }) => Promise<R>;
  successMessage?: (result: R, payment: { method: M }) => string;
};

export type PaymentDialogProps<M extends string = string, R = unknown> =
  AmountPaymentDialogProps<M, R> | MethodPaymentDialogProps<M, R>;

/** Minor units as a person types them back: 4250 → '42.50' (GBP), 4250 → '4250' (JPY). */
const amountInput = (minor: number, units: number) =>
  (minor / units).toFixed(Math.round(Math.log10(units)));

/**
 * Records a payment: the amount in the club's currency (pre-filled with what is due, checked
 * against `maxAmount` before any request) and the method; the server's refusal shows in an alert,
 * a recorded payment in a toast.
 */
export function PaymentDialog<M extends string, R>(props: PaymentDialogProps<M, R>) {
  const {
    title,
    description,
    summary,
    methods,
    defaultMethod,
    methodLabel,
    submitLabel,
    submitLoadingLabel,
    cancelLabel,
    closeLabel,
    failureText = errorText,
    fieldNames,
    extraFields,
    onPaid,
    onClose,
  } = props;
  const t = useT(messages);
  const tu = useT(uiMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const withAmount = props.amountDue === undefined ? null : props;
  const [amount, setAmount] = useState(() =>
    withAmount ? amountInput(withAmount.amountDue, minorUnits(currency)) : '',
  );
  const [method, setMethod] = useState<M>(defaultMethod);
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const settle = async (call: () => Promise<{ result: R; toast: string | undefined }>) => {
    setErrors({});
    setError(null);
    setSubmitting(true);
    try {
      const { result, toast } = await call();
      if (toast !== undefined) notify.success(toast);
      onPaid(result);
    } catch (err) {
      setErrors(fieldNames ? fieldErrorsOf(err, fieldNames) : {});
      setError(failureText(err));
      setSubmitting(false);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (props.amountDue === undefined) {
      const payment = { method };
      const { onSubmit, successMessage } = props;
      await settle(async () => {
        const result = await onSubmit(payment);
        return { result, toast: successMessage?.(result, payment) };
      });
      return;
    }
    const { maxAmount, onSubmit, successMessage } = props;
    const invalid =
      props.invalidAmountText ?? t('amountInvalid', { example: money(1500, currency, f) });
    const minor = parseMoney(amount, currency);
    if (minor === null || minor <= 0) {
      setErrors({ amount: invalid });
      return;
    }
    if (minor > maxAmount) {
      setErrors({ amount: props.amountTooHighText ?? invalid });
      return;
    }
    const payment = { amount: minor, method };
    await settle(async () => {
      const result = await onSubmit(payment);
      return { result, toast: successMessage?.(result, payment) };
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel ?? tu('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submitting}
            loadingLabel={submitLoadingLabel}
          >
            {submitLabel ?? t('submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={pageStyles['fw-ui-page-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {summary}
        {withAmount ? (
          <TextField
            label={withAmount.amountLabel ?? t('amountLabel', { currency })}
            hint={
              withAmount.amountHint ??
              t('amountHint', { amount: money(withAmount.amountDue, currency, f) })
            }
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={withAmount.amountMaxLength}
            value={amount}
            error={errors.amount}
            onValueChange={(value) => {
              setAmount(value);
              setErrors({});
            }}
          />
        ) : null}
        <RadioGroup
          label={methodLabel ?? t('methodLabel')}
          orientation="horizontal"
          options={methods}
          value={method}
          error={errors.method}
          onChange={(value) => setMethod(value as M)}
        />
        {extraFields?.(errors)}
      </form>
    </Dialog>
  );
}
