import { useRef, useState } from 'react';
import { errorText, statusOf } from '@fairway/shared-ui';
import {
  newIdempotencyKey,
  type TeeTimeBooking,
  type TeeTimeBookingRequest,
} from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../api/clients';
import { isRetryableBookingFailure } from '../utils/bookingForm';

export type BookingFailure = { message: string; retryable: boolean };

/**
 * One booking attempt with its Idempotency-Key: made when the dialog opens and sent again when a
 * retry follows a failure where the booking may exist (not reached, timed out, 5xx), so it is
 * never made twice. After a definite refusal (409 taken, 400 closed…) the next try is a new
 * attempt with a new key, and `onStale` lets the sheet or list reload.
 */
export function useBookingAttempt(onStale: () => void) {
  const [firstKey] = useState(newIdempotencyKey);
  const key = useRef(firstKey);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** The booking, or null when it failed (the failure is then in `failure`). */
  const book = async (request: TeeTimeBookingRequest): Promise<TeeTimeBooking | null> => {
    setFailure(null);
    setSubmitting(true);
    try {
      return await teeSheetApi().book(request, key.current);
    } catch (err) {
      const status = statusOf(err);
      const retryable = isRetryableBookingFailure(status);
      if (!retryable) key.current = newIdempotencyKey();
      setFailure({ message: errorText(err), retryable });
      if (status === 409 || status === 400) onStale();
      return null;
    } finally {
      setSubmitting(false);
    }
  };

  return { book, failure, submitting };
}
