import { getFormat, type Formatter } from '@fairway/shared-ui';

/** Minor units per major unit of a currency (100 for GBP, 1 for JPY). */
export function minorUnits(currency: string): number {
  try {
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    return 10 ** digits;
  } catch {
    return 100;
  }
}

/**
 * An amount the API gives in the currency's minor units (price_cents, revenue_cents…), written
 * in the club's format: 4250 GBP → '£42.50'. Without a currency, the club's.
 */
export function money(
  minor: number,
  currency: string | null | undefined,
  format: Formatter = getFormat(),
): string {
  const code = currency ?? format.settings.currency;
  return format.money(minor / minorUnits(code), code);
}
