import {
  getFormat,
  getT,
  minorUnits,
  parseMoney,
  type SchemaIssue,
  type ValidationSchema,
} from '@fairway/shared-ui';
import {
  shopBrandInput,
  shopItemInput,
  type ShopBrand,
  type ShopBrandInput,
  type ShopItem,
  type ShopItemInput,
} from '@fairway/shared-api/shop';
import { catalogueMessages } from '../i18n';

/** What the item dialog's inputs hold; prices as typed ('24.50'), ids as option values ('' none). */
export type ItemFormValues = {
  name: string;
  description: string;
  sku: string;
  barcode: string;
  brand_id: string;
  category_id: string;
  sale_price: string;
  rental_price: string;
  is_active: boolean;
};

export const EMPTY_ITEM_FORM: ItemFormValues = {
  name: '',
  description: '',
  sku: '',
  barcode: '',
  brand_id: '',
  category_id: '',
  sale_price: '',
  rental_price: '',
  is_active: true,
};

/** Minor units as a person types them: 2450 → '24.50' (GBP). */
export function amountText(minor: number | null, currency = getFormat().settings.currency): string {
  if (minor === null) return '';
  const units = minorUnits(currency);
  const decimals = Math.round(Math.log10(units));
  return (minor / units).toFixed(decimals);
}

export function itemFormValues(item: ShopItem): ItemFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    sku: item.sku ?? '',
    barcode: item.barcode ?? '',
    brand_id: item.brand_id === null ? '' : String(item.brand_id),
    category_id: item.category_id === null ? '' : String(item.category_id),
    sale_price: amountText(item.sale_price),
    rental_price: amountText(item.rental_price),
    is_active: item.is_active,
  };
}

const priceOf = (text: string, currency: string): number | null =>
  text.trim() === '' ? null : (parseMoney(text, currency) ?? Number.NaN);

/** The body the contract takes (without images). */
export function itemBody(
  v: ItemFormValues,
  currency = getFormat().settings.currency,
): ShopItemInput {
  return {
    name: v.name,
    description: v.description,
    sku: v.sku,
    barcode: v.barcode,
    brand_id: v.brand_id ? Number(v.brand_id) : null,
    category_id: v.category_id ? Number(v.category_id) : null,
    sale_price: priceOf(v.sale_price, currency),
    rental_price: priceOf(v.rental_price, currency),
    is_active: v.is_active,
  };
}

/** The contract's checks (the server's words), with the prices as typed in the club's currency. */
export const itemFormSchema: ValidationSchema<ShopItemInput> = {
  safeParse(data: unknown) {
    const v = data as ItemFormValues;
    const t = getT(catalogueMessages);
    const currency = getFormat().settings.currency;
    const issues: SchemaIssue[] = [];
    for (const key of ['sale_price', 'rental_price'] as const)
      if (v[key].trim() !== '' && parseMoney(v[key], currency) === null)
        issues.push({ path: [key], message: t('priceNumber') });
    const body = itemBody(v, currency);
    const result = shopItemInput.safeParse(body);
    if (!result.success)
      issues.push(
        ...result.error.issues.filter((i) => !issues.some((x) => x.path[0] === i.path[0])),
      );
    if (issues.length > 0 || !result.success) return { success: false, error: { issues } };
    // Send what was typed, trimmed; the server turns '' into null.
    return { success: true, data: body };
  },
};

/** A brand's or a category's dialog. */
export type NamedFormValues = { name: string; description: string };

export const namedFormValues = (row: ShopBrand | null): NamedFormValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
});

export const namedFormSchema: ValidationSchema<ShopBrandInput> = {
  safeParse(data: unknown) {
    const v = data as NamedFormValues;
    const result = shopBrandInput.safeParse({ name: v.name, description: v.description });
    if (!result.success) return { success: false, error: { issues: result.error.issues } };
    return { success: true, data: { name: v.name.trim(), description: v.description.trim() } };
  },
};
