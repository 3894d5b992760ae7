import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  MonthCalendar,
  Notice,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  errorText,
  hasStatus,
  money,
  serverText,
  useFormat,
  useT,
  type CalendarMark,
} from '@fairway/shared-ui';
import type { HouseBooking, HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import type { HouseholdMembership } from '@fairway/shared-api/property';
import { houseRentalsApi } from '../../../shared/api/clients';
import { addDays } from '../../../shared/utils/dates';
import { ListingImage } from '../../house-rentals/components/ListingImage';
import { StayQuoteView } from '../../house-rentals/components/StayQuoteView';
import { useFreeNights } from '../../house-rentals/hooks/useHouseRentalsData';
import { houseRentalsMessages } from '../../house-rentals/i18n';
import { quoteStay } from '../../house-rentals/utils/quote';
import { stayNights } from '../../house-rentals/utils/stay';
import { houseBookingMessages } from '../i18n';
import styles from './HouseBooking.module.css';

/** How far ahead a guest may look for free nights (one available-dates window). */
const AHEAD = 365;

export type BookStayProps = {
  listing: HouseRentalDetails;
  household: HouseholdMembership | null;
  onBooked: (booking: HouseBooking) => void;
  onShowStays: () => void;
};

/**
 * Booking one house: a period, then the nights on a calendar (free ones marked) or typed as
 * dates; the price as the server will charge it; in the household's name when allowed. A clash
 * with someone faster shows the server's words and the free nights again.
 */
export function BookStay({ listing, household, onBooked, onShowStays }: BookStayProps) {
  const t = useT(houseBookingMessages);
  const th = useT(houseRentalsMessages);
  const f = useFormat();
  const formId = useId();
  const today = f.today();
  const limit = addDays(today, AHEAD);
  const periods = useMemo(
    () =>
      listing.periods
        .filter((p) => p.end_date >= today && p.start_date <= limit)
        .sort((a, b) => a.start_date.localeCompare(b.start_date)),
    [listing.periods, today, limit],
  );
  const [chosenId, setChosenId] = useState<number | null>(periods[0]?.id ?? null);
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState<number | null>(1);
  const [bookFor, setBookFor] = useState<'me' | 'household'>('me');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<HouseBooking | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [refresh, setRefresh] = useState(0);

  // The period of the check-in night when one is chosen, else the one picked in the list.
  const period =
    periods.find((p) => checkIn && p.start_date <= checkIn && checkIn <= p.end_date) ??
    periods.find((p) => p.id === chosenId) ??
    null;
  const window = useMemo(
    () =>
      period
        ? {
            start: period.start_date > today ? period.start_date : today,
            end: period.end_date < limit ? period.end_date : limit,
          }
        : null,
    [period, today, limit],
  );
  const asked = useMemo(
    () => (period ? { id: listing.id, periods: [period] } : null),
    [listing.id, period],
  );
  const free = useFreeNights(asked, window, refresh);
  const freeSet = useMemo(() => new Set(free.data?.free ?? []), [free.data]);
  const takenSet = useMemo(
    () => new Set(free.data?.periods.flatMap((p) => p.booked_dates) ?? []),
    [free.data],
  );
  const [month, setMonth] = useState<string | null>(null);
  const shownMonth = month ?? (window ? window.start.slice(0, 7) : today.slice(0, 7));
  const quote = quoteStay(
    listing,
    { checkIn, checkOut, guests, today },
    free.data ? freeSet : null,
  );
  const canBookForHousehold =
    household !== null && household.is_active && household.permissions.book_houses;
  const choosingCheckOut = Boolean(checkIn && !checkOut);

  const marked = useMemo(() => {
    const marks: Record<string, CalendarMark> = {};
    for (const night of freeSet) marks[night] = { tone: 'success', label: t('markFree') };
    for (const night of takenSet) marks[night] = { tone: 'danger', label: t('markBooked') };
    if (checkIn && checkOut)
      for (const night of stayNights(checkIn, checkOut))
        marks[night] = { tone: 'accent', label: t('markYourStay') };
    if (checkIn) marks[checkIn] = { tone: 'accent', label: t('markCheckIn') };
    if (checkOut) marks[checkOut] = { tone: 'info', label: t('markCheckOut') };
    return marks;
  }, [freeSet, takenSet, checkIn, checkOut, t]);

  const handleDay = (date: string) => {
    setBooked(null);
    setError(null);
    if (!checkIn || checkOut || date <= checkIn) {
      setCheckIn(date);
      setCheckOut('');
    } else {
      setCheckOut(date);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    if (!quote.period || quote.problems.length > 0 || guests === null || guests < 1) return;
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
        ...(canBookForHousehold && bookFor === 'household'
          ? { tenant_id: household.tenant.id }
          : {}),
      });
      setBooked(booking);
      setCheckIn('');
      setCheckOut('');
      setNotes('');
      setTried(false);
      setRefresh((n) => n + 1);
      onBooked(booking);
    } catch (err) {
      // 409 "… is already booked for some of those nights": the server's words, and what is free now.
      setError(serverText(err) ?? errorText(err));
      if (hasStatus(err, 409)) setRefresh((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles['fw-hb-book']}>
      <div className={styles['fw-hb-listing']}>
        <div className={styles['fw-hb-listing-image']}>
          <ListingImage fileId={listing.primary_image?.file_id ?? listing.primary_image_file_id} />
        </div>
        <div className={styles['fw-hb-listing-text']}>
          <p className={styles['fw-hb-muted']}>
            {[listing.house_type_name, listing.house_name].filter(Boolean).join(' · ')}
          </p>
          <p>
            {th('maxGuestsHint', { count: listing.max_guests })} ·{' '}
            {th('checkInOutTimes', {
              in: f.time(listing.check_in_time),
              out: f.time(listing.check_out_time),
            })}
          </p>
          <p>
            {th('cleaningFee')}: {money(listing.cleaning_fee, null, f)}
          </p>
          {listing.description ? (
            <p className={styles['fw-hb-pre']}>{listing.description}</p>
          ) : null}
        </div>
      </div>

      {booked ? (
        <Notice
          tone="success"
          title={t('bookedTitle', { house: booked.house_name })}
          action={
            <Button size="sm" variant="secondary" onClick={onShowStays}>
              {t('seeMyStays')}
            </Button>
          }
        >
          {t('bookedMessage', {
            dates: th('dateRange', {
              start: f.dateShort(booked.check_in),
              end: f.dateShort(booked.check_out),
            }),
            nights: th('nights', { count: booked.nights }),
            total: money(booked.total_amount, null, f),
            status: th(`status_${booked.status}`),
          })}
        </Notice>
      ) : null}

      {periods.length === 0 ? (
        <Notice tone="info">{t('noPeriodsAhead')}</Notice>
      ) : (
        <form
          id={formId}
          noValidate
          className={styles['fw-hb-form']}
          aria-labelledby={`${formId}-title`}
          onSubmit={(e) => void handleSubmit(e)}
        >
          <h3 id={`${formId}-title`} className={styles['fw-hb-heading']}>
            {t('yourStay')}
          </h3>
          {error ? (
            <Notice tone="error" role="alert">
              {error}
            </Notice>
          ) : null}
          <Select
            label={t('period')}
            options={periods.map((p) => ({
              value: String(p.id),
              label: t('periodOption', {
                name: p.name,
                start: f.dateShort(p.start_date),
                end: f.dateShort(p.end_date),
                rate: money(p.nightly_rate, null, f),
              }),
            }))}
            value={period ? String(period.id) : ''}
            onChange={(e) => {
              const next = periods.find((p) => String(p.id) === e.target.value);
              setChosenId(next?.id ?? null);
              setCheckIn('');
              setCheckOut('');
              setMonth(
                next ? (next.start_date > today ? next.start_date : today).slice(0, 7) : null,
              );
            }}
          />
          <p className={styles['fw-hb-muted']} id={`${formId}-how`}>
            {choosingCheckOut ? t('chooseCheckOut') : t('chooseCheckIn')}
          </p>
          {free.status === 'error' ? (
            <Notice tone="error" role="alert">
              {t('freeNightsError', { error: free.error })}
            </Notice>
          ) : null}
          <div aria-busy={free.loading}>
            <MonthCalendar
              label={t('calendarLabel', { title: listing.title })}
              month={shownMonth}
              onMonthChange={setMonth}
              selected={checkOut || checkIn || null}
              onSelect={handleDay}
              marked={marked}
              min={window?.start}
              max={window ? addDays(window.end, 1) : undefined}
              isDateDisabled={(d) => !(choosingCheckOut && d > checkIn) && !freeSet.has(d)}
            />
          </div>
          <p className={styles['fw-hb-muted']}>
            {free.data ? t('freeCount', { count: free.data.free.length }) : t('loadingFreeNights')}
          </p>
          <div className={styles['fw-hb-pair']}>
            <DateField
              label={th('checkIn')}
              required
              min={window?.start ?? today}
              value={checkIn}
              onValueChange={(v) => {
                setBooked(null);
                setCheckIn(v);
                if (v && checkOut && checkOut <= v) setCheckOut('');
              }}
            />
            <DateField
              label={th('checkOut')}
              hint={th('checkOutHint')}
              required
              min={checkIn ? addDays(checkIn, 1) : (window?.start ?? today)}
              value={checkOut}
              onValueChange={(v) => {
                setBooked(null);
                setCheckOut(v);
              }}
            />
          </div>
          <NumberField
            label={th('guests')}
            hint={th('maxGuestsHint', { count: listing.max_guests })}
            required
            min={1}
            max={listing.max_guests}
            step={1}
            value={guests ?? ''}
            onValueChange={setGuests}
          />
          {canBookForHousehold ? (
            <RadioGroup
              label={t('bookFor')}
              options={[
                { value: 'me', label: t('bookForMe') },
                {
                  value: 'household',
                  label: t('bookForHousehold', { household: household.tenant.name }),
                },
              ]}
              value={bookFor}
              onChange={(v) => setBookFor(v as 'me' | 'household')}
            />
          ) : null}
          <TextArea
            label={th('notes')}
            optionalLabel={th('optional')}
            hint={t('notesHint')}
            maxLength={2000}
            rows={2}
            value={notes}
            onValueChange={setNotes}
          />
          {(checkIn && checkOut) || tried ? (
            <StayQuoteView quote={quote} cleaningFee={listing.cleaning_fee} showMissing={tried} />
          ) : null}
          <Button type="submit" loading={submitting} fullWidth>
            {quote.total !== null && quote.problems.length === 0
              ? t('bookFor_total', { total: money(quote.total, null, f) })
              : th('book')}
          </Button>
        </form>
      )}
    </div>
  );
}
