import type { Tx } from '../../../plugins/platform/database';
import { countRates, insertRates, type RateValues } from './repository';
import { maskOf } from './rates';

const EVERY_DAY = maskOf([0, 1, 2, 3, 4, 5, 6]);
const DAY = { from_minute: 0, to_minute: 24 * 60 };
const TWILIGHT = { from_minute: 15 * 60, to_minute: 24 * 60 };

const rate = (
  name: string,
  applies_to: RateValues['applies_to'],
  holes: 9 | 18,
  price_cents: number,
  band = DAY,
  weekday_mask = EVERY_DAY,
): RateValues => ({
  name,
  applies_to,
  holes,
  price_cents,
  weekday_mask,
  ...band,
  course_id: null,
  active: true,
});

/**
 * The demo club's price list (every course, every day): members and guests for 18 and 9 holes, a
 * cheaper twilight from 15:00 for both, juniors, and a cart fee by holes. Does nothing when the club already has rates, so it can run
 * on every demo seed.
 */
export async function seedDemoRates(tx: Tx, organizationId: number): Promise<void> {
  if ((await countRates(tx)) > 0) return;
  await insertRates(tx, organizationId, [
    rate('Member 18 holes', 'member', 18, 2500),
    rate('Member 9 holes', 'member', 9, 1500),
    rate('Member twilight', 'member', 18, 1800, TWILIGHT),
    rate('Guest 18 holes', 'guest', 18, 6500),
    rate('Guest 9 holes', 'guest', 9, 4000),
    rate('Guest twilight', 'guest', 18, 4500, TWILIGHT),
    rate('Junior 18 holes', 'junior', 18, 1000),
    rate('Junior 9 holes', 'junior', 9, 600),
    rate('Cart 18 holes', 'cart', 18, 3000),
    rate('Cart 9 holes', 'cart', 9, 1800),
  ]);
}
