import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  NumberField,
  Select,
  Switch,
  TextArea,
  TextField,
  TimeField,
  errorText,
  fieldErrorsOf,
  minorUnits,
  money,
  notify,
  parseMoney,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAX_HOUSE_RENTAL_RATE,
  MAX_HOUSE_STAY_NIGHTS,
  type HouseRental,
  type HouseRentalInput,
} from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { amountText } from '../../../shared/utils/rentals';
import { useHouses } from '../hooks/useHouseRentalsData';
import { houseRentalsMessages } from '../i18n';
import styles from './HouseRentals.module.css';

type Fields =
  | 'house_id'
  | 'title'
  | 'description'
  | 'max_guests'
  | 'min_nights'
  | 'check_in_time'
  | 'check_out_time'
  | 'cleaning_fee';
type Problems = Partial<Record<Fields, string>>;
const FIELDS: readonly Fields[] = [
  'house_id',
  'title',
  'description',
  'max_guests',
  'min_nights',
  'check_in_time',
  'check_out_time',
  'cleaning_fee',
];

export type ListingDialogProps = {
  /** The listing to edit; null for a new one. */
  listing: HouseRental | null;
  /** Houses that already have a listing (one listing per house). */
  listedHouseIds: readonly number[];
  onClose: () => void;
  onSaved: (listing: HouseRental) => void;
};

/** Creating or editing a listing: the house, words for guests, stay rules and the cleaning fee. */
export function ListingDialog({ listing, listedHouseIds, onClose, onSaved }: ListingDialogProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const houses = useHouses();
  const [houseId, setHouseId] = useState(listing ? String(listing.house_id) : '');
  const [title, setTitle] = useState(listing?.title ?? '');
  const [description, setDescription] = useState(listing?.description ?? '');
  const [maxGuests, setMaxGuests] = useState<number | null>(listing?.max_guests ?? 4);
  const [minNights, setMinNights] = useState<number | null>(listing?.min_nights ?? 1);
  const [checkIn, setCheckIn] = useState(listing?.check_in_time ?? '15:00');
  const [checkOut, setCheckOut] = useState(listing?.check_out_time ?? '11:00');
  const [fee, setFee] = useState(amountText(listing?.cleaning_fee ?? 0, minorUnits(currency)));
  const [active, setActive] = useState(listing?.is_active ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const houseOptions = (houses.data ?? [])
    .filter((h) => h.id === listing?.house_id || !listedHouseIds.includes(h.id))
    .map((h) => ({ value: String(h.id), label: `${h.name} · ${h.house_type_name}` }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Problems = {};
    const cleaning = parseMoney(fee.trim() || '0', currency);
    if (!houseId) found.house_id = t('houseRequired');
    if (!title.trim()) found.title = t('titleRequired');
    if (maxGuests === null || !Number.isInteger(maxGuests) || maxGuests < 1 || maxGuests > 100)
      found.max_guests = t('wholeNumberBetween', { min: 1, max: 100 });
    if (
      minNights === null ||
      !Number.isInteger(minNights) ||
      minNights < 1 ||
      minNights > MAX_HOUSE_STAY_NIGHTS
    )
      found.min_nights = t('wholeNumberBetween', { min: 1, max: MAX_HOUSE_STAY_NIGHTS });
    if (!checkIn) found.check_in_time = t('timeRequired');
    if (!checkOut) found.check_out_time = t('timeRequired');
    if (cleaning === null || cleaning < 0 || cleaning > MAX_HOUSE_RENTAL_RATE)
      found.cleaning_fee = t('amountInvalid', {
        max: money(MAX_HOUSE_RENTAL_RATE, currency, f),
      });
    setProblems(found);
    if (Object.keys(found).length > 0 || cleaning === null) return;
    const body: HouseRentalInput = {
      house_id: Number(houseId),
      title: title.trim(),
      description: description.trim() || null,
      max_guests: maxGuests!,
      min_nights: minNights!,
      check_in_time: checkIn,
      check_out_time: checkOut,
      cleaning_fee: cleaning,
      is_active: active,
    };
    setError(null);
    setSubmitting(true);
    try {
      const api = houseRentalsApi();
      const saved = listing ? await api.update(listing.id, body) : await api.create(body);
      notify.success(t(listing ? 'listingSaved' : 'listingCreated', { title: saved.title }));
      onSaved(saved);
    } catch (err) {
      const fields = fieldErrorsOf(err, FIELDS);
      if (Object.keys(fields).length > 0) setProblems(fields);
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={listing ? t('editListingTitle', { title: listing.title }) : t('newListing')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {listing ? t('saveListing') : t('createListing')}
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
        {houses.status === 'error' ? (
          <Notice tone="error" role="alert">
            {t('housesError', { error: houses.error })}
          </Notice>
        ) : (
          <Select
            label={t('house')}
            required
            placeholder={houses.loading && !houses.data ? t('loadingHouses') : t('chooseHouse')}
            hint={
              houses.data && houseOptions.length === 0 ? t('noHousesToList') : t('oneListingHint')
            }
            options={houseOptions}
            value={houseId}
            error={problems.house_id}
            onChange={(e) => setHouseId(e.target.value)}
          />
        )}
        <TextField
          label={t('listingTitle')}
          required
          maxLength={120}
          value={title}
          error={problems.title}
          onValueChange={setTitle}
        />
        <TextArea
          label={t('description')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={3}
          value={description}
          error={problems.description}
          onValueChange={setDescription}
        />
        <div className={styles['fw-hr-pair']}>
          <NumberField
            label={t('maxGuests')}
            required
            min={1}
            max={100}
            step={1}
            value={maxGuests ?? ''}
            error={problems.max_guests}
            onValueChange={setMaxGuests}
          />
          <NumberField
            label={t('minNights')}
            required
            min={1}
            max={MAX_HOUSE_STAY_NIGHTS}
            step={1}
            value={minNights ?? ''}
            error={problems.min_nights}
            onValueChange={setMinNights}
          />
        </div>
        <div className={styles['fw-hr-pair']}>
          <TimeField
            label={t('checkInTime')}
            required
            value={checkIn}
            error={problems.check_in_time}
            onValueChange={setCheckIn}
          />
          <TimeField
            label={t('checkOutTime')}
            required
            value={checkOut}
            error={problems.check_out_time}
            onValueChange={setCheckOut}
          />
        </div>
        <TextField
          label={t('cleaningFeeIn', { currency })}
          hint={t('cleaningFeeHint')}
          inputMode="decimal"
          autoComplete="off"
          value={fee}
          error={problems.cleaning_fee}
          onValueChange={setFee}
        />
        <Switch label={t('activeSwitch')} checked={active} onChange={setActive} />
      </form>
    </Dialog>
  );
}
