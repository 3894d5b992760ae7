import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  useT,
} from '@fairway/shared-ui';
import type { Tenant, TenantInput } from '@fairway/shared-api/property';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { propertyApi } from '../../../shared/api/clients';
import { MemberPicker } from '../../../shared/components/MemberPicker';
import { useEligibility } from '../../household/hooks/useEligibility';
import { propertyMessages } from '../i18n';
import styles from './Property.module.css';

const FIELDS = ['user_id', 'name', 'email', 'phone', 'notes'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new household: its primary account (with whether it can become a tenant, and why not), its
 * name and contact details. The server sets the account's household and grants the tenant role.
 */
export function NewTenantDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (tenant: Tenant) => void;
}) {
  const t = useT(propertyMessages);
  const formId = useId();
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const eligibility = useEligibility(member?.id ?? null);
  const [values, setValues] = useState({ name: '', email: '', phone: '', notes: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const prefilled = useRef({ name: '', email: '', phone: '' });
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const handleMember = (chosen: MemberSearchResult | null) => {
    setMember(chosen);
    setProblems((p) => ({ ...p, user_id: undefined }));
    // The household's name and contact start as the account's; what was typed stays.
    if (!chosen) return;
    const before = prefilled.current;
    const next = { name: chosen.name, email: chosen.email, phone: chosen.phone ?? '' };
    prefilled.current = next;
    setValues((v) => ({
      ...v,
      name: !v.name || v.name === before.name ? next.name : v.name,
      email: !v.email || v.email === before.email ? next.email : v.email,
      phone: !v.phone || v.phone === before.phone ? next.phone : v.phone,
    }));
  };

  const ready = eligibility.status === 'ready' ? eligibility.data : null;
  const refused = ready !== null && !ready.can_become_tenant;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Field, string>> = {};
    if (!member) found.user_id = t('accountRequired');
    if (!values.name.trim()) found.name = t('required', { field: t('householdName') });
    setProblems(found);
    if (Object.keys(found).length || !member || refused) return;
    const body: TenantInput = {
      user_id: member.id,
      name: values.name.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
      notes: values.notes.trim() || null,
    };
    setError(null);
    setSubmitting(true);
    try {
      onSaved(await propertyApi().tenants.create(body));
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
      size="md"
      title={t('addTenant')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submitting}
            loadingLabel={t('saving')}
            disabled={refused}
          >
            {t('addTenant')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-rentals-property-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <p className={styles['fw-rentals-property-muted']}>{t('primaryAccount')}</p>
        <MemberPicker value={member} onChange={handleMember} error={problems.user_id} />
        {member ? (
          <EligibilityNotice
            name={member.name}
            loading={eligibility.loading}
            failed={eligibility.status === 'error' ? eligibility.error : null}
            ok={ready ? ready.can_become_tenant : null}
            reason={ready?.reason ?? null}
          />
        ) : null}
        <TextField
          label={t('householdName')}
          required
          maxLength={120}
          autoComplete="off"
          value={values.name}
          onValueChange={set('name')}
          error={problems.name}
        />
        <TextField
          label={t('contactEmail')}
          type="email"
          optionalLabel={t('optional')}
          maxLength={254}
          autoComplete="off"
          value={values.email}
          onValueChange={set('email')}
          error={problems.email}
        />
        <TextField
          label={t('contactPhone')}
          type="tel"
          optionalLabel={t('optional')}
          maxLength={40}
          autoComplete="off"
          value={values.phone}
          onValueChange={set('phone')}
          error={problems.phone}
        />
        <TextArea
          label={t('notes')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={3}
          value={values.notes}
          onValueChange={set('notes')}
          error={problems.notes}
        />
      </form>
    </Dialog>
  );
}

function EligibilityNotice({
  name,
  loading,
  failed,
  ok,
  reason,
}: {
  name: string;
  loading: boolean;
  failed: string | null;
  ok: boolean | null;
  reason: string | null;
}) {
  const t = useT(propertyMessages);
  if (loading) return <p role="status">{t('checkingEligibility')}</p>;
  if (failed) return <Notice tone="warning">{t('eligibilityError', { error: failed })}</Notice>;
  if (ok === null) return null;
  return ok ? (
    <Notice tone="success">{t('eligible', { name })}</Notice>
  ) : (
    <Notice tone="error">{t('notEligible', { name, reason: reason ?? '' })}</Notice>
  );
}
