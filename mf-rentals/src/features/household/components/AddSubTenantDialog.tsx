import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  TextField,
  errorText,
  fieldErrorsOf,
  useT,
} from '@fairway/shared-ui';
import type { SubTenant, SubTenantInput, Tenant } from '@fairway/shared-api/property';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { propertyApi } from '../../../shared/api/clients';
import { MemberPicker } from '../../../shared/components/MemberPicker';
import { useEligibility } from '../hooks/useEligibility';
import { householdMessages } from '../i18n';
import styles from '../../property/components/Property.module.css';

const FIELDS = ['user_id', 'relationship'] as const;
type Field = (typeof FIELDS)[number];

export type AddSubTenantDialogProps = {
  tenant: Pick<Tenant, 'id' | 'name'>;
  /** Staff search accounts by name and see whether one may join; a tenant gives its number. */
  staff: boolean;
  onClose: () => void;
  onSaved: (subTenant: SubTenant) => void;
};

/**
 * Adds an account to a household as a sub-tenant (with no permissions: the tenant switches on
 * what it may do). The server refuses an account already in a household, with its reason.
 */
export function AddSubTenantDialog({ tenant, staff, onClose, onSaved }: AddSubTenantDialogProps) {
  const t = useT(householdMessages);
  const formId = useId();
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [relationship, setRelationship] = useState('');
  const eligibility = useEligibility(staff ? (member?.id ?? null) : null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const ready = eligibility.status === 'ready' ? eligibility.data : null;
  const refused = ready !== null && !ready.can_become_sub_tenant;

  const chosenId = (): number | null => {
    if (staff) return member?.id ?? null;
    const text = accountNumber.trim();
    const n = Number(text);
    return /^\d{1,12}$/.test(text) && Number.isSafeInteger(n) && n > 0 ? n : null;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const userId = chosenId();
    const found: Partial<Record<Field, string>> = {};
    if (userId === null)
      found.user_id =
        staff || !accountNumber.trim() ? t('accountRequired') : t('accountNumberInvalid');
    setProblems(found);
    if (userId === null || refused) return;
    const body: SubTenantInput = {
      tenant_id: tenant.id,
      user_id: userId,
      relationship: relationship.trim() || null,
    };
    setError(null);
    setSubmitting(true);
    try {
      onSaved(await propertyApi().subTenants.create(body));
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
      title={t('addSubTenantTitle', { household: tenant.name })}
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
            loadingLabel={t('adding')}
            disabled={refused}
          >
            {t('add')}
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
        {staff ? (
          <>
            <MemberPicker
              value={member}
              onChange={(m) => {
                setMember(m);
                setProblems((p) => ({ ...p, user_id: undefined }));
              }}
              error={problems.user_id}
            />
            {member ? (
              eligibility.loading ? (
                <p role="status">{t('checkingEligibility')}</p>
              ) : eligibility.status === 'error' ? (
                <Notice tone="warning">
                  {t('eligibilityError', { error: eligibility.error })}
                </Notice>
              ) : ready ? (
                ready.can_become_sub_tenant ? (
                  <Notice tone="success">{t('eligibleSub', { name: member.name })}</Notice>
                ) : (
                  <Notice tone="error">
                    {t('notEligibleSub', { name: member.name, reason: ready.reason ?? '' })}
                  </Notice>
                )
              ) : null
            ) : null}
          </>
        ) : (
          <TextField
            label={t('accountNumber')}
            hint={t('accountNumberHint')}
            required
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            value={accountNumber}
            onValueChange={setAccountNumber}
            error={problems.user_id}
          />
        )}
        <TextField
          label={t('relationship')}
          hint={t('relationshipHint')}
          optionalLabel={t('optional')}
          maxLength={80}
          autoComplete="off"
          value={relationship}
          onValueChange={setRelationship}
          error={problems.relationship}
        />
      </form>
    </Dialog>
  );
}
