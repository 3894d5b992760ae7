import { useEffect, useId, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  ResourceStatus,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useFormat,
  useResource,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { ShopBrand, ShopCategory, ShopItem, ShopItemInput } from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';
import { catalogueMessages } from '../i18n';
import { imageEntries, type ImageEntry } from '../utils/images';
import {
  EMPTY_ITEM_FORM,
  itemFormSchema,
  itemFormValues,
  type ItemFormValues,
} from '../utils/itemForm';
import { ItemImagesField } from './ItemImagesField';

export type ItemDialogProps = {
  /** The item to change; null adds one. */
  item: ShopItem | null;
  brands: readonly ShopBrand[];
  categories: readonly ShopCategory[];
  onClose: () => void;
  onSaved: (item: ShopItem) => void;
};

/** Add or change an item: every field, prices typed as amounts, and its pictures. */
export function ItemDialog({ item, brands, categories, onClose, onSaved }: ItemDialogProps) {
  const t = useT(catalogueMessages);
  const f = useFormat();
  const currency = f.settings.currency;
  const formId = useId();
  // An item's pictures come with /items/{id}/with-images; a new item starts with none.
  const existing = useResource(
    async () => (item ? imageEntries((await catalogueApi().itemWithImages(item.id)).images) : []),
    [item?.id],
  );
  const [images, setImages] = useState<ImageEntry[] | null>(item ? null : []);
  useEffect(() => {
    if (existing.status === 'ready' && images === null) setImages(existing.data);
  }, [existing.status, existing.data, images]);

  const form = useForm<ItemFormValues, ShopItemInput>({
    schema: itemFormSchema,
    initialValues: item ? itemFormValues(item) : EMPTY_ITEM_FORM,
    onSubmit: async (data, helpers) => {
      const body: ShopItemInput = {
        ...data,
        ...(images ? { images: images.map((i) => ({ file_id: i.file_id })) } : {}),
      };
      try {
        const saved = item
          ? await catalogueApi().updateItem(item.id, body)
          : await catalogueApi().createItem(body);
        notify.success(t(item ? 'saved' : 'created', { name: saved.name }));
        onSaved(saved);
      } catch (err) {
        helpers.setErrors(fieldErrors(err) as Record<string, string>);
        throw new Error(errorText(err));
      }
    },
  });

  const brandOptions = [
    { value: '', label: t('noBrand') },
    ...brands.map((b) => ({ value: String(b.id), label: b.name })),
  ];
  const categoryOptions = [
    { value: '', label: t('noCategory') },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={item ? t('editNamed', { name: item.name }) : t('addItem')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            loadingLabel={t('saving')}
            disabled={images === null}
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('itemName')}
          required
          maxLength={120}
          autoComplete="off"
          {...form.register('name')}
        />
        <TextArea
          label={t('itemDescription')}
          maxLength={2000}
          rows={3}
          {...form.register('description')}
        />
        <div className={page['fw-ui-page-fields']}>
          <TextField
            label={t('sku')}
            hint={t('skuHint')}
            maxLength={64}
            autoComplete="off"
            {...form.register('sku')}
          />
          <TextField
            label={t('barcode')}
            hint={t('barcodeHint')}
            maxLength={64}
            autoComplete="off"
            {...form.register('barcode')}
          />
        </div>
        <div className={page['fw-ui-page-fields']}>
          <Select label={t('brand')} options={brandOptions} {...form.register('brand_id')} />
          <Select
            label={t('category')}
            options={categoryOptions}
            {...form.register('category_id')}
          />
        </div>
        <div className={page['fw-ui-page-fields']}>
          <TextField
            label={t('salePrice', { currency })}
            hint={t('salePriceHint')}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('sale_price')}
          />
          <TextField
            label={t('rentalPrice', { currency })}
            hint={t('rentalPriceHint')}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('rental_price')}
          />
        </div>
        <Checkbox
          label={t('isActive')}
          hint={t('isActiveHint')}
          {...form.registerCheckbox('is_active')}
        />
        {images === null ? (
          <ResourceStatus
            resource={existing}
            loadingLabel={t('loadingImages')}
            errorTitle={t('imagesError')}
          />
        ) : (
          <ItemImagesField
            itemName={form.values.name}
            images={images}
            onChange={(update) => setImages((current) => update(current ?? []))}
          />
        )}
      </form>
    </Dialog>
  );
}
