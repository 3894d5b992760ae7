import { useId } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  TextArea,
  TextField,
  errorText,
  fieldErrors,
  getT,
  useForm,
  useT,
  pageStyles as page,
  type SchemaIssue,
  type ValidationSchema,
} from '@fairway/shared-ui';
import {
  shopTransactionInput,
  type ShopInventory,
  type ShopTransactionInput,
} from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';
import { stockMessages } from '../i18n';
import { purposeName, wholeNumber } from '../utils/stock';
import styles from './Stock.module.css';

type MovementKind = 'restock' | 'adjustment';
type MovementValues = { kind: MovementKind; quantity: string; notes: string };

const movementSchema = (row: ShopInventory): ValidationSchema<ShopTransactionInput> => ({
  safeParse(data: unknown) {
    const v = data as MovementValues;
    const t = getT(stockMessages);
    const issues: SchemaIssue[] = [];
    const quantity = wholeNumber(v.quantity, { signed: v.kind === 'adjustment' });
    if (quantity === null)
      issues.push({
        path: ['quantity'],
        message: v.kind === 'restock' ? t('quantityPositive') : t('quantityNonZero'),
      });
    else if (v.kind === 'restock' && quantity <= 0)
      issues.push({ path: ['quantity'], message: t('quantityPositive') });
    else if (v.kind === 'adjustment' && quantity === 0)
      issues.push({ path: ['quantity'], message: t('quantityNonZero') });
    else if (row.quantity + quantity < 0)
      issues.push({ path: ['quantity'], message: t('belowZero') });
    const body = {
      kind: v.kind,
      inventory_id: row.id,
      quantity: quantity ?? 0,
      ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
    };
    const result = shopTransactionInput.safeParse(body);
    if (!result.success && issues.length === 0) issues.push(...result.error.issues);
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: body };
  },
});

export type MovementDialogProps = {
  row: ShopInventory;
  kind: MovementKind;
  onClose: () => void;
  /** Called with the recorded change in units. */
  onRecorded: (delta: number) => void;
};

/** A restock or an adjustment of one stock row, showing the quantity it will leave. */
export function MovementDialog({ row, kind, onClose, onRecorded }: MovementDialogProps) {
  const t = useT(stockMessages);
  const formId = useId();
  const form = useForm<MovementValues, ShopTransactionInput>({
    schema: movementSchema(row),
    initialValues: { kind, quantity: '', notes: '' },
    onSubmit: async (data, helpers) => {
      try {
        await catalogueApi().createTransaction(data);
        onRecorded('quantity' in data ? data.quantity : 0);
      } catch (err) {
        helpers.setErrors(fieldErrors(err) as Record<string, string>);
        throw new Error(errorText(err));
      }
    },
  });
  const adjustment = form.values.kind === 'adjustment';
  const typed = wholeNumber(form.values.quantity, { signed: adjustment });
  const after = typed === null ? null : row.quantity + typed;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('movementTitle', { name: row.item_name, purpose: purposeName(t, row.purpose) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('record')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <RadioGroup
          label={t('kind')}
          options={[
            { value: 'restock', label: t('kindRestock') },
            { value: 'adjustment', label: t('kindAdjustment') },
          ]}
          {...form.register('kind')}
        />
        <TextField
          label={adjustment ? t('quantityChange') : t('quantityToAdd')}
          hint={adjustment ? t('quantityChangeHint') : undefined}
          inputMode={adjustment ? 'text' : 'numeric'}
          required
          autoComplete="off"
          {...form.register('quantity')}
        />
        <p className={styles['fw-shop-preview']} aria-live="polite">
          <span>{t('nowInStock', { count: row.quantity })}</span>
          {after !== null && after >= 0 ? (
            <strong>{t('newQuantity', { count: after })}</strong>
          ) : null}
        </p>
        <TextArea label={t('notes')} maxLength={1000} rows={2} {...form.register('notes')} />
      </form>
    </Dialog>
  );
}
