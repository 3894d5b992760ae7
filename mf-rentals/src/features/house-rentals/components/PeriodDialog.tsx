import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  NumberField,
  TextField,
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
  type HouseRentalPeriod,
} from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { isDay } from '../../../shared/utils/dates';
import { amountText } from '../../../shared/utils/rentals';
import { houseRentalsMessages } from '../i18n';
import styles from './HouseRentals.module.css';

type Fields = 'name' | 'start_date' | 'end_date' | 'nightly_rate' | 'min_nights';
const FIELDS: readonly Fields[] = ['name', 'start_date', 'end_date', 'nightly_rate', 'min_nights'];

export type PeriodDialogProps = {
  listingId: number;
  /** The period to edit; null for a new one. */
  period: HouseRentalPeriod | null;
  onClose: () => void;
  onSaved: (period: HouseRentalPeriod) => void;
};

/** A season of a listing: its name, first and last night, nightly rate and shortest stay. */
export function PeriodDialog({ listingId, period, onClose, onSaved }: PeriodDialogProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const [name, setName] = useState(period?.name ?? '');
  const [start, setStart] = useState(period?.start_date ?? '');
  const [end, setEnd] = useState(period?.end_date ?? '');
  const [rate, setRate] = useState(
    period ? amountText(period.nightly_rate, minorUnits(currency)) : '',
  );
  const [minNights, setMinNights] = useState<number | null>(period?.min_nights ?? 1);
  const [problems, setProblems] = useState<Partial<Record<Fields, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Fields, string>> = {};
    const nightly = parseMoney(rate, currency);
    if (!name.trim()) found.name = t('periodNameRequired');
    if (!isDay(start)) found.start_date = t('dateRequired');
    if (!isDay(end)) found.end_date = t('dateRequired');
    else if (isDay(start) && end < start) found.end_date = t('lastNightBeforeFirst');
    if (nightly === null || nightly < 0 || nightly > MAX_HOUSE_RENTAL_RATE)
      found.nightly_rate = t('amountInvalid', { max: money(MAX_HOUSE_RENTAL_RATE, currency, f) });
    if (
      minNights === null ||
      !Number.isInteger(minNights) ||
      minNights < 1 ||
      minNights > MAX_HOUSE_STAY_NIGHTS
    )
      found.min_nights = t('wholeNumberBetween', { min: 1, max: MAX_HOUSE_STAY_NIGHTS });
    setProblems(found);
    if (Object.keys(found).length > 0 || nightly === null || minNights === null) return;
    const fields = {
      name: name.trim(),
      start_date: start,
      end_date: end,
      nightly_rate: nightly,
      min_nights: minNights,
    };
    setError(null);
    setSubmitting(true);
    try {
      const api = houseRentalsApi();
      const saved = period
        ? await api.updatePeriod(period.id, fields)
        : await api.createPeriod({ house_rental_id: listingId, ...fields });
      notify.success(t('periodSaved', { name: saved.name }));
      onSaved(saved);
    } catch (err) {
      const fieldProblems = fieldErrorsOf(err, FIELDS);
      if (Object.keys(fieldProblems).length > 0) setProblems(fieldProblems);
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={period ? t('editPeriodTitle', { name: period.name }) : t('newPeriod')}
      description={t('periodDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('savePeriod')}
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
        <TextField
          label={t('periodName')}
          hint={t('periodNameHint')}
          required
          maxLength={120}
          value={name}
          error={problems.name}
          onValueChange={setName}
        />
        <div className={styles['fw-hr-pair']}>
          <DateField
            label={t('firstNight')}
            required
            value={start}
            error={problems.start_date}
            onValueChange={(v) => {
              setStart(v);
              if (v && end && v > end) setEnd(v);
            }}
          />
          <DateField
            label={t('lastNight')}
            required
            min={start || undefined}
            value={end}
            error={problems.end_date}
            onValueChange={setEnd}
          />
        </div>
        <div className={styles['fw-hr-pair']}>
          <TextField
            label={t('nightlyRateIn', { currency })}
            required
            inputMode="decimal"
            autoComplete="off"
            value={rate}
            error={problems.nightly_rate}
            onValueChange={setRate}
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
      </form>
    </Dialog>
  );
}
