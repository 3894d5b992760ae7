import { useId, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  notify,
  useFormat,
  usePermission,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import {
  MAX_SUBSCRIPTION_AMOUNT,
  SUBSCRIPTION_AUDIENCES,
  SUBSCRIPTION_BILLING_PERIODS,
  type Subscription,
  type SubscriptionAudience,
  type SubscriptionBillingPeriod,
  type SubscriptionInput,
} from '@fairway/shared-api/subscriptions';
import { subscriptionsApi } from '../../../shared/api/clients';
import { useSubscriptionList, useSubscriptionTypes } from '../hooks/useSubscriptionsData';
import { subscriptionsMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import styles from './Subscriptions.module.css';

/** ?tab=subscriptions (the default): the club's subscriptions, added, changed and deleted here. */
export function SubscriptionsTab() {
  const t = useT(subscriptionsMessages);
  const f = useFormat();
  const canWrite = usePermission('subscriptions:write');
  const subscriptions = useSubscriptionList();
  const headingId = useId();
  const [editing, setEditing] = useState<{ subscription: Subscription | null } | null>(null);
  const [deleting, setDeleting] = useState<Subscription | null>(null);

  const put = (saved: Subscription) =>
    subscriptions.setData((list) =>
      (list ?? []).some((x) => x.id === saved.id)
        ? (list ?? []).map((x) => (x.id === saved.id ? saved : x))
        : [...(list ?? []), saved],
    );

  const handleDelete = async () => {
    const subscription = deleting;
    if (!subscription) return;
    try {
      await subscriptionsApi().remove(subscription.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    subscriptions.setData((list) => (list ?? []).filter((x) => x.id !== subscription.id));
    notify.success(t('deleted', { name: subscription.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<Subscription>[] = [
    { id: 'name', header: t('colName'), value: (r) => r.name, rowHeader: true, wrap: true },
    { id: 'type', header: t('colType'), value: (r) => r.subscription_type_name, wrap: true },
    {
      id: 'amount',
      header: t('colAmount'),
      value: (r) => r.amount,
      render: (r) => t(`per_${r.billing_period}`, { amount: amountOf(r.amount, f) }),
      align: 'end',
    },
    { id: 'audience', header: t('colAudience'), value: (r) => t(`audience_${r.audience}`) },
    {
      id: 'kind',
      header: t('colKind'),
      value: (r) => (r.is_mandatory ? t('mandatory') : t('optionalKind')),
      render: (r) => (
        <Badge tone={r.is_mandatory ? 'accent' : 'neutral'}>
          {r.is_mandatory ? t('mandatory') : t('optionalKind')}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: t('colStatus'),
      value: (r) => (r.is_active ? t('active') : t('inactive')),
      render: (r) => (
        <Badge tone={r.is_active ? 'success' : 'neutral'}>
          {r.is_active ? t('active') : t('inactive')}
        </Badge>
      ),
    },
    { id: 'joined', header: t('colJoined'), value: (r) => r.joined_count, align: 'end' },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-subs-tab']}>
      <h2 id={headingId}>{t('subscriptions')}</h2>
      <DataTable
        caption={t('subscriptions')}
        hideCaption
        columns={columns}
        rows={subscriptions.data}
        getRowId={(r) => String(r.id)}
        loading={subscriptions.loading}
        error={
          subscriptions.status === 'error' ? t('loadError', { error: subscriptions.error }) : null
        }
        onRetry={() => void subscriptions.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noSubscriptions')}
        emptyMessage={t('noSubscriptionsMessage')}
        toolbar={
          canWrite ? (
            <Button onClick={() => setEditing({ subscription: null })}>
              {t('addSubscription')}
            </Button>
          ) : null
        }
        rowActionsLabel={t('actions')}
        rowActions={
          canWrite
            ? (r) => (
                <div className={styles['fw-subs-actions']}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('editNamed', { name: r.name })}
                    onClick={() => setEditing({ subscription: r })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('deleteNamed', { name: r.name })}
                    onClick={() => setDeleting(r)}
                  >
                    {t('delete')}
                  </Button>
                </div>
              )
            : undefined
        }
      />
      {editing ? (
        <SubscriptionDialog
          subscription={editing.subscription}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            put(saved);
            notify.success(t(editing.subscription ? 'saved' : 'created', { name: saved.name }));
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : ''}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

type Values = {
  subscription_type_id: string;
  name: string;
  description: string;
  amount: string;
  billing_period: SubscriptionBillingPeriod;
  audience: SubscriptionAudience;
  is_mandatory: boolean;
  is_active: boolean;
};
const FIELDS: (keyof Values)[] = [
  'subscription_type_id',
  'name',
  'description',
  'amount',
  'billing_period',
  'audience',
  'is_mandatory',
  'is_active',
];

function SubscriptionDialog({
  subscription,
  onClose,
  onSaved,
}: {
  subscription: Subscription | null;
  onClose: () => void;
  onSaved: (subscription: Subscription) => void;
}) {
  const t = useT(subscriptionsMessages);
  const f = useFormat();
  const formId = useId();
  const types = useSubscriptionTypes();
  const [values, setValues] = useState<Values>({
    subscription_type_id: subscription ? String(subscription.subscription_type_id) : '',
    name: subscription?.name ?? '',
    description: subscription?.description ?? '',
    amount: amountInput(subscription?.amount, f),
    billing_period: subscription?.billing_period ?? 'monthly',
    audience: subscription?.audience ?? 'member',
    is_mandatory: subscription?.is_mandatory ?? false,
    is_active: subscription?.is_active ?? true,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<keyof Values, string>> = {};
    if (!values.subscription_type_id) found.subscription_type_id = t('typeRequired');
    if (!values.name.trim()) found.name = t('nameRequired');
    const amount = readAmount(values.amount, f, MAX_SUBSCRIPTION_AMOUNT);
    if (amount === null || amount === 'invalid')
      found.amount = t('amountInvalid', { example: amountInput(2500, f) });
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === null || amount === 'invalid') return;
    const body: SubscriptionInput = {
      subscription_type_id: Number(values.subscription_type_id),
      name: values.name.trim(),
      description: values.description.trim() || null,
      amount,
      billing_period: values.billing_period,
      audience: values.audience,
      is_mandatory: values.is_mandatory,
      is_active: values.is_active,
    };
    setError(null);
    setSubmitting(true);
    try {
      const api = subscriptionsApi();
      onSaved(subscription ? await api.update(subscription.id, body) : await api.create(body));
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
      title={subscription ? t('editNamed', { name: subscription.name }) : t('addSubscription')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('save')}
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
        {types.status === 'error' ? (
          <Notice tone="error">{t('typesError', { error: types.error })}</Notice>
        ) : types.status === 'ready' && types.data.length === 0 ? (
          <Notice tone="info">{t('noTypesYet')}</Notice>
        ) : null}
        <Select
          label={t('fieldType')}
          required
          placeholder={types.status === 'loading' ? t('loading') : t('choose')}
          options={(types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.name }))}
          value={values.subscription_type_id}
          error={problems.subscription_type_id}
          onValueChange={(v) => set('subscription_type_id', v)}
        />
        <TextField
          label={t('fieldName')}
          required
          maxLength={120}
          autoComplete="off"
          value={values.name}
          error={problems.name}
          onValueChange={(v) => set('name', v)}
        />
        <TextArea
          label={t('fieldDescription')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={3}
          value={values.description}
          error={problems.description}
          onValueChange={(v) => set('description', v)}
        />
        <div className={styles['fw-subs-dates']}>
          <TextField
            label={t('fieldAmount', { currency: f.settings.currency })}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={values.amount}
            error={problems.amount}
            onValueChange={(v) => set('amount', v)}
          />
          <Select
            label={t('fieldPeriod')}
            options={SUBSCRIPTION_BILLING_PERIODS.map((p) => ({
              value: p,
              label: t(`period_${p}`),
            }))}
            value={values.billing_period}
            error={problems.billing_period}
            onValueChange={(v) => set('billing_period', v as SubscriptionBillingPeriod)}
          />
          <Select
            label={t('fieldAudience')}
            options={SUBSCRIPTION_AUDIENCES.map((a) => ({ value: a, label: t(`audience_${a}`) }))}
            value={values.audience}
            error={problems.audience}
            onValueChange={(v) => set('audience', v as SubscriptionAudience)}
          />
        </div>
        <Checkbox
          label={t('fieldMandatory')}
          hint={t('fieldMandatoryHint')}
          checked={values.is_mandatory}
          error={problems.is_mandatory}
          onCheckedChange={(c) => set('is_mandatory', c)}
        />
        <Checkbox
          label={t('fieldActive')}
          hint={t('fieldActiveHint')}
          checked={values.is_active}
          error={problems.is_active}
          onCheckedChange={(c) => set('is_active', c)}
        />
      </form>
    </Dialog>
  );
}
