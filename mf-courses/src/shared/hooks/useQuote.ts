import { useEffect, useState } from 'react';
import { errorText } from '@fairway/shared-ui';
import type {
  BookingPrice,
  GreenFeeQuoteRequest,
  QuotePlayer,
} from '@fairway/shared-api/tee-sheet';
import { greenFeesApi } from '../api/clients';

/** What a booking dialog knows before booking; null fields mean "not chosen yet". */
export type QuoteInput = {
  courseId: number | null | undefined;
  date: string | null | undefined;
  /** HH:MM on the club's wall clock. */
  startTime: string | null | undefined;
  holes?: 9 | 18;
  players: readonly QuotePlayer[];
  carts?: number;
};

export type QuoteState =
  /** Nothing to ask yet (no course, date, time or player). */
  | { status: 'idle'; price: null; error: null }
  | { status: 'loading'; price: BookingPrice | null; error: null }
  /** price is null when the club has no active rates: show nothing. */
  | { status: 'ready'; price: BookingPrice | null; error: null }
  | { status: 'error'; price: null; error: string };

/** Waits this long after the last change before asking, so typing a name sends one request. */
export const QUOTE_SETTLE_MS = 250;

const IDLE: QuoteState = { status: 'idle', price: null, error: null };
/** The club answered that it has no active rates: it does not price bookings. */
const NO_RATES: QuoteState = { status: 'ready', price: null, error: null };

function requestOf(q: QuoteInput): GreenFeeQuoteRequest | null {
  if (!q.courseId || !q.date || !q.startTime || q.players.length === 0) return null;
  return {
    course_id: q.courseId,
    date: q.date,
    start_time: q.startTime.slice(0, 5),
    holes: q.holes ?? 18,
    players: [...q.players],
    carts: q.carts ?? 0,
  };
}

/**
 * The price a booking would have (POST /green-fees/quote), asked again when the course, day, time,
 * holes, players or carts change. The last answer stays shown while a newer one loads; an answer
 * overtaken by a newer question is dropped. Once the club answers that it has no rates (price
 * null: a club-wide fact, not one of this booking), nothing more is asked while the hook is
 * mounted, so a dialog of a club that does not price bookings stops saying (and announcing)
 * "Working out the price…" on every change; the next dialog asks again.
 */
export function useQuote(input: QuoteInput): QuoteState {
  const request = requestOf(input);
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<QuoteState>(IDLE);
  const [noRates, setNoRates] = useState(false);

  useEffect(() => {
    if (noRates) return;
    if (key === null) {
      setState(IDLE);
      return;
    }
    const body = JSON.parse(key) as GreenFeeQuoteRequest;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', price: s.price, error: null }));
    const timer = setTimeout(() => {
      greenFeesApi()
        .quote(body, controller.signal)
        .then(
          (answer) => {
            if (controller.signal.aborted) return;
            if (answer.price === null) setNoRates(true);
            else setState({ status: 'ready', price: answer.price, error: null });
          },
          (err: unknown) => {
            if (!controller.signal.aborted)
              setState({ status: 'error', price: null, error: errorText(err) });
          },
        );
    }, QUOTE_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, noRates]);

  return noRates ? NO_RATES : state;
}
