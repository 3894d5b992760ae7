import { getT, type Formatter, type SchemaIssue, type ValidationSchema } from '@fairway/shared-ui';
import {
  RATE_APPLIES_TO,
  greenFeeRateInput,
  type GreenFeeRate,
  type GreenFeeRateInput,
  type RateAppliesTo,
} from '@fairway/shared-api/tee-sheet';
import { greenFeeMessages, type GreenFeeKey, type GreenFeeT } from '../i18n';

/** What the rate dialog's inputs hold. */
export type RateFormValues = {
  name: string;
  applies_to: RateAppliesTo;
  holes: '9' | '18';
  weekdays: number[];
  from_time: string;
  /** '00:00' here is the end of the day (24:00 on the wire): a time input cannot hold 24:00. */
  to_time: string;
  /** '' for every course. */
  course_id: string;
  /** The amount as typed, in the club's currency: '25', '25.50' or '25,50'. */
  price: string;
  active: boolean;
};

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const EMPTY_RATE_FORM: RateFormValues = {
  name: '',
  applies_to: 'member',
  holes: '18',
  weekdays: EVERY_DAY,
  from_time: '00:00',
  to_time: '00:00',
  course_id: '',
  price: '',
  active: true,
};

/** Cents as the amount a person types: 2500 → '25.00'. */
export const amountOf = (cents: number) => (cents / 100).toFixed(2);

export function rateFormValues(rate: GreenFeeRate): RateFormValues {
  return {
    name: rate.name,
    applies_to: rate.applies_to,
    holes: rate.holes === 9 ? '9' : '18',
    weekdays: rate.weekdays,
    from_time: rate.from_time,
    to_time: rate.to_time === '24:00' ? '00:00' : rate.to_time,
    course_id: rate.course_id === null ? '' : String(rate.course_id),
    price: amountOf(rate.price_cents),
    active: rate.active,
  };
}

const AMOUNT = /^\d{1,6}([.,]\d{1,2})?$/;

/** '25,5' → 2550; null when it is not an amount with at most two decimals. */
export function centsOf(amount: string): number | null {
  const trimmed = amount.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function rateBody(v: RateFormValues): GreenFeeRateInput {
  return {
    name: v.name,
    applies_to: v.applies_to,
    holes: v.holes === '9' ? 9 : 18,
    weekdays: [...v.weekdays].sort((a, b) => a - b),
    from_time: v.from_time,
    to_time: v.to_time === '00:00' ? '24:00' : v.to_time,
    course_id: v.course_id ? Number(v.course_id) : null,
    price_cents: centsOf(v.price) ?? Number.NaN,
    active: v.active,
  };
}

/** The contract's checks (the server's messages), with the price as the person typed it. */
export const rateFormSchema: ValidationSchema<GreenFeeRateInput> = {
  safeParse(data: unknown) {
    const v = data as RateFormValues;
    const t = getT(greenFeeMessages);
    const issues: SchemaIssue[] = [];
    if (!v.price.trim()) issues.push({ path: ['price'], message: t('priceRequired') });
    else if (centsOf(v.price) === null) issues.push({ path: ['price'], message: t('priceNumber') });
    const result = greenFeeRateInput.safeParse(rateBody(v));
    if (!result.success)
      issues.push(
        ...result.error.issues.map((i) =>
          i.path[0] === 'price_cents' ? { ...i, path: ['price'] } : i,
        ),
      );
    if (issues.length > 0 || !result.success) return { success: false, error: { issues } };
    return { success: true, data: result.data };
  },
};

/** The groups of the table, in the order a club thinks of them. */
export const GROUPS: readonly RateAppliesTo[] = RATE_APPLIES_TO;

const GROUP_KEYS: Record<RateAppliesTo, GreenFeeKey> = {
  member: 'groupMember',
  junior: 'groupJunior',
  senior: 'groupSenior',
  guest: 'groupGuest',
  cart: 'groupCart',
};
const APPLIES_KEYS: Record<RateAppliesTo, GreenFeeKey> = {
  member: 'appliesMember',
  junior: 'appliesJunior',
  senior: 'appliesSenior',
  guest: 'appliesGuest',
  cart: 'appliesCart',
};
export const groupName = (t: GreenFeeT, a: RateAppliesTo) => t(GROUP_KEYS[a]);
export const appliesName = (t: GreenFeeT, a: RateAppliesTo) => t(APPLIES_KEYS[a]);

/** 'Every day', 'Monday to Friday', 'Weekends', else 'Mon, Wed and Fri' in the club's week order. */
export function describeDays(days: readonly number[], t: GreenFeeT, f: Formatter): string {
  const set = new Set(days);
  if (set.size === 7) return t('everyDay');
  const same = (list: number[]) => list.length === set.size && list.every((d) => set.has(d));
  if (same([1, 2, 3, 4, 5])) return t('weekdaysOnly');
  if (same([0, 6])) return t('weekendOnly');
  return f.list(
    f
      .weekdays()
      .filter((w) => set.has(w.day))
      .map((w) => w.short),
  );
}

/** 'All day', else '15:00 – midnight' on the club's clock format. */
export function describeBand(from: string, to: string, t: GreenFeeT, f: Formatter): string {
  if (from === '00:00' && to === '24:00') return t('allDay');
  return t('bandRange', { from: f.time(from), to: to === '24:00' ? t('endOfDay') : f.time(to) });
}
