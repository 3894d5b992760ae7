import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAX_SUBSCRIPTION_AMOUNT,
  type SubscriptionBalanceInput,
} from '@fairway/shared-api/subscriptions';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { subscriptionsApi } from '../../../shared/api/clients';
import { MemberPicker } from '../../../shared/components/MemberPicker';
import { addDays } from '../../../shared/utils/dates';
import { useHouseholds, useSubscriptionList } from '../hooks/useSubscriptionsData';
import { subscriptionsMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import styles from './Subscriptions.module.css';

type Field =
  | 'user_id'
  | 'subscription_id'
  | 'tenant_id'
  | 'period_start'
  | 'period_end'
  | 'due_date'
  | 'amount'
  | 'notes';
const FIELDS: Field[] = [
  'user_id',
  'subscription_id',
  'tenant_id',
  'period_start',
  'period_end',
  'due_date',
  'amount',
  'notes',
];

/** Charging a member a subscription for a period (the ledger charge is written by the server). */
export function ChargeDialog({
  onClose,
  onCharged,
}: {
  onClose: () => void;
  onCharged: () => void;
}) {
  const t = useT(subscriptionsMessages);
  const f = useFormat();
  const formId = useId();
  const subscriptions = useSubscriptionList();
  const households = useHouseholds();
  const today = f.today();
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const [subscriptionId, setSubscriptionId] = useState('');
  const [tenantId, setTenantId] = useState('');
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(addDays(today, 29));
  const [due, setDue] = useState(addDays(today, 14));
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const chosen = subscriptions.data?.find((s) => String(s.id) === subscriptionId) ?? null;
  const clear = (field: Field) => setProblems((p) => ({ ...p, [field]: undefined }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Field, string>> = {};
    if (!member) found.user_id = t('memberRequired');
    if (!subscriptionId) found.subscription_id = t('subscriptionRequired');
    if (!start) found.period_start = t('dateRequired');
    if (!end) found.period_end = t('dateRequired');
    else if (start && end < start) found.period_end = t('endBeforeStart');
    if (!due) found.due_date = t('dateRequired');
    const minor = readAmount(amount, f, MAX_SUBSCRIPTION_AMOUNT);
    if (minor === 'invalid' || minor === 0)
      found.amount = t('amountInvalid', { example: amountInput(2500, f) });
    setProblems(found);
    if (Object.keys(found).length > 0 || !member || minor === 'invalid') return;
    const body: SubscriptionBalanceInput = {
      user_id: member.id,
      subscription_id: Number(subscriptionId),
      tenant_id: tenantId ? Number(tenantId) : null,
      period_start: start,
      period_end: end,
      due_date: due,
      ...(minor !== null ? { amount: minor } : {}),
      notes: notes.trim() || null,
    };
    setError(null);
    setSubmitting(true);
    try {
      const saved = await subscriptionsApi().createBalance(body);
      notify.success(
        t('charged', {
          amount: amountOf(saved.amount, f),
          name: saved.user_name ?? t('deletedAccount'),
          subscription: saved.subscription_name,
        }),
      );
      onCharged();
    } catch (err) {
      setProblems(fieldErrorsOf(err, FIELDS));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('chargeTitle')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('charge')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-subs-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <MemberPicker
          value={member}
          error={problems.user_id}
          onChange={(m) => {
            setMember(m);
            clear('user_id');
          }}
        />
        <Select
          label={t('fieldSubscription')}
          required
          placeholder={subscriptions.status === 'loading' ? t('loading') : t('choose')}
          options={(subscriptions.data ?? [])
            .filter((s) => s.is_active)
            .map((s) => ({
              value: String(s.id),
              label: `${s.name} (${t(`per_${s.billing_period}`, { amount: amountOf(s.amount, f) })})`,
            }))}
          value={subscriptionId}
          error={problems.subscription_id}
          onValueChange={(v) => {
            setSubscriptionId(v);
            clear('subscription_id');
          }}
        />
        <Select
          label={t('fieldHousehold')}
          optionalLabel={t('optional')}
          hint={t('fieldHouseholdHint')}
          placeholder={t('noHousehold')}
          options={(households.data ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={tenantId}
          error={problems.tenant_id}
          onValueChange={(v) => {
            setTenantId(v);
            clear('tenant_id');
          }}
        />
        <div className={styles['fw-subs-dates']}>
          <DateField
            label={t('fieldStart')}
            required
            value={start}
            error={problems.period_start}
            onValueChange={(v) => {
              setStart(v);
              clear('period_start');
            }}
          />
          <DateField
            label={t('fieldEnd')}
            required
            min={start || undefined}
            value={end}
            error={problems.period_end}
            onValueChange={(v) => {
              setEnd(v);
              clear('period_end');
            }}
          />
          <DateField
            label={t('fieldDue')}
            required
            value={due}
            error={problems.due_date}
            onValueChange={(v) => {
              setDue(v);
              clear('due_date');
            }}
          />
        </div>
        <TextField
          label={t('fieldChargeAmount', { currency: f.settings.currency })}
          optionalLabel={t('optional')}
          hint={
            chosen ? t('fieldChargeAmountHint', { amount: amountOf(chosen.amount, f) }) : undefined
          }
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={amount}
          error={problems.amount}
          onValueChange={(v) => {
            setAmount(v);
            clear('amount');
          }}
        />
        <TextArea
          label={t('fieldNotes')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={2}
          value={notes}
          error={problems.notes}
          onValueChange={setNotes}
        />
      </form>
    </Dialog>
  );
}
