import { createFormatter } from './format';
import { minorUnits, money, parseMoney } from './money';

const gbp = createFormatter({
  locale: 'en-GB',
  currency: 'GBP',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  week_starts_on: 1,
  distance_unit: 'yards',
  time_zone: 'Europe/London',
});

test('amounts in minor units are written in the club’s currency', () => {
  expect(money(4250, 'GBP', gbp)).toBe('£42.50');
  expect(money(4250, 'JPY', gbp)).toBe('JP¥4,250');
  expect(minorUnits('JPY')).toBe(1);
});

test('what a person types becomes minor units, or null when it is not an amount', () => {
  expect(parseMoney('24.5', 'GBP')).toBe(2450);
  expect(parseMoney(' 24,50 ', 'GBP')).toBe(2450);
  expect(parseMoney('7', 'GBP')).toBe(700);
  expect(parseMoney('24.505', 'GBP')).toBeNull();
  expect(parseMoney('-3', 'GBP')).toBeNull();
  expect(parseMoney('abc', 'GBP')).toBeNull();
  expect(parseMoney('1500', 'JPY')).toBe(1500);
  expect(parseMoney('15.5', 'JPY')).toBeNull();
});
