/**
 * An amount in minor units as the club reads it: 1250 → "12.50". Integer arithmetic only (every
 * currency the club may choose has two decimals).
 */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
