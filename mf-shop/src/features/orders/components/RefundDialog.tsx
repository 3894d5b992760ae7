import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  RadioGroup,
  TextArea,
  TextField,
  errorText,
  minorUnits,
  money,
  parseMoney,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { OrderDetails, OrderRefundInput } from '@fairway/shared-api/shop';
import { commerceApi } from '../api/clients';
import { orderMessages } from '../i18n';
import { refundable, unitsLeft, valueOf } from '../utils/orders';
import styles from './Orders.module.css';

export type RefundDialogProps = {
  order: OrderDetails;
  onClose: () => void;
  onRefunded: (order: OrderDetails) => void;
};

type Mode = 'whole' | 'lines';

/** Amount text for a minor-unit amount ('12.50'), as a person would type it. */
const amountText = (minor: number, units = 100) =>
  (minor / units).toFixed(Math.round(Math.log10(units)));

/**
 * Refunds an order: the whole of it, or some units of its lines; the amount (worked out from the
 * units, changeable), a reason, and whether the units go back on the shelf. Never more than was
 * paid and not yet refunded ("At most X can be refunded"); the server has the last word (409).
 */
export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const t = useT(orderMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const units = minorUnits(currency);
  const limit = refundable(order);
  const lines = order.items.filter((i) => unitsLeft(i) > 0);
  const [mode, setMode] = useState<Mode>('whole');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amountEdited, setAmountEdited] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const chosen: Record<number, number> = {};
  for (const line of lines) {
    const n = Number(quantities[line.id] ?? '0');
    if (Number.isInteger(n) && n > 0) chosen[line.id] = Math.min(n, unitsLeft(line));
  }
  const worked = mode === 'whole' ? limit : Math.min(limit, valueOf(lines, chosen));
  const amountValue = amountEdited ?? amountText(worked, units);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems: Record<string, string> = {};
    if (mode === 'lines') {
      for (const line of lines) {
        const raw = (quantities[line.id] ?? '').trim();
        const n = Number(raw || '0');
        if (!Number.isInteger(n) || n < 0 || n > unitsLeft(line))
          problems[`q${line.id}`] = t('refundQuantityInvalid', { count: unitsLeft(line) });
      }
      if (Object.keys(chosen).length === 0 && !Object.keys(problems).length)
        problems.lines = t('refundNoLines');
    }
    const amount = parseMoney(amountValue, currency);
    if (amount === null || amount <= 0) problems.amount = t('refundAmountInvalid');
    else if (amount > limit)
      problems.amount = t('refundAmountTooMuch', { amount: money(limit, currency, f) });
    if (!reason.trim()) problems.reason = t('reasonRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || amount === null) return;

    const items =
      mode === 'whole'
        ? lines.map((l) => ({ order_item_id: l.id, quantity: unitsLeft(l) }))
        : Object.entries(chosen).map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
    const body: OrderRefundInput = {
      amount,
      reason: reason.trim(),
      restock: items.length > 0 && restock,
      ...(items.length > 0 ? { items } : {}),
    };
    setSubmitting(true);
    setError(null);
    try {
      onRefunded(await commerceApi().refund(order.id, body));
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('refundTitle', { id: order.id })}
      description={t('refundLimit', { amount: money(limit, currency, f) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={submitting}
            loadingLabel={t('refunding')}
          >
            {t('confirmRefund', {
              amount: money(parseMoney(amountValue, currency) ?? worked, currency, f),
            })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-shop-dialog-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {lines.length > 0 ? (
          <RadioGroup
            label={t('refundWhat')}
            orientation="horizontal"
            options={[
              { value: 'whole', label: t('refundWhole') },
              { value: 'lines', label: t('refundLines') },
            ]}
            value={mode}
            onChange={(value) => {
              setMode(value as Mode);
              setAmountEdited(null);
            }}
          />
        ) : null}
        {mode === 'lines' ? (
          <div className={styles['fw-shop-refund-lines']}>
            {errors.lines ? (
              <p role="alert" className={styles['fw-shop-error-text']}>
                {errors.lines}
              </p>
            ) : null}
            {lines.map((line) => (
              <TextField
                key={line.id}
                label={t('refundQuantity', { name: line.item_name })}
                hint={t('refundQuantityHint', { count: unitsLeft(line) })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={quantities[line.id] ?? ''}
                error={errors[`q${line.id}`] ?? null}
                onValueChange={(value) => {
                  setQuantities((q) => ({ ...q, [line.id]: value }));
                  setAmountEdited(null);
                }}
              />
            ))}
          </div>
        ) : null}
        <TextField
          label={t('refundAmount')}
          hint={mode === 'lines' ? t('refundAmountHint') : undefined}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={amountValue}
          error={errors.amount ?? null}
          onValueChange={setAmountEdited}
        />
        <TextArea
          label={t('reason')}
          required
          maxLength={500}
          value={reason}
          error={errors.reason ?? null}
          onValueChange={setReason}
        />
        {lines.length > 0 ? (
          <Checkbox
            label={t('restock')}
            hint={t('restockHint')}
            checked={restock}
            onCheckedChange={setRestock}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
