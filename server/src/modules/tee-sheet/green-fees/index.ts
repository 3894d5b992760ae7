// Green fees: rate classes and the price of a booking (issue 12). Public surface for the rest of
// the tee sheet: the routes plugin, priceBooking and the demo club's rates.
import type { BookingPrice } from '@fairway/shared-api/contract';
import type { Tx } from '../../../plugins/platform/database';
import type { Caller } from '../context';
import type { PlayerInput } from '../rules';
import { price } from './service';

export { greenFeeRoutes } from './routes';
export { seedDemoRates } from './demo';

export type PriceQuery = {
  course_id: number;
  date: string;
  /** HH:MM on the club's wall clock. */
  start_time: string;
  holes: 9 | 18;
  players: readonly PlayerInput[];
  carts: number;
};

/**
 * The price of a booking under the club's rates; null when the club has set no (active) rates.
 * One line per player (guest → guest rate; a member is junior under 18 and senior at 65 or over
 * on the date of play, by their profile's date of birth), then one per cart. See service.price.
 */
export async function priceBooking(tx: Tx, c: Caller, q: PriceQuery): Promise<BookingPrice | null> {
  void c;
  return price(tx, q);
}
