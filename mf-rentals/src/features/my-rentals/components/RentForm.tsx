import { useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  EmptyState,
  Notice,
  ResourceStatus,
  TextArea,
  errorText,
  notify,
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { AvailabilitySummary } from '../../../shared/components/AvailabilitySummary';
import { PriceLine } from '../../../shared/components/PriceLine';
import { useAvailability } from '../../../shared/hooks/useAvailability';
import { useRentalPools } from '../../../shared/hooks/useRentalPools';
import { rentalMessages } from '../../../shared/i18n/messages';
import { rangeProblem } from '../../../shared/utils/rangeProblem';
import { rentalDates } from '../../../shared/utils/rentals';
import { myRentalsMessages } from '../i18n';
import { PoolChooser } from './PoolChooser';
import styles from './MyRentals.module.css';

type Problems = { pool?: string; start?: string; end?: string };

/**
 * "Rent equipment": the pool, the days, what is free and what it costs, then the request. The
 * server prices it from the item's rental price (daily_rate 0).
 */
export function RentForm({ onRequested }: { onRequested: (rental: EquipmentRental) => void }) {
  const t = useT(myRentalsMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const today = f.today();
  const pools = useRentalPools();
  const [poolId, setPoolId] = useState<number | null>(null);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [requests, setRequests] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pool = pools.data?.find((p) => p.inventory_id === poolId) ?? null;
  const availability = useAvailability(pool?.inventory_id ?? null, start, end);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Problems = { ...(rangeProblem(start, end, today, tr) ?? {}) };
    if (!pool) found.pool = t('chooseFirst');
    setProblems(found);
    if (!pool || Object.keys(found).length > 0) return;
    setError(null);
    setSubmitting(true);
    try {
      const rental = await rentalsApi().create({
        inventory_id: pool.inventory_id,
        rental_start_date: start,
        rental_end_date: end,
        special_requests: requests.trim() || null,
      });
      notify.success(t('requested', { item: rental.item_name, dates: rentalDates(rental, tr, f) }));
      setRequests('');
      onRequested(rental);
      void availability.reload();
    } catch (err) {
      setError(serverText(err) ?? errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  if (pools.status !== 'ready')
    return (
      <ResourceStatus
        resource={pools}
        loadingLabel={t('loadingEquipment')}
        errorTitle={t('equipmentError')}
      />
    );
  const rentable = pools.data.filter((p) => p.units > 0);
  if (rentable.length === 0)
    return <EmptyState title={t('noEquipment')} message={t('noEquipmentMessage')} />;

  return (
    <form noValidate className={styles['fw-rentals-form']} onSubmit={(e) => void handleSubmit(e)}>
      <PoolChooser
        pools={rentable}
        value={poolId}
        onChange={(id) => {
          setPoolId(id);
          setProblems((p) => ({ ...p, pool: undefined }));
        }}
        error={problems.pool}
      />
      <fieldset className={styles['fw-rentals-fieldset']}>
        <legend className={styles['fw-rentals-legend']}>{t('yourDates')}</legend>
        <div className={styles['fw-rentals-dates']}>
          <DateField
            label={t('firstDay')}
            required
            min={today}
            value={start}
            error={problems.start}
            onValueChange={(v) => {
              setStart(v);
              if (v && v > end) setEnd(v);
            }}
          />
          <DateField
            label={t('lastDay')}
            required
            min={start || today}
            value={end}
            error={problems.end}
            onValueChange={setEnd}
          />
        </div>
      </fieldset>
      {pool ? (
        <div className={styles['fw-rentals-quote']}>
          <AvailabilitySummary availability={availability} />
          <PriceLine start={start} end={end} rate={pool.rental_price} />
          <p className={styles['fw-rentals-muted']}>{t('requestNote')}</p>
        </div>
      ) : null}
      <TextArea
        label={t('specialRequests')}
        hint={t('specialRequestsHint')}
        optionalLabel={t('optional')}
        maxLength={1000}
        rows={2}
        value={requests}
        onValueChange={setRequests}
      />
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={submitting}>
          {t('request')}
        </Button>
      </div>
    </form>
  );
}
