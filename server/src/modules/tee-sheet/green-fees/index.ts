// Green fees: rate classes and the price of a booking (issue 12). Public surface for the rest of
// the tee sheet: the routes plugin and priceBooking.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingPrice } from '@fairway/shared-api/contract';
import type { Tx } from '../../../plugins/platform/database';
import type { Caller } from '../context';
import type { PlayerInput } from '../rules';

export type PriceQuery = {
  course_id: number;
  date: string;
  /** HH:MM on the club's wall clock. */
  start_time: string;
  holes: 9 | 18;
  players: readonly PlayerInput[];
  carts: number;
};

/** The price of a booking under the club's rates; null when the club has set no rates. */
export async function priceBooking(tx: Tx, c: Caller, q: PriceQuery): Promise<BookingPrice | null> {
  void tx;
  void c;
  void q;
  return null;
}

export const greenFeeRoutes: FastifyPluginAsyncZod = async () => {};
