import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  Select,
  TextArea,
  errorText,
  money,
  notify,
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { rentalsApi } from '../../../shared/api/clients';
import { AvailabilitySummary } from '../../../shared/components/AvailabilitySummary';
import { MemberPicker } from '../../../shared/components/MemberPicker';
import { PriceLine } from '../../../shared/components/PriceLine';
import { useAvailability } from '../../../shared/hooks/useAvailability';
import { useRentalPools } from '../../../shared/hooks/useRentalPools';
import { rentalMessages } from '../../../shared/i18n/messages';
import { rangeProblem } from '../../../shared/utils/rangeProblem';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import styles from './Desk.module.css';

type Problems = { member?: string; pool?: string; start?: string; end?: string };

/**
 * Renting for a member at the desk: who, which pool, the days; availability and the price show
 * before it is sent. The server prices it (daily_rate 0: the item's rental price).
 */
export function NewRentalDialog() {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const formId = useId();
  const today = f.today();
  const pools = useRentalPools();
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const [poolId, setPoolId] = useState('');
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [requests, setRequests] = useState('');
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pool = pools.data?.find((p) => String(p.inventory_id) === poolId) ?? null;
  const availability = useAvailability(pool?.inventory_id ?? null, start, end);
  const close = () => desk.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Problems = { ...(rangeProblem(start, end, today, tr) ?? {}) };
    if (!member) found.member = t('memberRequired');
    if (!pool) found.pool = t('poolRequired');
    setProblems(found);
    if (!member || !pool || Object.keys(found).length > 0) return;
    setError(null);
    setSubmitting(true);
    try {
      const created = await rentalsApi().create({
        user_id: member.id,
        inventory_id: pool.inventory_id,
        rental_start_date: start,
        rental_end_date: end,
        special_requests: requests.trim() || null,
        notes: notes.trim() || null,
      });
      desk.markCreated(created);
      notify.success(t('rentalCreated', { member: member.name, item: created.item_name }));
      close();
    } catch (err) {
      setError(serverText(err) ?? errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="md"
      title={t('newRental')}
      description={t('newRentalDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {tr('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('createRental')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-rentals-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <MemberPicker value={member} onChange={setMember} error={problems.member} />
        {pools.status === 'error' ? (
          <Notice tone="error" role="alert">
            {t('poolsError', { error: pools.error })}
          </Notice>
        ) : (
          <Select
            label={t('pool')}
            required
            placeholder={pools.loading && !pools.data ? t('loadingPools') : t('choosePool')}
            options={(pools.data ?? []).map((p) => ({
              value: String(p.inventory_id),
              label: `${p.item_name} (${tr('perDay', { price: money(p.rental_price, null, f) })})`,
            }))}
            value={poolId}
            error={problems.pool}
            onChange={(e) => setPoolId(e.target.value)}
          />
        )}
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
        {pool ? (
          <>
            <AvailabilitySummary availability={availability} />
            <PriceLine start={start} end={end} rate={pool.rental_price} />
          </>
        ) : null}
        <TextArea
          label={t('specialRequests')}
          optionalLabel={t('optional')}
          maxLength={1000}
          rows={2}
          value={requests}
          onValueChange={setRequests}
        />
        <TextArea
          label={t('notes')}
          hint={t('notesHint')}
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
