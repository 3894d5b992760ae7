import { useId } from 'react';
import {
  Button,
  Dialog,
  Notice,
  Select,
  TextField,
  errorText,
  fieldErrors,
  getT,
  notify,
  useForm,
  useT,
  pageStyles as page,
  type SchemaIssue,
  type ValidationSchema,
} from '@fairway/shared-ui';
import {
  shopInventoryInput,
  type ShopInventory,
  type ShopInventoryInput,
  type ShopInventoryPurpose,
  type ShopItem,
} from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';
import { stockMessages } from '../i18n';
import { purposeName, wholeNumber } from '../utils/stock';

type RowValues = {
  item_id: string;
  purpose: ShopInventoryPurpose;
  quantity: string;
  low_stock_threshold: string;
  location: string;
};

/** New rows need an item; both check the counts as whole numbers from 0. */
const rowSchema = (creating: boolean): ValidationSchema<ShopInventoryInput> => ({
  safeParse(data: unknown) {
    const v = data as RowValues;
    const t = getT(stockMessages);
    const issues: SchemaIssue[] = [];
    if (creating && !v.item_id) issues.push({ path: ['item_id'], message: t('itemRequired') });
    const quantity = creating ? wholeNumber(v.quantity || '0') : 0;
    if (quantity === null) issues.push({ path: ['quantity'], message: t('wholeNumber') });
    const threshold = wholeNumber(v.low_stock_threshold || '0');
    if (threshold === null)
      issues.push({ path: ['low_stock_threshold'], message: t('wholeNumber') });
    const body: ShopInventoryInput = {
      item_id: Number(v.item_id) || 0,
      purpose: v.purpose,
      quantity: quantity ?? 0,
      low_stock_threshold: threshold ?? 0,
      location: v.location.trim() || null,
    };
    if (issues.length > 0) return { success: false, error: { issues } };
    const result = shopInventoryInput.safeParse(creating ? body : { ...body, item_id: 1 });
    if (!result.success) return { success: false, error: { issues: result.error.issues } };
    return { success: true, data: body };
  },
});

export type StockRowDialogProps = {
  /** The row to edit (threshold and location); null adds one. */
  row: ShopInventory | null;
  items: readonly ShopItem[];
  onClose: () => void;
  onSaved: (row: ShopInventory) => void;
};

/** Add stock for an item (purpose, opening quantity, threshold, location), or edit a row's threshold and location. */
export function StockRowDialog({ row, items, onClose, onSaved }: StockRowDialogProps) {
  const t = useT(stockMessages);
  const formId = useId();
  const creating = row === null;
  const form = useForm<RowValues, ShopInventoryInput>({
    schema: rowSchema(creating),
    initialValues: {
      item_id: row ? String(row.item_id) : '',
      purpose: row?.purpose ?? 'sale',
      quantity: '0',
      low_stock_threshold: String(row?.low_stock_threshold ?? 0),
      location: row?.location ?? '',
    },
    onSubmit: async (data, helpers) => {
      try {
        const saved = row
          ? await catalogueApi().updateInventory(row.id, {
              low_stock_threshold: data.low_stock_threshold,
              location: data.location ?? null,
            })
          : await catalogueApi().createInventory(data);
        notify.success(t(row ? 'stockSaved' : 'stockCreated', { name: saved.item_name }));
        onSaved(saved);
      } catch (err) {
        helpers.setErrors(fieldErrors(err) as Record<string, string>);
        throw new Error(errorText(err));
      }
    },
  });

  const title = row
    ? t('editTitle', { name: row.item_name, purpose: purposeName(t, row.purpose) })
    : t('addStockTitle');

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        {creating ? (
          <>
            <Select
              label={t('item')}
              required
              placeholder={t('chooseItem')}
              options={items.map((i) => ({
                value: String(i.id),
                label: i.brand_name ? `${i.name} · ${i.brand_name}` : i.name,
              }))}
              {...form.register('item_id')}
            />
            <div className={page['fw-ui-page-fields']}>
              <Select
                label={t('purpose')}
                options={[
                  { value: 'sale', label: t('purposeSale') },
                  { value: 'rental', label: t('purposeRental') },
                ]}
                {...form.register('purpose')}
              />
              <TextField
                label={t('openingQuantity')}
                hint={t('openingQuantityHint')}
                inputMode="numeric"
                autoComplete="off"
                {...form.register('quantity')}
              />
            </div>
          </>
        ) : null}
        <div className={page['fw-ui-page-fields']}>
          <TextField
            label={t('threshold')}
            hint={t('thresholdHint')}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('low_stock_threshold')}
          />
          <TextField
            label={t('location')}
            hint={t('locationHint')}
            maxLength={120}
            autoComplete="off"
            {...form.register('location')}
          />
        </div>
      </form>
    </Dialog>
  );
}
