import {
  getFormat,
  getT,
  type Formatter,
  type SchemaIssue,
  type ValidationSchema,
} from '@fairway/shared-ui';
import {
  cartConfigurationInput,
  type CartConfiguration,
  type CartConfigurationInput,
} from '@fairway/shared-api/courses';
import { messages } from '../../../i18n/messages';

/** What the cart form's inputs hold, named as the body's fields. */
export type CartFormValues = {
  fleet_size: string;
  max_riders_per_cart: string;
  price_per_round: string;
  price_per_nine: string;
  path_only: boolean;
  min_driver_age: string;
  notes: string;
};

export const EMPTY_CART_FORM: CartFormValues = {
  fleet_size: '',
  max_riders_per_cart: '2',
  price_per_round: '',
  price_per_nine: '',
  path_only: false,
  min_driver_age: '',
  notes: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function cartFormValues(c: CartConfiguration): CartFormValues {
  return {
    fleet_size: String(c.fleet_size),
    max_riders_per_cart: String(c.max_riders_per_cart),
    price_per_round: c.price_per_round,
    price_per_nine: c.price_per_nine ?? '',
    path_only: c.path_only,
    min_driver_age: text(c.min_driver_age),
    notes: c.notes ?? '',
  };
}

const numberOr = <T>(value: string, empty: T): number | T => (value.trim() ? Number(value) : empty);

/** The body of a create or a full update: every field, empty optional ones as null. */
export function cartBody(v: CartFormValues): CartConfigurationInput {
  return {
    fleet_size: numberOr(v.fleet_size, undefined as unknown as number),
    max_riders_per_cart: numberOr(v.max_riders_per_cart, undefined),
    price_per_round: v.price_per_round.trim(),
    price_per_nine: v.price_per_nine.trim() ? v.price_per_nine.trim() : null,
    path_only: v.path_only,
    min_driver_age: numberOr(v.min_driver_age, null),
    notes: v.notes.trim() ? v.notes.trim() : null,
  };
}

/** The contract's checks (the server's messages), and 'Fleet size is required' for an empty fleet. */
export const cartFormSchema: ValidationSchema<CartConfigurationInput> = {
  safeParse(data: unknown) {
    const v = data as CartFormValues;
    const t = getT(messages);
    const issues: SchemaIssue[] = [];
    if (!v.fleet_size.trim())
      issues.push({ path: ['fleet_size'], message: t('fleetSizeRequired') });
    if (!v.price_per_round.trim())
      issues.push({ path: ['price_per_round'], message: t('pricePerRoundRequired') });
    const result = cartConfigurationInput.safeParse(cartBody(v));
    if (!result.success) issues.push(...result.error.issues);
    if (issues.length > 0 || !result.success) return { success: false, error: { issues } };
    return { success: true, data: result.data };
  },
};

/** '25.00' → '£25.00' in the club's currency and format ('25,00 €'); null → '—'. */
export function formatPrice(amount: string | null, format: Formatter = getFormat()): string {
  if (amount === null) return '—';
  const n = Number(amount);
  return Number.isFinite(n) ? format.money(n) : amount;
}
