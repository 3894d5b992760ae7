import type { Formatter } from './format';
import { getFormat } from './display';

const minorUnitsOf = new Map<string, number>();

/** Minor units per major unit of a currency (100 for GBP, 1 for JPY). */
export function minorUnits(currency: string): number {
  let units = minorUnitsOf.get(currency);
  if (units === undefined) {
    try {
      const digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
      units = 10 ** digits;
    } catch {
      units = 100;
    }
    minorUnitsOf.set(currency, units);
  }
  return units;
}

/**
 * An amount the API gives in the currency's minor units (sale_price, total, revenue_cents…),
 * written in the club's format: 4250 GBP → '£42.50'. Without a currency, the club's.
 */
export function money(
  minor: number,
  currency?: string | null,
  format: Formatter = getFormat(),
): string {
  const code = currency ?? format.settings.currency;
  return format.money(minor / minorUnits(code), code);
}

/**
 * What a person typed as an amount ('24.5', '24,50') in minor units of the club's currency, or
 * null when it is not an amount. At most the currency's decimals.
 */
export function parseMoney(text: string, currency: string): number | null {
  const units = minorUnits(currency);
  const decimals = Math.round(Math.log10(units));
  const t = text.trim().replace(',', '.');
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${decimals}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * units + Number(fraction.padEnd(decimals, '0') || '0');
}
