import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Notice,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  notify,
  usePermission,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { SubscriptionType } from '@fairway/shared-api/subscriptions';
import { subscriptionsApi } from '../../../shared/api/clients';
import { useSubscriptionTypes } from '../hooks/useSubscriptionsData';
import { subscriptionsMessages } from '../i18n';
import styles from './Subscriptions.module.css';

/** ?tab=types: the kinds of subscription (a type in use cannot be deleted: the server's 409 shows). */
export function TypesTab() {
  const t = useT(subscriptionsMessages);
  const canWrite = usePermission('subscriptions:write');
  const types = useSubscriptionTypes();
  const headingId = useId();
  const [editing, setEditing] = useState<{ type: SubscriptionType | null } | null>(null);
  const [deleting, setDeleting] = useState<SubscriptionType | null>(null);

  const handleDelete = async () => {
    const type = deleting;
    if (!type) return;
    try {
      await subscriptionsApi().removeType(type.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    types.setData((list) => (list ?? []).filter((x) => x.id !== type.id));
    notify.success(t('deleted', { name: type.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<SubscriptionType>[] = [
    { id: 'name', header: t('colName'), value: (r) => r.name, rowHeader: true, wrap: true },
    { id: 'description', header: t('colDescription'), value: (r) => r.description, wrap: true },
    {
      id: 'count',
      header: t('colSubscriptions'),
      value: (r) => r.subscription_count,
      align: 'end',
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-subs-tab']}>
      <h2 id={headingId}>{t('types')}</h2>
      <DataTable
        caption={t('types')}
        hideCaption
        columns={columns}
        rows={types.data}
        getRowId={(r) => String(r.id)}
        loading={types.loading}
        error={types.status === 'error' ? t('loadError', { error: types.error }) : null}
        onRetry={() => void types.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noTypes')}
        emptyMessage={t('noTypesMessage')}
        toolbar={
          canWrite ? (
            <Button onClick={() => setEditing({ type: null })}>{t('addType')}</Button>
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
                    onClick={() => setEditing({ type: r })}
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
        <TypeDialog
          type={editing.type}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            types.setData((list) =>
              (list ?? []).some((x) => x.id === saved.id)
                ? (list ?? []).map((x) => (x.id === saved.id ? saved : x))
                : [...(list ?? []), saved],
            );
            notify.success(t(editing.type ? 'saved' : 'created', { name: saved.name }));
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

function TypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: SubscriptionType | null;
  onClose: () => void;
  onSaved: (type: SubscriptionType) => void;
}) {
  const t = useT(subscriptionsMessages);
  const formId = useId();
  const [name, setName] = useState(type?.name ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!name.trim()) {
      setProblems({ name: t('nameRequired') });
      return;
    }
    const body = { name: name.trim(), description: description.trim() || null };
    setProblems({});
    setError(null);
    setSubmitting(true);
    try {
      const api = subscriptionsApi();
      onSaved(type ? await api.updateType(type.id, body) : await api.createType(body));
    } catch (err) {
      setProblems(fieldErrorsOf(err, ['name', 'description']));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={type ? t('editNamed', { name: type.name }) : t('addType')}
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
        <TextField
          label={t('fieldName')}
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          error={problems.name}
          onValueChange={setName}
        />
        <TextArea
          label={t('fieldDescription')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={3}
          value={description}
          error={problems.description}
          onValueChange={setDescription}
        />
      </form>
    </Dialog>
  );
}
