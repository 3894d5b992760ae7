import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  NumberField,
  Select,
  TextArea,
  errorText,
  hasStatus,
  notify,
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { houseRentalsApi } from '../../../shared/api/clients';
import { MemberPicker } from '../../../shared/components/MemberPicker';
import { addDays } from '../../../shared/utils/dates';
import { useFreeNights } from '../hooks/useHouseRentalsData';
import { houseRentalsMessages } from '../i18n';
import { quoteStay } from '../utils/quote';
import { freeRanges } from '../utils/stay';
import { FreeNightsList } from './FreeNightsList';
import { StayQuoteView } from './StayQuoteView';
import styles from './HouseRentals.module.css';

/** How far ahead free nights are looked up (one available-dates window). */
export const FREE_NIGHTS_AHEAD = 365;

export type NewBookingDialogProps = {
  listings: readonly HouseRentalDetails[];
  /** The listing to start with (from its page). */
  listingId?: number | null;
  onClose: () => void;
  onBooked: () => void;
};

/**
 * The office booking a stay for a guest: who, which house, the free nights first (each run fills
 * the dates), the dates, guests; the price shows as the server will charge it.
 */
export function NewBookingDialog({
  listings,
  listingId,
  onClose,
  onBooked,
}: NewBookingDialogProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const formId = useId();
  const today = f.today();
  const active = listings.filter((l) => l.is_active || l.id === listingId);
  const [guest, setGuest] = useState<MemberSearchResult | null>(null);
  const [chosenId, setChosenId] = useState(listingId ? String(listingId) : '');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState<number | null>(1);
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<{ guest?: string; listing?: string }>({});
  const [showProblems, setShowProblems] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const listing = active.find((l) => String(l.id) === chosenId) ?? null;
  const window = useMemo(() => ({ start: today, end: addDays(today, FREE_NIGHTS_AHEAD) }), [today]);
  const free = useFreeNights(listing, listing ? window : null, refresh);
  const freeSet = useMemo(() => (free.data ? new Set(free.data.free) : null), [free.data]);
  const ranges = useMemo(() => freeRanges(free.data?.free ?? []), [free.data]);
  const quote = listing ? quoteStay(listing, { checkIn, checkOut, guests, today }, freeSet) : null;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: { guest?: string; listing?: string } = {};
    if (!guest) found.guest = t('guestRequired');
    if (!listing) found.listing = t('listingRequired');
    setProblems(found);
    setShowProblems(true);
    if (!guest || !listing || !quote || quote.problems.length > 0 || !quote.period) return;
    if (guests === null || guests < 1) return;
    setError(null);
    setSubmitting(true);
    try {
      const booking = await houseRentalsApi().book({
        house_rental_id: listing.id,
        period_id: quote.period.id,
        check_in: checkIn,
        check_out: checkOut,
        guests,
        notes: notes.trim() || null,
        user_id: guest.id,
      });
      notify.success(t('bookingCreated', { guest: guest.name, house: booking.house_name }));
      onBooked();
    } catch (err) {
      setError(serverText(err) ?? errorText(err));
      // Someone else took some of those nights: show what is free now.
      if (hasStatus(err, 409)) setRefresh((n) => n + 1);
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={t('newBooking')}
      description={t('newBookingDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('book')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-hr-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <MemberPicker value={guest} onChange={setGuest} error={problems.guest} />
        <Select
          label={t('listing')}
          required
          placeholder={t('chooseListing')}
          options={active.map((l) => ({
            value: String(l.id),
            label: `${l.title} · ${l.house_name}`,
          }))}
          value={chosenId}
          error={problems.listing}
          onChange={(e) => {
            setChosenId(e.target.value);
            setError(null);
          }}
        />
        {listing ? (
          <section aria-labelledby={`${formId}-free`} className={styles['fw-hr-section']}>
            <h3 id={`${formId}-free`}>{t('freeNights')}</h3>
            {free.status === 'error' ? (
              <Notice tone="error" role="alert">
                {t('freeNightsErrorText', { error: free.error })}
              </Notice>
            ) : free.loading && !free.data ? (
              <p className={styles['fw-hr-muted']}>{t('loadingFreeNights')}</p>
            ) : (
              <FreeNightsList
                ranges={ranges}
                onChoose={(r) => {
                  setCheckIn(r.first);
                  setCheckOut(r.checkOut);
                }}
              />
            )}
          </section>
        ) : null}
        <div className={styles['fw-hr-pair']}>
          <DateField
            label={t('checkIn')}
            required
            min={today}
            value={checkIn}
            onValueChange={(v) => {
              setCheckIn(v);
              if (v && (!checkOut || checkOut <= v))
                setCheckOut(addDays(v, listing?.min_nights ?? 1));
            }}
          />
          <DateField
            label={t('checkOut')}
            hint={t('checkOutHint')}
            required
            min={checkIn ? addDays(checkIn, 1) : today}
            value={checkOut}
            onValueChange={setCheckOut}
          />
        </div>
        <NumberField
          label={t('guests')}
          hint={listing ? t('maxGuestsHint', { count: listing.max_guests }) : undefined}
          required
          min={1}
          max={listing?.max_guests ?? 100}
          step={1}
          value={guests ?? ''}
          onValueChange={setGuests}
        />
        {listing && quote && (showProblems || (checkIn && checkOut)) ? (
          <StayQuoteView
            quote={quote}
            cleaningFee={listing.cleaning_fee}
            showMissing={showProblems}
          />
        ) : null}
        <TextArea
          label={t('notes')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={2}
          value={notes}
          onValueChange={setNotes}
        />
      </form>
    </Dialog>
  );
}
