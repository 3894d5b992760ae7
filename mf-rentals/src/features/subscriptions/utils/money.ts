import { minorUnits, money, parseMoney, type Formatter } from '@fairway/shared-ui';

/** An amount in minor units as the club writes it ('£42.50'). */
export const amountOf = (minor: number, f: Formatter) => money(minor, null, f);

/** An amount in minor units as a person would type it back ('42.50'); '' for none. */
export function amountInput(minor: number | null | undefined, f: Formatter): string {
  if (minor === null || minor === undefined) return '';
  const units = minorUnits(f.settings.currency);
  const decimals = Math.round(Math.log10(units));
  return (minor / units).toFixed(decimals);
}

/**
 * What a person typed as an amount: minor units, null when left empty, or 'invalid' when it is
 * not an amount (or above the contract's maximum).
 */
export function readAmount(text: string, f: Formatter, max: number): number | null | 'invalid' {
  if (!text.trim()) return null;
  const minor = parseMoney(text, f.settings.currency);
  return minor === null || minor > max ? 'invalid' : minor;
}
